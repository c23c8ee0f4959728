import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { claimUnansweredTransactions } from "./transaction-repository.ts";

const RESEND = { silentSeconds: 8, marginSeconds: 2 };

describe.each(databaseKinds())("which unanswered commands are sent again, on %s", (kind) => {
  let server: TestServer;
  let accountId: string;
  const vehicles: string[] = [];
  beforeAll(async () => {
    // The server's own sweep waits an hour: only this test's calls claim the rows it writes.
    server = await createTestServer(kind, { COMMAND_RESEND_SECONDS: "3600" });
    const token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    for (const v of json.result.vehicles) vehicles.push(v.vehicleId);
    const [owner] = await server.db.query<{ account_id: string }>("select account_id from vehicles where id = $1", [vehicles[0]]);
    accountId = owner!.account_id;
  });
  afterAll(() => server.close());

  /** A pending command of this car, sent `age` seconds ago, with its deadline `left` seconds away. */
  async function pending(vehicleId: string, age: number, left: number) {
    const id = randomUUID();
    await server.db.query(
      `insert into remote_transactions (id, vehicle_id, account_id, api_code, command, params, started_at, deadline_at)
       values ($1, $2, $3, 'drlck', 'doorLock', '{}', now() - make_interval(secs => $4), now() + make_interval(secs => $5))`,
      [id, vehicleId, accountId, age, left],
    );
    return id;
  }
  const clear = () => server.db.query("update remote_transactions set state = 'C', status_code = '0000' where state = 'P'");

  it("claims a command silent for the period once, and again only a period later", async () => {
    await clear();
    const silent = await pending(vehicles[0]!, 9, 20);
    await pending(vehicles[1]!, 3, 20); // silent for 3 s only: not yet
    expect((await claimUnansweredTransactions(server.db, RESEND)).map((r) => r.id)).toEqual([silent]);
    // Another instance's sweep right after finds nothing: the claim is once a period.
    expect(await claimUnansweredTransactions(server.db, RESEND)).toEqual([]);
    await server.db.query("update remote_transactions set resent_at = now() - interval '9 seconds' where id = $1", [silent]);
    expect((await claimUnansweredTransactions(server.db, RESEND)).map((r) => r.id)).toEqual([silent]);
  });

  it("never claims a command near its deadline, nor a finished one", async () => {
    await clear();
    await pending(vehicles[0]!, 20, 1);
    const done = await pending(vehicles[1]!, 20, 20);
    await server.db.query("update remote_transactions set state = 'C', status_code = '0000' where id = $1", [done]);
    expect(await claimUnansweredTransactions(server.db, RESEND)).toEqual([]);
  });

  it("never claims a maker's linked car's command: the maker would carry it out again", async () => {
    await clear();
    const linked = vehicles[0]!;
    const upstreamAccount = randomUUID();
    await server.db.query(
      `insert into upstream_accounts (id, account_id, brand, login_id, state, sealed_credentials)
       values ($1, $2, 'kci', 'owner@maker.test', 'linked', 'sealed')`,
      [upstreamAccount, accountId],
    );
    await server.db.query(
      "insert into upstream_vehicles (vehicle_id, upstream_account_id, upstream_vehicle_id) values ($1, $2, 'maker-car')",
      [linked, upstreamAccount],
    );
    await pending(linked, 20, 20);
    const ownCar = await pending(vehicles[1]!, 20, 20);
    expect((await claimUnansweredTransactions(server.db, RESEND)).map((r) => r.id)).toEqual([ownCar]);
  });
});
