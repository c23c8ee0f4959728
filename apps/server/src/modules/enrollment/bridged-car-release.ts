import type { Queryable } from "../../db/database.ts";
import { deleteWithDependents } from "../../db/delete-with-dependents.ts";

/** A car that left an account because another proved it theirs in Carport. */
export interface ReleasedCar {
  accountId: string;
  vin: string;
  nickname: string;
}

/**
 * Takes a VIN away from the account(s) holding it through their maker account, inside the
 * enrollment's transaction (issue 53: a Carport proof of the same VIN always wins over the
 * maker's): the vehicle and all of its records leave that account; its maker link stays.
 */
export async function releaseBridged(tx: Queryable, vin: string): Promise<ReleasedCar[]> {
  const held = await tx.query<{ id: string; account_id: string; nickname: string }>(
    "select v.id, v.account_id, v.nickname from vehicles v join upstream_vehicles u on u.vehicle_id = v.id where v.vin = $1",
    [vin],
  );
  if (held.length === 0) return [];
  await deleteWithDependents(tx, "vehicles", "id = any($1::uuid[])", [held.map((h) => h.id)]);
  return held.map((h) => ({ accountId: h.account_id, vin, nickname: h.nickname }));
}

/** Tells an account it lost a car to another's Carport proof (after the change is committed). */
export type CarLostNotice = (released: ReleasedCar, proof: "dealerToken" | "inCar") => Promise<void>;
