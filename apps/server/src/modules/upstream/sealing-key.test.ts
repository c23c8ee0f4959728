import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCredentialBox } from "../../core/credential-box.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { createOwner } from "../../test/sign-in-test-support.ts";
import { CA_OWNER, startCanadianMaker, type CanadianMaker } from "./maker-stand-in/canadian-maker.ts";
import { resealUpstreamAccounts } from "./reseal-upstream-accounts.ts";

const SEALING_KEY = "sealing-key-for-this-test-only-0123456789abcdef";
const KEY_NAME = "upstream-credentials";

/** The maker passwords' sealing key comes from SEALING_KEY, not from the database beside them (issue 54). */
describe.each(databaseKinds())("the sealing key of linked maker accounts, on %s", (kind) => {
  let maker: CanadianMaker;
  let carport: TestServer;

  beforeAll(async () => {
    maker = startCanadianMaker();
    const makerUrl = await maker.listen();
    carport = await createTestServer(kind, { UPSTREAM_KCI_URL: makerUrl, UPSTREAM_QUIET_HOURS: "", SEALING_KEY });
  });
  afterAll(async () => {
    await carport?.close();
    await maker?.close();
  });

  /** What the database alone holds: its server_keys row for the bridge, made now if none was. */
  const databaseBox = () => createCredentialBox(carport.db, undefined, KEY_NAME);
  const sealedOf = async (accountId: string) =>
    (
      await carport.db.query<{ sealed_credentials: string }>("select sealed_credentials from upstream_accounts where account_id = $1", [
        accountId,
      ])
    )[0]!.sealed_credentials;

  it("seals a newly linked maker account's password so that the database's key alone cannot open it", async () => {
    const owner = await createOwner(carport);
    const token = await carport.login(owner.email, owner.password);
    const linked = await carport.call(
      "upstrmlnk",
      { brand: "kci", loginId: CA_OWNER.email, password: CA_OWNER.password },
      { accessToken: token },
    );
    expect(linked.json.result.accounts).toEqual([expect.objectContaining({ brand: "kci", state: "code" })]);
    const sealed = await sealedOf(owner.id);
    expect(sealed).not.toContain(CA_OWNER.password);
    const fromDatabase = await databaseBox();
    expect(() => fromDatabase.open(sealed)).toThrow();
    const fromEnvironment = await createCredentialBox(carport.db, undefined, KEY_NAME, SEALING_KEY);
    expect(fromEnvironment.open<{ password: string }>(sealed).password).toBe(CA_OWNER.password);
  });

  it("still opens what the database's key sealed, and seals it again under SEALING_KEY at start", async () => {
    const owner = await createOwner(carport);
    const token = await carport.login(owner.email, owner.password);
    await carport.call("upstrmlnk", { brand: "kci", loginId: CA_OWNER.email, password: CA_OWNER.password }, { accessToken: token });
    // As an older Carport without SEALING_KEY left it: sealed under the key in server_keys.
    const fromDatabase = await databaseBox();
    const old = fromDatabase.seal({ password: CA_OWNER.password, deviceId: "device-of-an-older-start" });
    await carport.db.query("update upstream_accounts set sealed_credentials = $2 where account_id = $1", [owner.id, old]);

    const fromEnvironment = await createCredentialBox(carport.db, undefined, KEY_NAME, SEALING_KEY);
    expect(fromEnvironment.open<{ deviceId: string }>(old).deviceId).toBe("device-of-an-older-start");
    expect(await resealUpstreamAccounts(carport.db, fromEnvironment)).toBeGreaterThanOrEqual(1);
    const moved = await sealedOf(owner.id);
    expect(moved).not.toBe(old);
    expect(() => fromDatabase.open(moved)).toThrow();
    expect(fromEnvironment.open<{ deviceId: string }>(moved).deviceId).toBe("device-of-an-older-start");
    // The owner's relink still finds the remembered device: the bridge opened the moved box.
    await carport.call("upstrmlnk", { brand: "kci", loginId: CA_OWNER.email, password: CA_OWNER.password }, { accessToken: token });
    expect(fromEnvironment.open<{ deviceId: string }>(await sealedOf(owner.id)).deviceId).toBe("device-of-an-older-start");
    expect(await resealUpstreamAccounts(carport.db, fromEnvironment)).toBe(0);
  });
});
