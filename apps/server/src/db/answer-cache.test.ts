import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAnotherWriter, cacheLookups } from "../test/cache-probes.ts";
import { DEMO_PASSWORD, DEMO_PIN } from "../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../test/test-server.ts";
import { authorize, completed, eventually, keepCommandResultsInInbox, simulate } from "../test/remote-helpers.ts";

const NOTIFIED_WITHIN_MS = 5_000;

describe.each(databaseKinds())("the everyday reads' answers kept in memory on %s, with two instances", (kind) => {
  let first: TestServer;
  let second: TestServer;
  let address = 40;
  const login = (server: TestServer, loginId: string, headers: Record<string, string> = {}) =>
    server.login(loginId, DEMO_PASSWORD, { "x-forwarded-for": `198.51.100.${address++}`, ...headers });
  let token: string;
  let vehicles: Array<{ vehicleId: string; nickName: string; vin: string }>;

  beforeAll(async () => {
    first = await createTestServer(kind);
    second = await createTestServer(kind, {}, first);
    await keepCommandResultsInInbox(first);
    token = await login(first, "demo@hacc.test");
    vehicles = (await first.call("vhcllst", {}, { accessToken: token })).json.result.vehicles;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("answers a repeated vehicle list from memory, the same each time", async () => {
    const accessToken = token;
    const lists = [];
    await second.call("vhcllst", {}, { accessToken });
    const before = await cacheLookups(second, "answer_cache", "vehicleLists");
    for (let i = 0; i < 3; i++) lists.push((await second.call("vhcllst", {}, { accessToken })).json);
    const after = await cacheLookups(second, "answer_cache", "vehicleLists");
    expect(after.hit - before.hit).toBeGreaterThanOrEqual(3);
    for (const list of lists) expect(list).toEqual(lists[0]);
  });

  it("lists a renamed vehicle at once on the instance that renamed it, and on the other once it hears of it", async () => {
    const vehicleId = vehicles[0]!.vehicleId;
    const names = async (server: TestServer) =>
      (
        (await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles as Array<{ vehicleId: string; nickName: string }>
      ).find((v) => v.vehicleId === vehicleId)!.nickName;
    await names(first);
    await names(second);
    expect((await first.call("updvhclnck", { vehicleId, nickName: "Kept" }, { accessToken: token })).json.responseHeader.responseCode).toBe(
      0,
    );
    expect(await names(first)).toBe("Kept");
    await eventually(
      async () => ((await names(second)) === "Kept" ? true : undefined),
      "the other instance listing the new name",
      NOTIFIED_WITHIN_MS,
    );

    await asAnotherWriter(first, "update vehicles set nickname = 'Elsewhere' where id = $1", [vehicleId]);
    for (const server of [first, second]) {
      await eventually(
        async () => ((await names(server)) === "Elsewhere" ? true : undefined),
        "the name another process wrote",
        NOTIFIED_WITHIN_MS,
      );
    }
  });

  it("lists a vehicle moved to the account by another process, and drops one moved away", async () => {
    const other = await login(first, "demo@kci.test", { brand: "kci" });
    const count = async (server: TestServer, accessToken: string, brand?: string) =>
      ((await server.call("vhcllst", {}, { accessToken, ...(brand ? { brand } : {}) })).json.result.vehicles as unknown[]).length;
    const mine = await count(second, token);
    const theirs = await count(second, other, "kci");
    const moved = vehicles.at(-1)!.vehicleId;
    await asAnotherWriter(first, "update vehicles set account_id = (select id from accounts where email = 'demo@kci.test') where id = $1", [
      moved,
    ]);
    await eventually(
      async () => ((await count(second, other, "kci")) === theirs + 1 ? true : undefined),
      "the vehicle in its new account's list",
      NOTIFIED_WITHIN_MS,
    );
    await eventually(
      async () => ((await count(second, token)) === mine - 1 ? true : undefined),
      "the vehicle gone from its old account's list",
      NOTIFIED_WITHIN_MS,
    );
    await asAnotherWriter(
      first,
      "update vehicles set account_id = (select id from accounts where email = 'demo@hacc.test') where id = $1",
      [moved],
    );
    await eventually(async () => ((await count(second, token)) === mine ? true : undefined), "the vehicle back", NOTIFIED_WITHIN_MS);
  });

  it("counts a new unread message written by another process, and a message read here at once", async () => {
    const unread = async (server: TestServer) => (await server.call("ntcmsgcnt", {}, { accessToken: token })).json.result.count as number;
    const start = await unread(second);
    expect(await unread(second)).toBe(start);
    await asAnotherWriter(
      first,
      "insert into inbox_messages (account_id, vehicle_id, message_key, detail) select account_id, id, 'remoteDoorLock', '' from vehicles where id = $1",
      [vehicles[0]!.vehicleId],
    );
    await eventually(async () => ((await unread(second)) === start + 1 ? true : undefined), "the new message counted", NOTIFIED_WITHIN_MS);
    const page = (await second.call("ntcmsglst", { lastMessageId: "-1", rowsPerPage: 50 }, { accessToken: token })).json.result;
    const unreadIds = (page.messages as Array<{ id: string; status?: string; readStatus?: string }>).map((m) => m.id);
    expect(
      (await second.call("ntcmsgumst", { messageIds: unreadIds, requestType: 0 }, { accessToken: token })).json.responseHeader.responseCode,
    ).toBe(0);
    expect(await unread(second)).toBe(0);
    await eventually(async () => ((await unread(first)) === 0 ? true : undefined), "the other instance counting none", NOTIFIED_WITHIN_MS);
  });

  it("keeps the vehicle list from memory while a command completes, and counts its message at once", async () => {
    const unread = async () => (await first.call("ntcmsgcnt", {}, { accessToken: token })).json.result.count as number;
    await first.call("vhcllst", {}, { accessToken: token });
    const start = await unread();
    const headers = await authorize(first, token, vehicles[1]!.vehicleId, DEMO_PIN);
    const sent = await first.call("drlck", {}, headers);
    await completed(first, token, sent.headers.transactionid as string);
    expect(await unread()).toBe(start + 1);

    // Both from memory: the terms check every signed-in call makes, and the list (counted by kind:
    // the car's own report of its locked doors may be read meanwhile, by what follows its status).
    const before = {
      list: await cacheLookups(first, "answer_cache", "vehicleLists"),
      terms: await cacheLookups(first, "answer_cache", "termsAcceptances"),
    };
    await first.call("vhcllst", {}, { accessToken: token });
    const after = {
      list: await cacheLookups(first, "answer_cache", "vehicleLists"),
      terms: await cacheLookups(first, "answer_cache", "termsAcceptances"),
    };
    expect(after.list).toEqual({ hit: before.list.hit + 1, miss: before.list.miss });
    expect(after.terms).toEqual({ hit: before.terms.hit + 1, miss: before.terms.miss });
  });

  it("follows a service recorded here at once, and one recorded by another process", async () => {
    const headers = { accessToken: token, vehicleId: vehicles[0]!.vehicleId };
    const lastService = async (server: TestServer) =>
      (await server.call("nxtsvc", {}, headers)).json.result.maintenanceInfo.msopServiceOdometer as number;
    await lastService(first);
    await lastService(second);
    const today = new Date().toISOString().slice(0, 10).replaceAll("-", "");
    expect((await first.call("svsvcodm", { serviceOdometer: 1000, serviceDate: today }, headers)).json.responseHeader.responseCode).toBe(0);
    expect(await lastService(first)).toBe(1000);
    await eventually(
      async () => ((await lastService(second)) === 1000 ? true : undefined),
      "the other instance's next service",
      NOTIFIED_WITHIN_MS,
    );
    await asAnotherWriter(first, "update vehicle_service set last_service_odometer = 2000 where vehicle_id = $1", [headers.vehicleId]);
    for (const server of [first, second]) {
      await eventually(
        async () => ((await lastService(server)) === 2000 ? true : undefined),
        "the service another process recorded",
        NOTIFIED_WITHIN_MS,
      );
    }
  });

  it("answers the next service as before while nothing changed, and with the odometer of the car's next status on both instances", async () => {
    const headers = { accessToken: token, vehicleId: vehicles[1]!.vehicleId };
    const nextService = async (server: TestServer) => (await server.call("nxtsvc", {}, headers)).json.result.maintenanceInfo;
    const before = await nextService(second);
    expect(await nextService(second)).toEqual(before);
    const odometer = before.currentOdometer + 1234;
    await asAnotherWriter(first, "update vehicle_status set status = jsonb_set(status, '{odometer}', $2::jsonb) where vehicle_id = $1", [
      headers.vehicleId,
      JSON.stringify({ value: odometer, unit: 1 }),
    ]);
    for (const server of [first, second]) {
      await eventually(
        async () => ((await nextService(server)).currentOdometer === odometer ? true : undefined),
        "the odometer of the car's next status",
        NOTIFIED_WITHIN_MS,
      );
      const after = await nextService(server);
      expect(after.serviceOdometerDuration).toBe(before.serviceOdometerDuration - 1234);
    }
  });

  it("describes a finished command from memory until its row is deleted", async () => {
    const headers = { accessToken: token, vehicleId: vehicles[0]!.vehicleId };
    const pAuth = (await first.call("vrfypin", { pin: DEMO_PIN }, headers)).json.result.pAuth as string;
    const transactionId = (await first.call("drlck", {}, { ...headers, pAuth })).headers.transactionid as string;
    const state = async (server: TestServer) => {
      const { json } = await server.call("rmtsts", {}, { accessToken: token, transactionId });
      return json.result?.transaction.apiResult ?? json.error.errorCode;
    };
    await eventually(async () => ((await state(second)) === "C" ? true : undefined), "the command finished", 10_000);
    expect(await state(second)).toBe("C");
    await asAnotherWriter(first, "delete from remote_transactions where id = $1", [transactionId]);
    for (const server of [first, second]) {
      await eventually(
        async () => ((await state(server)) === "7998" ? true : undefined),
        "the deleted command unknown",
        NOTIFIED_WITHIN_MS,
      );
    }
  });

  it("answers the first poll after a command completes from memory, on the instance that completed it", async () => {
    const headers = { accessToken: token, vehicleId: vehicles[2]!.vehicleId };
    const pAuth = (await first.call("vrfypin", { pin: DEMO_PIN }, headers)).json.result.pAuth as string;
    const transactionId = (await first.call("drlck", {}, { ...headers, pAuth })).headers.transactionid as string;
    // Watched in the database, not through rmtsts: no poll reads the command before it completes.
    await eventually(
      async () =>
        (await first.db.query<{ state: string }>("select state from remote_transactions where id = $1", [transactionId]))[0]?.state === "C"
          ? true
          : undefined,
      "the command completed",
      10_000,
    );
    // The completed row is kept right after its commit, in the same chain of calls; let that chain finish.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = await cacheLookups(first, "answer_cache", "commandStates");
    const { json } = await first.call("rmtsts", {}, { accessToken: token, transactionId });
    const after = await cacheLookups(first, "answer_cache", "commandStates");
    expect(json.result.transaction).toMatchObject({ apiCode: "doorLock", apiResult: "C", apiStatusCode: "0000" });
    expect(after.miss - before.miss).toBe(0);
    expect(after.hit - before.hit).toBeGreaterThanOrEqual(1);
  });

  it("answers the polls of a command still pending from memory, on the instance that recorded it, until the car answers", async () => {
    const car = vehicles[0]!;
    await simulate(first, car.vin, { latencyMs: 1500 });
    try {
      const headers = await authorize(first, token, car.vehicleId);
      const transactionId = (await first.call("drlck", {}, headers)).headers.transactionid as string;
      const before = await cacheLookups(first, "answer_cache", "commandStates");
      const polls = [];
      for (let i = 0; i < 3; i++)
        polls.push((await first.call("rmtsts", {}, { accessToken: token, transactionId })).json.result.transaction);
      const after = await cacheLookups(first, "answer_cache", "commandStates");
      for (const poll of polls) expect(poll).toMatchObject({ apiCode: "doorLock", apiResult: "P" });
      expect(after.miss - before.miss).toBe(0);
      expect((await completed(first, token, transactionId)).apiStatusCode).toBe("0000");
    } finally {
      await simulate(first, car.vin, { latencyMs: 0 });
    }
  });

  it("describes a pending command from memory until another process completes it", async () => {
    const transactionId = crypto.randomUUID();
    await asAnotherWriter(
      first,
      `insert into remote_transactions (id, vehicle_id, account_id, api_code, command, params, deadline_at)
       select $1, v.id, v.account_id, 'drlck', 'lock', '{}', now() + interval '10 minutes' from vehicles v where v.id = $2`,
      [transactionId, vehicles[1]!.vehicleId],
    );
    const state = async (server: TestServer) => {
      const { json } = await server.call("rmtsts", {}, { accessToken: token, transactionId });
      return json.result?.transaction.apiResult ?? json.error.errorCode;
    };
    for (const server of [first, second]) {
      // The recording's own notification may drop the first answer kept: read until one is kept.
      await eventually(
        async () => {
          const before = await cacheLookups(server, "answer_cache", "commandStates");
          const answer = await state(server);
          const after = await cacheLookups(server, "answer_cache", "commandStates");
          return answer === "P" && after.hit > before.hit ? true : undefined;
        },
        "the pending command answered from memory",
        NOTIFIED_WITHIN_MS,
      );
    }
    await asAnotherWriter(first, "update remote_transactions set state = 'C', status_code = '0000', ended_at = now() where id = $1", [
      transactionId,
    ]);
    for (const server of [first, second]) {
      await eventually(async () => ((await state(server)) === "C" ? true : undefined), "the completed command", NOTIFIED_WITHIN_MS);
    }
  });

  it("refuses with 7030 once new terms are published by another process", async () => {
    const accessToken = await login(first, "demo@hacc.test");
    const read = async (server: TestServer) => {
      const { json } = await server.call("ntcmsgcnt", {}, { accessToken });
      return json.responseHeader.responseCode === 0 ? "ok" : json.error.errorCode;
    };
    expect(await read(second)).toBe("ok");
    expect(await read(second)).toBe("ok");
    await asAnotherWriter(
      first,
      `insert into terms (brand, version, tnc_id, tnc_date, terms_en, terms_fr, privacy_en, privacy_fr)
       select brand, version || '-next', tnc_id, '99991231', terms_en, terms_fr, privacy_en, privacy_fr
         from terms where brand = 'hacc' order by tnc_date desc, version desc limit 1`,
      [],
    );
    for (const server of [first, second]) {
      await eventually(async () => ((await read(server)) === "7030" ? true : undefined), "the new terms asked for", NOTIFIED_WITHIN_MS);
    }
  });
});
