import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, databaseKinds, type TestServer } from "../../../test/test-server.ts";
import { setNamelessSignIn } from "./nameless-sign-in.ts";
import { codeIn, createOwner, freshAddress, waitForMessage } from "../../../test/sign-in-test-support.ts";

/**
 * Issue 18: a client that names no device (no Deviceid header, a blank one, or the older `lgn`
 * call) is an unknown device: the one-time code cannot be skipped. Only the operator lets such
 * clients in, per site (SIGN_IN_WITHOUT_DEVICE_ID) or per account (admin nameless-sign-in).
 */
describe.each(databaseKinds())("sign-in from a client without a device id on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { ANON_RATE_LIMIT_PER_MINUTE: "100000" });
  });
  afterAll(() => server.close());

  const tokensOf = async (accountId: string) =>
    (await server.db.query<{ n: number }>("select count(*)::int as n from access_tokens where account_id = $1", [accountId]))[0]!.n;

  it("answers 7110 and no token without a Deviceid, with a blank one, and on lgn", async () => {
    const owner = await createOwner(server);
    const password = { loginId: owner.email, password: owner.password };
    const attempts = [
      await server.call("lgnV2", password, { "x-forwarded-for": freshAddress() }),
      await server.call("v2/login", password, { Deviceid: "   ", "x-forwarded-for": freshAddress() }),
      await server.call("lgnV2", password, { Deviceid: "", "x-forwarded-for": freshAddress() }),
      await server.call("lgn", password, { "x-forwarded-for": freshAddress() }),
    ];
    for (const { status, json } of attempts) {
      expect(status).toBe(200);
      expect(json.error).toEqual({ errorCode: "7110", errorDesc: "A one-time code is required to sign in from this device." });
      expect(json).not.toHaveProperty("result");
    }
    expect(await tokensOf(owner.id)).toBe(0);
  });

  it("lets a nameless client through the one-time code, and never remembers it", async () => {
    const owner = await createOwner(server);
    const nameless = { "x-forwarded-for": freshAddress() };
    expect((await server.call("lgn", { loginId: owner.email, password: owner.password }, nameless)).json.error.errorCode).toBe("7110");
    const method = await server.call("mfa/selverifmeth", { mfaApiCode: "0107", userAccount: owner.email }, nameless);
    const sent = await server.call(
      "mfa/sendotp",
      { otpMethod: "E", mfaApiCode: "0107", userAccount: owner.email, userPhone: "", userInfoUuid: method.json.result.userInfoUuid },
      nameless,
    );
    const code = codeIn(await waitForMessage(server, owner.email, "signInCode"));
    const valid = await server.call(
      "mfa/validateotp",
      { otpNo: code, userAccount: owner.email, otpKey: sent.json.result.otpKey, mfaApiCode: "0107" },
      nameless,
    );
    const body = {
      userAccount: owner.email,
      otpEmail: method.json.result.emailList[0],
      mfaApiCode: "0107",
      otpValidationKey: valid.json.result.otpValidationKey,
      mfaYn: "Y",
    };

    // The challenge a nameless client opened is not completed by a device that names itself.
    const named = await server.call("mfa/genmfatkn", body, { ...nameless, Deviceid: "device-of-someone" });
    expect(named.json.error.errorCode).toBe("7549");
    expect(await tokensOf(owner.id)).toBe(0);

    // Again, and this time completed without a Deviceid, as the client signed in.
    expect((await server.call("lgn", { loginId: owner.email, password: owner.password }, nameless)).json.error.errorCode).toBe("7110");
    const method2 = await server.call("mfa/selverifmeth", { mfaApiCode: "0107", userAccount: owner.email }, nameless);
    const sent2 = await server.call(
      "mfa/sendotp",
      { otpMethod: "E", mfaApiCode: "0107", userAccount: owner.email, userPhone: "", userInfoUuid: method2.json.result.userInfoUuid },
      nameless,
    );
    const code2 = codeIn(await waitForMessage(server, owner.email, "signInCode", 2));
    const valid2 = await server.call(
      "mfa/validateotp",
      { otpNo: code2, userAccount: owner.email, otpKey: sent2.json.result.otpKey, mfaApiCode: "0107" },
      nameless,
    );
    const session = await server.call("mfa/genmfatkn", { ...body, otpValidationKey: valid2.json.result.otpValidationKey }, nameless);
    expect(session.json.responseHeader.responseCode).toBe(0);
    const accessToken = session.json.result.token.accessToken as string;
    expect((await server.call("vrfyacctkn", {}, { accessToken })).json.result.valid).toBe(true);

    // mfaYn "Y" remembered nothing: the next nameless sign-in asks for a code again.
    const rows = await server.db.query("select 1 from known_devices where account_id = $1", [owner.id]);
    expect(rows).toHaveLength(0);
    expect((await server.call("lgnV2", { loginId: owner.email, password: owner.password }, nameless)).json.error.errorCode).toBe("7110");
    expect(await tokensOf(owner.id)).toBe(1);
  });

  it("lets a nameless client sign in with the password alone on an account the operator allowed, and only there", async () => {
    const allowed = await createOwner(server);
    const other = await createOwner(server);
    expect(await setNamelessSignIn(server.db, "hacc", allowed.email.toUpperCase(), true)).toBe(true);
    expect(await setNamelessSignIn(server.db, "kci", allowed.email, true)).toBe(false);

    const signedIn = await server.call(
      "lgn",
      { loginId: allowed.email, password: allowed.password },
      { "x-forwarded-for": freshAddress() },
    );
    expect(typeof signedIn.json.result.accessToken).toBe("string");
    const refused = await server.call("lgnV2", { loginId: other.email, password: other.password }, { "x-forwarded-for": freshAddress() });
    expect(refused.json.error.errorCode).toBe("7110");
    expect(await tokensOf(other.id)).toBe(0);
    // A device that names itself still needs its code on the allowed account.
    const named = await server.call(
      "lgnV2",
      { loginId: allowed.email, password: allowed.password },
      { Deviceid: "new-phone", "x-forwarded-for": freshAddress() },
    );
    expect(named.json.error.errorCode).toBe("7110");

    expect(await setNamelessSignIn(server.db, "hacc", allowed.email, false)).toBe(true);
    const takenBack = await server.call(
      "lgnV2",
      { loginId: allowed.email, password: allowed.password },
      { "x-forwarded-for": freshAddress() },
    );
    expect(takenBack.json.error.errorCode).toBe("7110");
  });
});

describe.each(databaseKinds())("the site allowance for clients without a device id on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { ANON_RATE_LIMIT_PER_MINUTE: "100000", SIGN_IN_WITHOUT_DEVICE_ID: "1" });
  });
  afterAll(() => server.close());

  it("signs a nameless client in with the password alone, while a new named device still needs its code", async () => {
    const owner = await createOwner(server);
    const nameless = await server.call("lgnV2", { loginId: owner.email, password: owner.password }, { "x-forwarded-for": freshAddress() });
    expect(nameless.json.responseHeader.responseCode).toBe(0);
    expect(nameless.json.result.token.accessToken.length).toBeGreaterThanOrEqual(22);
    const flat = await server.call(
      "lgn",
      { loginId: owner.email, password: owner.password },
      { Deviceid: " ", "x-forwarded-for": freshAddress() },
    );
    expect(typeof flat.json.result.accessToken).toBe("string");
    const named = await server.call(
      "lgnV2",
      { loginId: owner.email, password: owner.password },
      { Deviceid: "new-phone", "x-forwarded-for": freshAddress() },
    );
    expect(named.json.error.errorCode).toBe("7110");
  });
});

it("keeps the site allowance off unless the operator turns it on", async () => {
  const { loadConfig } = await import("../../../config.ts");
  expect(loadConfig({}).SIGN_IN_WITHOUT_DEVICE_ID).toBe(false);
  expect(loadConfig({ SIGN_IN_WITHOUT_DEVICE_ID: "1" }).SIGN_IN_WITHOUT_DEVICE_ID).toBe(true);
});
