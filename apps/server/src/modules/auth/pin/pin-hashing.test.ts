import { createHash, createHmac } from "node:crypto";
import argon2 from "argon2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_PIN } from "../../../seed/demo-fleet.ts";
import { hashSecret } from "../../../core/secret-hashing.ts";
import { startCarport } from "../../../test/server-process.ts";
import { createTestServer, databaseKinds, TEST_PIN_KEY, type TestServer } from "../../../test/test-server.ts";
import { authorize, completed } from "../../../test/remote-helpers.ts";

const KEYED = /^\$pin-hmac-sha256\$v=1\$([\w-]+)\$([\w-]+)$/;
/** The verifiers of before, both still in databases: the password's argon2id parameters, then the PIN's own. */
const OLD_VERIFIERS = {
  "argon2id at the password's parameters": () => hashSecret(DEMO_PIN),
  "argon2id at OWASP's minimum": () => argon2.hash(DEMO_PIN, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 }),
};

/** PINs are kept as HMAC-SHA256 under the site's PIN key, and a verifier of before is replaced once its PIN is found right. */
describe.each(databaseKinds())("PIN verifiers on %s", (kind) => {
  let server: TestServer;
  const owners: Record<string, { token: string; vehicleId: string; accountId: string }> = {};
  beforeAll(async () => {
    server = await createTestServer(kind);
    for (const brand of ["hacc", "kci"]) {
      const email = `demo@${brand}.test`;
      const token = await server.login(email, DEMO_PASSWORD, { brand });
      const { json } = await server.call("vhcllst", {}, { accessToken: token, brand });
      const [account] = await server.db.query<{ id: string }>("select id from accounts where email = $1", [email]);
      owners[brand] = { token, vehicleId: json.result.vehicles[0].vehicleId, accountId: account!.id };
    }
  });
  afterAll(() => server.close());

  const verifierOf = async (accountId: string) =>
    (await server.db.query<{ pin_hash: string }>("select pin_hash from accounts where id = $1", [accountId]))[0]!.pin_hash;

  it("keeps a PIN as a keyed verifier that gives no PIN away without the key", async () => {
    const [, salt, mac] = KEYED.exec(await verifierOf(owners.hacc!.accountId))!;
    const saltBytes = Buffer.from(salt!, "base64url");
    const pins = Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, "0"));
    const matching = (digest: (pin: string) => string) => pins.filter((pin) => digest(pin) === mac);
    // Every 4-digit PIN tried, as whoever holds a copy of the database would: unkeyed, or with a key of their guessing.
    expect(matching((pin) => createHash("sha256").update(saltBytes).update(pin).digest("base64url"))).toEqual([]);
    expect(matching((pin) => createHmac("sha256", "").update(saltBytes).update(pin).digest("base64url"))).toEqual([]);
    expect(matching((pin) => createHmac("sha256", TEST_PIN_KEY).update(saltBytes).update(pin).digest("base64url"))).toEqual([DEMO_PIN]);
  });

  it.each(Object.entries(OLD_VERIFIERS))(
    "replaces a verifier of before (%s) by the keyed kind when its owner signs a command with the PIN",
    async (_, oldVerifier) => {
      const { token, vehicleId, accountId } = owners.hacc!;
      const old = await oldVerifier();
      await server.db.query("update accounts set pin_hash = $2 where id = $1", [accountId, old]);

      const wrong = await server.call("vrfypin", { pin: "0000" }, { accessToken: token, vehicleId });
      expect(wrong.json.error.errorCode).toBe("7310");
      expect(await verifierOf(accountId)).toBe(old);

      // As the browser app sends a command: vrfypin with the PIN, then the command repeating it.
      const headers = await authorize(server, token, vehicleId, DEMO_PIN);
      const lock = await server.call("drlck", { pin: DEMO_PIN }, headers);
      expect(lock.json.responseHeader.responseCode).toBe(0);
      expect(await completed(server, token, lock.headers.transactionid as string)).toMatchObject({ apiResult: "C" });
      const replaced = await verifierOf(accountId);
      expect(replaced).toMatch(KEYED);
      const [account] = await server.db.query<{ pin_failures: number }>("select pin_failures from accounts where id = $1", [accountId]);
      expect(account!.pin_failures).toBe(0);

      // The new verifier is kept, and tells a wrong PIN from the right one as the old did.
      await authorize(server, token, vehicleId, DEMO_PIN);
      expect(await verifierOf(accountId)).toBe(replaced);
      const wrongAgain = await server.call("vrfypin", { pin: "0000" }, { accessToken: token, vehicleId });
      expect(wrongAgain.json.error.errorCode).toBe("7310");
      await authorize(server, token, vehicleId, DEMO_PIN);
    },
  );

  it("locks after five wrong PINs on a verifier of before as on the new kind, and the right PIN then changes nothing", async () => {
    const { token, vehicleId, accountId } = owners.kci!;
    const old = await OLD_VERIFIERS["argon2id at the password's parameters"]();
    await server.db.query("update accounts set pin_hash = $2 where id = $1", [accountId, old]);
    const headers = { accessToken: token, vehicleId, brand: "kci" };
    const codes: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) codes.push((await server.call("vrfypin", { pin: "1111" }, headers)).json.error.errorCode);
    expect(codes).toEqual(["7310", "7311", "7312", "7313", "7316"]);
    const right = await server.call("vrfypin", { pin: DEMO_PIN }, headers);
    expect(right.json.error.errorCode).toBe("7316");
    expect(await verifierOf(accountId)).toBe(old);

    // A new PIN (with the password) unlocks, kept as the keyed kind; five wrong ones lock it the same.
    const change = await server.call("chngpin", { password: DEMO_PASSWORD, pin: "2468" }, { accessToken: token, brand: "kci" });
    expect(change.json.responseHeader.responseCode, JSON.stringify(change.json)).toBe(0);
    expect(await verifierOf(accountId)).toMatch(KEYED);
    const again: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      again.push((await server.call("vrfypin", { pin: DEMO_PIN }, headers)).json.error.errorCode);
    expect(again).toEqual(["7310", "7311", "7312", "7313", "7316"]);
    expect((await server.call("vrfypin", { pin: "2468" }, headers)).json.error.errorCode).toBe("7316");
  });
});

describe("the PIN key of a production start", () => {
  it("is required: npm start with DEMO=0 and no PIN_KEY exits with 1, naming it, and serves nothing", async () => {
    const refused = await startCarport({ DEMO: "0", PIN_KEY: undefined }).then(
      () => "started",
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/server exited with 1/);
    expect(refused).toMatch(/^\s*PIN_KEY is not set\b.*\bset it to 32\+ random characters/m);
    expect(refused).not.toContain("Carport is running at");
    // Said as a sentence, not a stack trace.
    expect(refused).not.toMatch(/\n\s+at /);
  }, 120_000);
});
