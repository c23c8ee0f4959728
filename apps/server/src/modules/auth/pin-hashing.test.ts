import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_PIN } from "../../seed/demo-fleet.ts";
import { hashSecret } from "../../core/secret-hashing.ts";
import { createTestServer, DATABASE_KINDS, type TestServer } from "../../test/test-server.ts";
import { authorize, completed } from "../../test/remote-helpers.ts";

const PIN_PARAMETERS = /^\$argon2id\$v=19\$m=19456,p=1,t=2\$/;

/** PINs are kept as argon2id at OWASP's minimum, and a PIN hashed before that is moved to it once found right. */
describe.each(DATABASE_KINDS)("PIN hashes on %s", (kind) => {
  let server: TestServer;
  let token: string;
  let vehicleId: string;
  let accountId: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    vehicleId = json.result.vehicles[0].vehicleId;
    const [account] = await server.db.query<{ id: string }>("select id from accounts where email = 'demo@hacc.test'");
    accountId = account!.id;
  });
  afterAll(() => server.close());

  const pinHash = async () =>
    (await server.db.query<{ pin_hash: string }>("select pin_hash from accounts where id = $1", [accountId]))[0]!.pin_hash;

  it("keeps a new account's PIN with the PIN parameters", async () => {
    expect(await pinHash()).toMatch(PIN_PARAMETERS);
  });

  it("moves a PIN hashed with the password parameters to the PIN ones once it is found right, and it keeps working", async () => {
    const outdated = await hashSecret(DEMO_PIN);
    await server.db.query("update accounts set pin_hash = $2 where id = $1", [accountId, outdated]);

    const wrong = await server.call("vrfypin", { pin: "0000" }, { accessToken: token, vehicleId });
    expect(wrong.json.error.errorCode).toBe("7310");
    expect(await pinHash()).toBe(outdated);

    const headers = await authorize(server, token, vehicleId, DEMO_PIN);
    const moved = await pinHash();
    expect(moved).toMatch(PIN_PARAMETERS);
    // The command repeating the PIN passes against the new hash, and the count the wrong PIN left is cleared.
    const lock = await server.call("drlck", { pin: DEMO_PIN }, headers);
    expect(lock.json.responseHeader.responseCode).toBe(0);
    await completed(server, token, lock.headers.transactionid as string);
    const [account] = await server.db.query<{ pin_failures: number }>("select pin_failures from accounts where id = $1", [accountId]);
    expect(account!.pin_failures).toBe(0);

    await authorize(server, token, vehicleId, DEMO_PIN);
    expect(await pinHash()).toBe(moved);
    const wrongAgain = await server.call("vrfypin", { pin: "0000" }, { accessToken: token, vehicleId });
    expect(wrongAgain.json.error.errorCode).toBe("7310");
    await authorize(server, token, vehicleId, DEMO_PIN);
  });
});
