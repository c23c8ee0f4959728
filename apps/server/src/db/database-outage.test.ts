import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/demo-fleet.ts";
import { httpClient } from "../test/http-client.ts";
import { startPrivatePostgres, type PrivatePostgres } from "../test/private-postgres.ts";
import { startCarport, type CarportProcess } from "../test/server-process.ts";
import { createTestServer, type TestServer } from "../test/test-server.ts";
import { isDatabaseOutage, type Database } from "./database.ts";

const NEW_OWNER = { email: "sam.gagnon@example.ca", password: "Sam-Pass-2026!", pin: "1357" };
const registration = {
  vehicle: { vin: "2HMTDPC4000000202", nickName: "Sam PHEV" },
  account: { email: NEW_OWNER.email, password: NEW_OWNER.password, confirmPassword: NEW_OWNER.password },
  pin: NEW_OWNER.pin,
  tncConfirm: "Y",
  notificationList: [],
  rdrToken: "HT-5102",
};

/** An answer a client sees while the database is away: 503 with the 7999 envelope, no stack trace. */
function expectUnavailable(answer: { status: number; json: any }) {
  expect(answer.status).toBe(503);
  expect(answer.json).toEqual({
    responseHeader: { responseCode: 1, responseDesc: "Failure" },
    error: { errorCode: "7999", errorDesc: expect.any(String) },
  });
  expect(JSON.stringify(answer.json)).not.toMatch(/\bat .+\.ts:\d+|ECONNREFUSED|postgres/i);
}

describe("when PostgreSQL stops mid-journey", () => {
  let postgres: PrivatePostgres;
  let carport: CarportProcess;
  beforeAll(async () => {
    // A PostgreSQL of this test's own that it may stop; the shared one stays up.
    postgres = await startPrivatePostgres();
    carport = await startCarport({ DATABASE_URL: postgres.url, WEB_DIST: "/nonexistent" });
  }, 180_000);
  afterAll(async () => {
    await carport?.stop();
    postgres?.destroy();
  });

  it("answers 503 envelopes while it is down, and serves again once it is back, without a restart", async () => {
    const client = httpClient(carport.url);
    const token = await client.login("demo@hacc.test", DEMO_PASSWORD);
    const before = await client.call("vhcllst", {}, { accessToken: token });
    expect(before.json.result.vehicles.length).toBeGreaterThan(0);

    postgres.stop();
    expectUnavailable(await client.call("vhcllst", {}, { accessToken: token }));
    expectUnavailable(await client.call("v2/login", { loginId: "demo@hacc.test", password: DEMO_PASSWORD }));
    expectUnavailable(await client.call("rgacct", registration));
    expect((await fetch(`${carport.url}/healthz`)).status).toBe(503);

    postgres.start();
    const after = await client.call("vhcllst", {}, { accessToken: token });
    expect(after.status).toBe(200);
    expect(after.json.result.vehicles).toEqual(before.json.result.vehicles);
    expect((await fetch(`${carport.url}/healthz`)).status).toBe(200);

    // The registration refused during the outage left nothing behind: it goes through now, whole.
    expect((await client.call("rgacct", registration)).json.result).toEqual({ enrollmentStatus: 4 });
    const owner = await client.login(NEW_OWNER.email, NEW_OWNER.password);
    const { vehicles } = (await client.call("vhcllst", {}, { accessToken: owner })).json.result;
    expect(vehicles).toMatchObject([{ vin: registration.vehicle.vin, nickName: "Sam PHEV" }]);
  });
});

describe("a registration cut off by a lost connection halfway", () => {
  let server: TestServer;
  let cutOn: RegExp | null = null;
  beforeAll(async () => {
    server = await createTestServer("pglite");
    // The route's database fails like a dropped connection on the first statement matching cutOn.
    const db = server.db;
    const failing = (sql: string) => {
      if (cutOn?.test(sql)) {
        cutOn = null;
        throw Object.assign(new Error("Connection terminated unexpectedly"), { code: undefined });
      }
    };
    const original = db.transaction.bind(db);
    const query = db.query.bind(db);
    (db as { query: Database["query"] }).query = (sql, params) => {
      failing(sql);
      return query(sql, params);
    };
    (db as { transaction: Database["transaction"] }).transaction = (fn) =>
      original((tx) =>
        fn({
          query: (sql, params) => {
            failing(sql);
            return tx.query(sql, params);
          },
          announce: (payload) => tx.announce(payload),
        }),
      );
  });
  afterAll(() => server.close());

  const count = async (sql: string, params: unknown[]) => (await server.db.query<{ n: number }>(sql, params))[0]!.n;

  it("writes all of it or nothing: no account without its car, and trying again succeeds", async () => {
    const body = {
      ...registration,
      vehicle: { vin: "2HMSMGC5000000203", nickName: "Jordan" },
      rdrToken: "HT-5103",
      account: { email: "jordan.roy@example.ca", password: "Jordan-Pass-2026!", confirmPassword: "Jordan-Pass-2026!" },
    };
    for (const statement of [/update accounts set language_id/, /insert into terms_acceptances/, /insert into vehicles/]) {
      cutOn = statement;
      const cut = await server.call("rgacct", body);
      expect(cut.status, `cut on ${statement}`).toBe(503);
      expect(cutOn, `the registration reached ${statement}`).toBeNull();
      expect(await count("select count(*)::int as n from accounts where email = $1", ["jordan.roy@example.ca"])).toBe(0);
      expect(await count("select count(*)::int as n from vehicles where vin = $1", [body.vehicle.vin])).toBe(0);
    }
    expect((await server.call("rgacct", body)).json.result).toEqual({ enrollmentStatus: 4 });
    const token = await server.login("jordan.roy@example.ca", "Jordan-Pass-2026!");
    expect((await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles).toHaveLength(1);
  });

  it("tells a lost connection from a wrong query", () => {
    expect(isDatabaseOutage(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseOutage(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseOutage(Object.assign(new Error('relation "nope" does not exist'), { code: "42P01" }))).toBe(false);
    expect(isDatabaseOutage(new Error("boom"))).toBe(false);
  });
});
