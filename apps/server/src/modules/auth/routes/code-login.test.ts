import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, databaseKinds, type TestServer } from "../../../test/test-server.ts";
import { LOGIN_CODE_TRIES_PER_ADDRESS } from "../codes/login-codes.ts";
import { createOwner, freshAddress } from "../../../test/sign-in-test-support.ts";

const IPHONE_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const DESKTOP_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";

describe.each(databaseKinds())("mobile code login on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { ANON_RATE_LIMIT_PER_MINUTE: "100000" });
  });
  afterAll(() => server.close());

  const phone = (address = freshAddress()) => ({ "user-agent": IPHONE_AGENT, "x-forwarded-for": address });

  async function issuedCode(owner: { email: string; password: string }) {
    const appToken = await server.login(owner.email, owner.password, { "x-forwarded-for": freshAddress() });
    const { json } = await server.call("isslgncd", {}, { accessToken: appToken });
    expect(json.result.expireIn).toBe(120);
    return json.result.authCode as string;
  }

  it("signs a phone in once with the app's code, as lgnV2 answers", async () => {
    const owner = await createOwner(server);
    const authCode = await issuedCode(owner);
    const { json } = await server.call("lgnvcd", { authCode }, phone());
    expect(json.responseHeader.responseCode).toBe(0);
    expect(json.result.accountInformation.email).toBe(owner.email);
    const session = await server.call("vrfyacctkn", {}, { accessToken: json.result.token.accessToken });
    expect(session.json.result.valid).toBe(true);

    const again = await server.call("lgnvcd", { authCode }, phone());
    expect(again.json.error.errorCode).toBe("7550");
  });

  it("refuses a desktop without spending the code, and an expired or unknown code", async () => {
    const owner = await createOwner(server);
    const authCode = await issuedCode(owner);
    const desktop = await server.call("lgnvcd", { authCode }, { "user-agent": DESKTOP_AGENT });
    expect(desktop.json.error).toEqual({ errorCode: "7551", errorDesc: "Signing in with a code is only possible on a mobile device." });
    const noAgent = await server.call("lgnvcd", { authCode }, { "x-forwarded-for": freshAddress() });
    expect(noAgent.json.error.errorCode).toBe("7551");
    expect((await server.call("lgnvcd", { authCode }, phone())).json.responseHeader.responseCode).toBe(0);

    const late = await issuedCode(owner);
    await server.db.query("update login_codes set expires_at = now() - interval '1 second' where account_id = $1 and used_at is null", [
      owner.id,
    ]);
    expect((await server.call("lgnvcd", { authCode: late }, phone())).json.error.errorCode).toBe("7550");
    expect((await server.call("lgnvcd", { authCode: "not-a-code" }, phone())).json.error.errorCode).toBe("7550");
    expect((await server.call("lgnvcd", {}, phone())).json.error.errorCode).toBe("7998");
  });

  it("counts wrong codes per address and then stops that address, even with a right code", async () => {
    const owner = await createOwner(server);
    const address = freshAddress();
    for (let i = 0; i < LOGIN_CODE_TRIES_PER_ADDRESS; i++) {
      expect((await server.call("lgnvcd", { authCode: `guess-${i}` }, phone(address))).json.error.errorCode).toBe("7550");
    }
    const authCode = await issuedCode(owner);
    const blocked = await server.call("lgnvcd", { authCode }, phone(address));
    expect(blocked.status).toBe(429);
    expect(blocked.json.error.errorCode).toBe("7429");
    expect((await server.call("lgnvcd", { authCode }, phone())).json.responseHeader.responseCode).toBe(0);
  });

  it("answers a locked account's lock, and keeps only the code's hash", async () => {
    const owner = await createOwner(server);
    const authCode = await issuedCode(owner);
    const stored = await server.db.query<{ code_hash: string }>("select code_hash from login_codes where account_id = $1", [owner.id]);
    expect(stored.map((r) => r.code_hash)).not.toContain(authCode);
    await server.db.query("update accounts set lock_reason = 'fraud', locked_at = now() where id = $1", [owner.id]);
    expect((await server.call("lgnvcd", { authCode }, phone())).json.error.errorCode).toBe("7530");
  });

  it("needs a session to issue a code", async () => {
    expect((await server.call("isslgncd", {}, {})).json.error.errorCode).toBe("7403");
  });
});
