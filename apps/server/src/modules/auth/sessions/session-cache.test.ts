import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAnotherWriter, cacheLookups } from "../../../test/cache-probes.ts";
import { DEMO_PASSWORD } from "../../../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../../test/test-server.ts";
import { authorize, completed, eventually } from "../../../test/remote-helpers.ts";
import { tokenHash } from "../../../core/secret-hashing.ts";
import { createFleetService } from "../../fleet/fleet-service.ts";
import { setNamelessSignIn } from "./nameless-sign-in.ts";

describe.each(databaseKinds())("the session cache on %s, with two instances", (kind) => {
  let first: TestServer;
  let second: TestServer;
  let address = 10;
  /** Each sign-in from its own address, so none of them asks for a captcha. */
  const login = (server: TestServer, loginId: string) =>
    server.login(loginId, DEMO_PASSWORD, { "x-forwarded-for": `198.51.100.${address++}` });
  const firstVehicleOf = async (server: TestServer, token: string) =>
    (await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles[0] as { vehicleId: string; vin: string };

  beforeAll(async () => {
    first = await createTestServer(kind);
    second = await createTestServer(kind, {}, first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("answers a repeated signed-in read from memory, with the same answer", async () => {
    const token = await login(first, "demo@hacc.test");
    const car = await firstVehicleOf(first, token);
    const headers = { accessToken: token, vehicleId: car.vehicleId };
    const before = await cacheLookups(second, "session_cache");
    const reads = [];
    for (let i = 0; i < 5; i++) reads.push((await second.call("lstvhclsts", {}, headers)).json);
    const after = await cacheLookups(second, "session_cache");
    expect(after.miss - before.miss).toBe(1);
    expect(after.hit - before.hit).toBe(4);
    for (const read of reads) expect(read).toEqual(reads[0]);
  });

  it("refuses a token signed out on one instance at once there, and on the other once it hears of it", async () => {
    const token = await login(first, "demo@hacc.test");
    const car = await firstVehicleOf(first, token);
    const headers = { accessToken: token, vehicleId: car.vehicleId };
    expect((await first.call("lstvhclsts", {}, headers)).json.responseHeader.responseCode).toBe(0);
    expect((await second.call("lstvhclsts", {}, headers)).json.responseHeader.responseCode).toBe(0);

    expect((await first.call("lgout", {}, { accessToken: token })).json.responseHeader.responseCode).toBe(0);
    expect((await first.call("lstvhclsts", {}, headers)).json.error.errorCode).toBe("7602");
    await eventually(
      async () => {
        const { json } = await second.call("lstvhclsts", {}, headers);
        return json.error?.errorCode === "7602" ? true : undefined;
      },
      "the other instance refusing the signed-out token",
      5_000,
    );
  });

  it("shows a status another process wrote, and refuses a token it revoked", async () => {
    const token = await login(first, "demo@hacc.test");
    const car = await firstVehicleOf(first, token);
    const headers = { accessToken: token, vehicleId: car.vehicleId };
    const cached = (await second.call("lstvhclsts", {}, headers)).json.result.status;
    expect((await second.call("lstvhclsts", {}, headers)).json.result.status).toEqual(cached);

    await asAnotherWriter(
      first,
      "update vehicle_status set status = jsonb_set(status, '{airTemp,value}', '\"23.5\"') where vehicle_id = $1",
      [car.vehicleId],
    );
    await eventually(
      async () => {
        const { json } = await second.call("lstvhclsts", {}, headers);
        return json.result.status.airTemp.value === "23.5" ? true : undefined;
      },
      "the new status",
      5_000,
    );

    await asAnotherWriter(
      first,
      "update access_tokens set revoked_at = now() where account_id = (select account_id from vehicles where id = $1)",
      [car.vehicleId],
    );
    for (const server of [first, second]) {
      await eventually(
        async () => {
          const { json } = await server.call("lstvhclsts", {}, headers);
          return json.error?.errorCode === "7602" ? true : undefined;
        },
        "the revoked token refused",
        5_000,
      );
    }
  });

  it("keeps checking another car from memory while the owner verifies the PIN, commands a car and it reports", async () => {
    const token = await login(first, "demo@hacc.test");
    const cars = (await first.call("vhcllst", {}, { accessToken: token })).json.result.vehicles as Array<{
      vehicleId: string;
      vin: string;
    }>;
    // The car read from memory is one that reports nothing on its own meanwhile (no charge, climate or engine running).
    const quiet = cars.find((car) => !first.vehicleLink.fleet?.twins.get(car.vin)?.active)!;
    const commanded = cars.find((car) => car !== quiet)!;
    const onQuiet = { accessToken: token, vehicleId: quiet.vehicleId };
    await first.call("lstvhclsts", {}, onQuiet);

    const headers = await authorize(first, token, commanded.vehicleId);
    const sent = await first.call("drlck", {}, headers);
    await completed(first, token, sent.headers.transactionid as string);
    const commandedStatus = (await first.call("lstvhclsts", {}, { accessToken: token, vehicleId: commanded.vehicleId })).json.result.status;
    expect(commandedStatus.doorLock).toBe(true);

    const before = await cacheLookups(first, "session_cache");
    expect((await first.call("lstvhclsts", {}, onQuiet)).json.responseHeader.responseCode).toBe(0);
    const after = await cacheLookups(first, "session_cache");
    expect(after.miss - before.miss).toBe(0);
    expect(after.hit - before.hit).toBe(1);
  });

  it("lets a driver use a car shared with them by another instance at once, and refuses it once the share ends there", async () => {
    const fleet = createFleetService(first.db);
    const drew = { email: `drew-${kind}@hacc.test`, password: DEMO_PASSWORD };
    const account = await fleet.createAccount({ brand: "hacc", ...drew, pin: "1357", firstName: "Drew", lastName: "Roy" });
    const owner = await login(first, "demo@hacc.test");
    const shared = await firstVehicleOf(first, owner);
    const token = await login(first, drew.email);
    // Drew has no car of his own; the other instance has checked his token.
    expect((await second.call("vhcllst", {}, { accessToken: token })).json.result.vehicles).toEqual([]);
    const onShared = { accessToken: token, vehicleId: shared.vehicleId };
    expect((await second.call("lstvhclsts", {}, onShared)).json.error.errorCode).toBe("7202");

    await asAnotherWriter(
      first,
      `insert into second_drivers (id, vehicle_id, primary_account_id, secondary_email, secondary_account_id, status, responded_at)
       select gen_random_uuid(), v.id, v.account_id, $2, $3, '0', now() from vehicles v where v.id = $1`,
      [shared.vehicleId, drew.email, account.id],
    );
    expect((await second.call("lstvhclsts", {}, onShared)).json.responseHeader.responseCode).toBe(0);

    await asAnotherWriter(
      first,
      "update second_drivers set status = '4', end_reason = 'unlinkedByPrimary' where secondary_account_id = $1",
      [account.id],
    );
    await eventually(
      async () => ((await second.call("lstvhclsts", {}, onShared)).json.error?.errorCode === "7202" ? true : undefined),
      "the ended share refused",
      5_000,
    );
  });

  it("refuses a shared car once its share ends, when its check was read with another car's", async () => {
    const fleet = createFleetService(first.db);
    const sam = { email: `sam-${kind}@hacc.test`, password: DEMO_PASSWORD };
    const account = await fleet.createAccount({ brand: "hacc", ...sam, pin: "1357", firstName: "Sam", lastName: "Roy" });
    const owner = await login(first, "demo@hacc.test");
    const [kept, ending] = (await first.call("vhcllst", {}, { accessToken: owner })).json.result.vehicles as Array<{ vehicleId: string }>;
    for (const car of [kept!, ending!]) {
      await asAnotherWriter(
        first,
        `insert into second_drivers (id, vehicle_id, primary_account_id, secondary_email, secondary_account_id, status, responded_at)
         select gen_random_uuid(), v.id, v.account_id, $2, $3, '0', now() from vehicles v where v.id = $1`,
        [car.vehicleId, sam.email, account.id],
      );
    }
    const token = await login(first, sam.email);
    const onEnding = { accessToken: token, vehicleId: ending!.vehicleId };
    expect((await second.call("lstvhclsts", {}, { accessToken: token, vehicleId: kept!.vehicleId })).json.responseHeader.responseCode).toBe(
      0,
    );
    const before = await cacheLookups(second, "session_cache");
    expect((await second.call("lstvhclsts", {}, onEnding)).json.responseHeader.responseCode).toBe(0);
    expect((await cacheLookups(second, "session_cache")).miss).toBe(before.miss);

    await asAnotherWriter(first, "update second_drivers set status = '4', end_reason = 'unlinkedByPrimary' where vehicle_id = $1", [
      ending!.vehicleId,
    ]);
    await eventually(
      async () => ((await second.call("lstvhclsts", {}, onEnding)).json.error?.errorCode === "7202" ? true : undefined),
      "the ended share refused",
      5_000,
    );
    expect((await second.call("lstvhclsts", {}, { accessToken: token, vehicleId: kept!.vehicleId })).json.responseHeader.responseCode).toBe(
      0,
    );
  });

  it("keeps an owner's session check in memory while other owners sign in, one with a wrong password", async () => {
    const token = await login(first, "demo@hacc.test");
    const car = await firstVehicleOf(first, token);
    const onCar = { accessToken: token, vehicleId: car.vehicleId };
    await first.call("lstvhclsts", {}, onCar);

    await first.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci", "x-forwarded-for": `198.51.100.${address++}` });
    const wrong = await first.call(
      "v2/login",
      { loginId: "demo@gen.test", password: "Not-The-Password-1!" },
      { brand: "gen", "x-forwarded-for": `198.51.100.${address++}` },
    );
    expect(wrong.json.error.errorCode).toBe("7404");

    const before = await cacheLookups(first, "session_cache");
    expect((await first.call("lstvhclsts", {}, onCar)).json.responseHeader.responseCode).toBe(0);
    const after = await cacheLookups(first, "session_cache");
    expect(after.miss - before.miss).toBe(0);
    expect(after.hit - before.hit).toBe(1);
  });

  it("keeps an owner's session check in memory while nameless sign-in is turned on and off for an account", async () => {
    const token = await login(first, "demo@hacc.test");
    const car = await firstVehicleOf(first, token);
    const onCar = { accessToken: token, vehicleId: car.vehicleId };
    await first.call("lstvhclsts", {}, onCar);

    expect(await setNamelessSignIn(first.db, "kci", "demo@kci.test", true)).toBe(true);
    expect(await setNamelessSignIn(first.db, "kci", "demo@kci.test", false)).toBe(true);

    const before = await cacheLookups(first, "session_cache");
    expect((await first.call("lstvhclsts", {}, onCar)).json.responseHeader.responseCode).toBe(0);
    const after = await cacheLookups(first, "session_cache");
    expect(after.miss - before.miss).toBe(0);
    expect(after.hit - before.hit).toBe(1);
  });

  it("reads the checks of the owner's other cars with the first car's, and still refuses a car not theirs", async () => {
    const token = await login(second, "demo@hacc.test");
    // A suspended car's status is refused (7702): the owner's cars whose status can be read.
    const cars = (
      (await second.call("vhcllst", {}, { accessToken: token })).json.result.vehicles as Array<{ vehicleId: string; suspendYn: string }>
    ).filter((car) => car.suspendYn !== "Y");
    expect(cars.length).toBeGreaterThan(1);
    const [first_, ...others] = cars;
    expect(
      (await second.call("lstvhclsts", {}, { accessToken: token, vehicleId: first_!.vehicleId })).json.responseHeader.responseCode,
    ).toBe(0);

    const before = await cacheLookups(second, "session_cache");
    for (const car of others) {
      const { json } = await second.call("lstvhclsts", {}, { accessToken: token, vehicleId: car.vehicleId });
      expect(json.result.status.doorLock).toEqual(expect.any(Boolean));
    }
    const after = await cacheLookups(second, "session_cache");
    expect(after.miss - before.miss).toBe(0);
    expect(after.hit - before.hit).toBe(others.length);

    const kciOwner = await second.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci", "x-forwarded-for": `198.51.100.${address++}` });
    const notTheirs = (await second.call("vhcllst", {}, { accessToken: kciOwner, brand: "kci" })).json.result.vehicles[0]
      .vehicleId as string;
    expect((await second.call("lstvhclsts", {}, { accessToken: token, vehicleId: notTheirs })).json.error.errorCode).toBe("7202");
  });

  it("reads a car's status with its first session check, in the same query", async () => {
    const token = await login(first, "demo@hacc.test");
    // The other instance has read the account's terms and vehicle list, not this car.
    const car = await firstVehicleOf(second, token);
    const before = await cacheLookups(second, "answer_cache");
    const { json } = await second.call("lstvhclsts", {}, { accessToken: token, vehicleId: car.vehicleId });
    const after = await cacheLookups(second, "answer_cache");
    expect(json.result.status.doorLock).toEqual(expect.any(Boolean));
    expect(after.miss - before.miss).toBe(0);
    // The terms check, and the status the session check read.
    expect(after.hit - before.hit).toBe(2);
  });

  it("keeps a commanded car's session check in memory through the status it reports, and shows that status", async () => {
    const token = await login(first, "demo@hacc.test");
    const car = await firstVehicleOf(first, token);
    const onCar = { accessToken: token, vehicleId: car.vehicleId };
    for (const [command, locked] of [
      ["drulck", false],
      ["drlck", true],
    ] as const) {
      const headers = await authorize(first, token, car.vehicleId);
      const before = await cacheLookups(first, "session_cache");
      const sent = await first.call(command, {}, headers);
      await completed(first, token, sent.headers.transactionid as string);
      const { json } = await first.call("lstvhclsts", {}, onCar);
      const after = await cacheLookups(first, "session_cache");
      expect(json.result.status.doorLock).toBe(locked);
      expect(after.miss - before.miss).toBe(0);
    }
  });

  it("reads a token's session once for many calls at once", async () => {
    const token = await login(first, "demo@hacc.test");
    const car = await firstVehicleOf(first, token);
    const before = await cacheLookups(second, "session_cache");
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => second.call("lstvhclsts", {}, { accessToken: token, vehicleId: car.vehicleId })),
    );
    for (const { json } of answers) expect(json.responseHeader.responseCode).toBe(0);
    const after = await cacheLookups(second, "session_cache");
    expect(after.miss - before.miss).toBe(1);
    expect(after.hit - before.hit).toBe(7);
  });

  it("extends a token's expiry when it is used a minute after its last use, even with its check kept in memory", async () => {
    const token = await login(first, "demo@hacc.test");
    const hash = tokenHash(token);
    const usedAt = async () =>
      (await first.db.query<{ at: Date }>("select last_used_at as at from access_tokens where token_hash = $1", [hash]))[0]!.at.getTime();
    // Last used 59 s ago: the next call keeps its check in memory without writing the use...
    await first.db.query("update access_tokens set last_used_at = now() - interval '59 seconds' where token_hash = $1", [hash]);
    expect((await first.call("ntcmsgcnt", {}, { accessToken: token })).json.responseHeader.responseCode).toBe(0);
    const kept = await usedAt();
    expect(Date.now() - kept).toBeGreaterThan(55_000);
    // ...and the call after the minute, answered from that kept check, writes it.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, kept + 61_000 - Date.now())));
    expect((await first.call("ntcmsgcnt", {}, { accessToken: token })).json.responseHeader.responseCode).toBe(0);
    expect(Date.now() - (await usedAt())).toBeLessThan(5_000);
  });

  it("writes a token's use once for many calls at once when it is due", async () => {
    const token = await login(first, "demo@hacc.test");
    const cars = (
      (await first.call("vhcllst", {}, { accessToken: token })).json.result.vehicles as Array<{ vehicleId: string; suspendYn: string }>
    ).filter((car) => car.suspendYn !== "Y");
    await first.db.query("update access_tokens set last_used_at = now() - interval '2 minutes' where token_hash = $1", [tokenHash(token)]);
    let touches = 0;
    // Each write of the token's use announces it, dropping this instance's kept checks of it.
    const stop = first.db.onWrite((announced) => {
      touches += announced.filter((payload) => payload === `t:${tokenHash(token)}`).length;
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          first.call("lstvhclsts", {}, { accessToken: token, vehicleId: cars[i % cars.length]!.vehicleId }),
        ),
      );
      for (const { json } of answers) expect(json.responseHeader.responseCode).toBe(0);
    } finally {
      stop();
    }
    expect(touches).toBe(1);
  });

  // PGlite's notifications come from its own handle: there is no listening connection to lose.
  if (kind === "postgres") {
    it("reads the database again while it cannot hear changes, and after", async () => {
      const token = await login(first, "demo@hacc.test");
      const car = await firstVehicleOf(first, token);
      const headers = { accessToken: token, vehicleId: car.vehicleId };
      await second.call("lstvhclsts", {}, headers);
      // Every listening connection is dropped: changes made now are announced to nobody.
      await asAnotherWriter(
        first,
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'",
        [],
      );
      await asAnotherWriter(
        first,
        "update vehicle_status set status = jsonb_set(status, '{airTemp,value}', '\"17\"') where vehicle_id = $1",
        [car.vehicleId],
      );
      expect((await second.call("lstvhclsts", {}, headers)).json.result.status.airTemp.value).toBe("17");
      // Listening again, the cache is used again.
      await eventually(
        async () => {
          const before = await cacheLookups(second, "session_cache");
          await second.call("lstvhclsts", {}, headers);
          await second.call("lstvhclsts", {}, headers);
          return (await cacheLookups(second, "session_cache")).hit > before.hit ? true : undefined;
        },
        "the cache in use again",
        10_000,
      );
      expect((await second.call("lstvhclsts", {}, headers)).json.result.status.airTemp.value).toBe("17");
    });
  }
});
