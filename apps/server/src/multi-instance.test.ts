import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "./seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "./test/test-server.ts";
import { authorize, completed, simulate } from "./test/remote-helpers.ts";

/** The local Redis the multi-instance settings are tested against. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Answers of `count` anonymous calls, alternating between the instances, all from one address. */
async function anonymousStatuses(instances: TestServer[], count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await instances[i % instances.length]!.call("gttcnd", {})).status);
  return statuses;
}

describe.each(databaseKinds())("two server instances on one %s database", (kind) => {
  // A key prefix of this run alone, so runs sharing the Redis never count each other's calls.
  const prefix = `carport-test-${randomBytes(6).toString("hex")}:`;
  const shared = { REDIS_URL, REDIS_KEY_PREFIX: prefix, ANON_RATE_LIMIT_PER_MINUTE: "4", COMMAND_DEADLINE_SECONDS: "5" };
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    first = await createTestServer(kind, shared);
    second = await createTestServer(kind, shared, first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it("share the anonymous rate limit through Redis: 4 calls a minute from one address in all", async () => {
    const statuses = await anonymousStatuses([first, second], 6);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it("keep one command at a time per vehicle across instances (7700 from the other one)", async () => {
    // Signing in is an anonymous call: from another address than the test above, which used its 4.
    const token = await second.login("demo@hacc.test", DEMO_PASSWORD, { "x-forwarded-for": "198.51.100.7" });
    const { json } = await first.call("vhcllst", {}, { accessToken: token });
    const car = json.result.vehicles.find((v: { nickName: string }) => v.nickName === "Summit") as { vehicleId: string; vin: string };
    // The car does not answer, so the first command stays pending until its deadline whatever the load.
    await simulate(first, car.vin, { unreachable: true });
    const onFirst = await authorize(first, token, car.vehicleId);
    const onSecond = await authorize(second, token, car.vehicleId);
    const sent = await first.call("drulck", {}, onFirst);
    expect(sent.json.responseHeader.responseCode).toBe(0);

    const refused = await second.call("drlck", {}, onSecond);
    expect(refused.json.error.errorCode).toBe("7700");

    // Either instance reports the command's end, since the transaction lives in the database.
    const done = await completed(second, token, sent.headers.transactionid as string);
    expect(done.apiStatusCode).toBe("7703");
    await simulate(first, car.vin, { unreachable: false });
  });
});

describe("one instance without REDIS_URL", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer("pglite", { ANON_RATE_LIMIT_PER_MINUTE: "4" });
  });
  afterAll(() => server?.close());

  it("still limits anonymous calls, in its own memory", async () => {
    expect(await anonymousStatuses([server], 5)).toEqual([200, 200, 200, 200, 429]);
  });
});
