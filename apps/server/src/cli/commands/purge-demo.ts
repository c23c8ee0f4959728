import type { Database } from "../../db/database.ts";
import { DEMO_ACCOUNT_EMAILS } from "../../seed/demo-accounts-guard.ts";
import { DEMO_FLEET, FLEET_DEMO_VEHICLES } from "../../seed/demo-fleet.ts";
import { deleteAccountRows } from "./delete-account.ts";
import { deleteFactoryVehicles } from "./delete-vehicle.ts";

/** Every VIN the demo seed puts in the factory record. */
const DEMO_VINS = [...Object.values(DEMO_FLEET).flat(), ...FLEET_DEMO_VEHICLES].map((v) => v.vin);

/**
 * Removes the demo accounts (whose password the README publishes) with all their data, and the
 * demo fleet's factory records with theirs, in one transaction: a demo database can then be
 * started with DEMO=0. Answers what it removed.
 */
export function purgeDemo(db: Database): Promise<{ accounts: string[]; vins: string[] }> {
  return db.transaction(async (tx) => {
    const accounts = await tx.query<{ id: string; email: string }>(
      "select id, email from accounts where lower(email) = any($1::text[]) order by email",
      [DEMO_ACCOUNT_EMAILS],
    );
    await deleteAccountRows(
      tx,
      accounts.map((a) => a.id),
    );
    const vins = await tx.query<{ vin: string }>("select vin from factory_vehicles where vin = any($1::text[]) order by vin", [DEMO_VINS]);
    if (vins.length)
      await deleteFactoryVehicles(
        tx,
        vins.map((v) => v.vin),
      );
    return { accounts: accounts.map((a) => a.email), vins: vins.map((v) => v.vin) };
  });
}
