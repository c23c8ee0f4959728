import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_PIN } from "../../seed/demo-fleet.ts";
import { createFleetService } from "../fleet/fleet-service.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { authorize, completed, simulate } from "../../test/remote-helpers.ts";
import { createOwner, OWNER_PIN } from "../../test/sign-in-test-support.ts";

/**
 * Issue 20: a pAuth from vrfypin authorizes one command, and a PIN the command body repeats is
 * checked like vrfypin's (a wrong one counts toward the five-attempt lock).
 */
describe.each(databaseKinds())("single-use pAuth and the body PIN on %s", (kind) => {
  let server: TestServer;
  let token: string;
  const vehicles: Record<string, string> = {};
  const vins: Record<string, string> = {};
  beforeAll(async () => {
    server = await createTestServer(kind);
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    for (const v of json.result.vehicles) {
      vehicles[v.nickName] = v.vehicleId;
      vins[v.nickName] = v.vin;
    }
  });
  afterAll(() => server.close());

  const transactions = async (vehicleId: string) =>
    (await server.db.query<{ n: number }>("select count(*)::int as n from remote_transactions where vehicle_id = $1", [vehicleId]))[0]!.n;

  it("refuses the second command on one pAuth with 7317 and sends it to no car", async () => {
    const summit = vehicles["Summit"]!;
    const headers = await authorize(server, token, summit);
    const lock = await server.call("drlck", { pin: DEMO_PIN }, headers);
    expect(lock.json.responseHeader.responseCode).toBe(0);
    expect((await completed(server, token, lock.headers.transactionid as string)).apiStatusCode).toBe("0000");
    const before = await transactions(summit);
    const again = await server.call("drulck", { pin: DEMO_PIN }, headers);
    expect(again.json.responseHeader.responseCode).toBe(1);
    expect(again.json.error.errorCode).toBe("7317");
    expect(again.headers.transactionid).toBeUndefined();
    expect(await transactions(summit)).toBe(before);
    const status = await server.call("lstvhclsts", {}, { accessToken: token, vehicleId: summit });
    expect(status.json.result.status.doorLock).toBe(true);
  });

  it("keeps the pAuth of a command refused as malformed (7998), for the corrected one", async () => {
    const aurora = vehicles["Aurora"]!;
    const headers = await authorize(server, token, aurora);
    const malformed = await server.call("evc/rfon", { pin: DEMO_PIN }, headers);
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.errorDesc).toContain("hvacInfo");
    const corrected = await server.call(
      "evc/rfon",
      { pin: DEMO_PIN, hvacInfo: { airCtrl: 1, airTemp: { value: "0EH", unit: 0 } } },
      headers,
    );
    expect(corrected.json.responseHeader.responseCode).toBe(0);
    await completed(server, token, corrected.headers.transactionid as string);
  });

  it("keeps the pAuth of a command the car cannot do (7705) or refused while another is pending (7700), for the next one", async () => {
    const aurora = vehicles["Aurora"]!;
    const headers = await authorize(server, token, aurora);
    // Aurora is electric: no engine to start.
    const unfit = await server.call("rmtstrt", { pin: DEMO_PIN, setting: { airCtrl: 1, igniOnDuration: 5 } }, headers);
    expect(unfit.json.error.errorCode).toBe("7705");
    await simulate(server, vins["Aurora"]!, { latencyMs: 1_500 });
    try {
      const first = await server.call("evc/rfoff", { pin: DEMO_PIN }, headers);
      expect(first.json.responseHeader.responseCode).toBe(0);
      const next = await authorize(server, token, aurora);
      const before = await transactions(aurora);
      const meanwhile = await server.call("evc/rcstp", { pin: DEMO_PIN }, next);
      expect(meanwhile.json.error.errorCode).toBe("7700");
      expect(await transactions(aurora)).toBe(before);
      await completed(server, token, first.headers.transactionid as string);
      const after = await server.call("evc/rcstp", { pin: DEMO_PIN }, next);
      expect(after.json.responseHeader.responseCode).toBe(0);
      await completed(server, token, after.headers.transactionid as string);
      // Used by the command it recorded, it authorizes no other.
      expect((await server.call("evc/rcstp", { pin: DEMO_PIN }, next)).json.error.errorCode).toBe("7317");
    } finally {
      await simulate(server, vins["Aurora"]!, {});
    }
  });

  it("refuses a malformed command on a used, missing or strange pAuth with 7317, before its body", async () => {
    const aurora = vehicles["Aurora"]!;
    const headers = await authorize(server, token, aurora);
    const stop = await server.call("evc/rfoff", {}, headers);
    await completed(server, token, stop.headers.transactionid as string);
    for (const pAuth of [headers.pAuth, undefined, "x".repeat(300)]) {
      const malformed = await server.call(
        "evc/rfon",
        { pin: DEMO_PIN },
        { accessToken: token, vehicleId: aurora, ...(pAuth ? { pAuth } : {}) },
      );
      expect(malformed.json.error.errorCode).toBe("7317");
    }
  });

  it("takes the pAuth from the body as bluelinky sends it, and refuses a header and a body that differ", async () => {
    const aurora = vehicles["Aurora"]!;
    const { pAuth } = await authorize(server, token, aurora);
    const stop = await server.call("evc/rfoff", { pin: DEMO_PIN, pAuth }, { accessToken: token, vehicleId: aurora });
    expect(stop.json.responseHeader.responseCode).toBe(0);
    await completed(server, token, stop.headers.transactionid as string);
    expect((await server.call("evc/rfoff", { pin: DEMO_PIN, pAuth }, { accessToken: token, vehicleId: aurora })).json.error.errorCode).toBe(
      "7317",
    );

    const first = await authorize(server, token, aurora);
    const second = await authorize(server, token, aurora);
    const before = await transactions(aurora);
    const mixed = await server.call("evc/rcstp", { pin: DEMO_PIN, pAuth: second.pAuth }, first);
    expect(mixed.status).toBe(400);
    expect(mixed.json.error).toMatchObject({ errorCode: "7998" });
    expect(mixed.json.error.errorDesc).toContain("'pAuth'");
    expect(await transactions(aurora)).toBe(before);
    // Neither was used up by the refused call.
    const same = await server.call("evc/rcstp", { pin: DEMO_PIN, pAuth: first.pAuth }, first);
    expect(same.json.responseHeader.responseCode).toBe(0);
    await completed(server, token, same.headers.transactionid as string);
  });

  it("refuses a wrong PIN in a command body, counts it with vrfypin's, and the fifth locks remote commands", async () => {
    const fleet = createFleetService(server.db);
    const owner = await fleet.createAccount({
      brand: "hacc",
      email: "body-pin@hacc.test",
      password: "Body-Pin-2026!",
      pin: "1357",
      firstName: "B",
      lastName: "P",
    });
    const vehicleId = await fleet.enroll({ accountId: owner.id, vin: "2HMSMGC5000000203", nickname: "Mine" });
    const accessToken = await server.login("body-pin@hacc.test", "Body-Pin-2026!");
    // The pAuths first: a right PIN clears the count, so they are asked before the wrong ones.
    const authorizations = [];
    for (let i = 0; i < 4; i++) authorizations.push(await authorize(server, accessToken, vehicleId, "1357"));
    const codes: string[] = [];
    for (const headers of authorizations.slice(0, 3))
      codes.push((await server.call("drulck", { pin: "0000" }, headers)).json.error.errorCode);
    codes.push((await server.call("vrfypin", { pin: "0000" }, { accessToken, vehicleId })).json.error.errorCode);
    codes.push((await server.call("drulck", { pin: "0000" }, authorizations[3]!)).json.error.errorCode);
    expect(codes).toEqual(["7310", "7311", "7312", "7313", "7316"]);
    expect(await transactions(vehicleId)).toBe(0);
    expect((await server.call("vrfypin", { pin: "1357" }, { accessToken, vehicleId })).json.error.errorCode).toBe("7316");
    const [account] = await server.db.query<{ pin_failures: number; pin_locked: boolean }>(
      "select pin_failures, pin_locked from accounts where id = $1",
      [owner.id],
    );
    expect(account).toEqual({ pin_failures: 5, pin_locked: true });
  });

  /** A new owner's car (a demo car still only in the factory record), a pAuth for it, then five wrong PINs: locked. */
  async function pAuthThenLocked(vin: string) {
    const owner = await createOwner(server);
    const vehicleId = await createFleetService(server.db).enroll({ accountId: owner.id, vin, nickname: "Mine" });
    const accessToken = await server.login(owner.email, owner.password);
    const headers = await authorize(server, accessToken, vehicleId, OWNER_PIN);
    for (let i = 0; i < 5; i++) await server.call("vrfypin", { pin: "0000" }, { accessToken, vehicleId });
    return { vehicleId, headers };
  }

  it("refuses the right PIN in a command body once the PIN has locked since its pAuth was issued (7316)", async () => {
    const { vehicleId, headers } = await pAuthThenLocked("2HMTDPC4000000202");
    const lock = await server.call("drlck", { pin: OWNER_PIN }, headers);
    expect(lock.json.error?.errorCode).toBe("7316");
    expect(lock.headers.transactionid).toBeUndefined();
    expect(await transactions(vehicleId)).toBe(0);
  });

  it("refuses a pAuth issued before the PIN locked, on a command without the PIN in its body too (7316)", async () => {
    const { vehicleId, headers } = await pAuthThenLocked("2HMAUEC5000000201");
    const lock = await server.call("drlck", {}, headers);
    expect(lock.json.error?.errorCode).toBe("7316");
    expect(lock.headers.transactionid).toBeUndefined();
    expect(await transactions(vehicleId)).toBe(0);
  });
});
