import { afterEach, describe, expect, it } from "vitest";
import { createTestServer, databaseKinds, type TestServer } from "../test/test-server.ts";
import { createOwner, freshAddress } from "../test/sign-in-test-support.ts";

/** A new device's sign-in up to the code step; answers sendotp's answer for a code by text message. */
async function askCodeByText(server: TestServer) {
  const owner = await createOwner(server, { phone: "438-555-0142" });
  const headers = { Deviceid: "device-text", "x-forwarded-for": freshAddress() };
  expect((await server.call("lgnV2", { loginId: owner.email, password: owner.password }, headers)).json.error.errorCode).toBe("7110");
  const method = (await server.call("mfa/selverifmeth", { mfaApiCode: "0107", userAccount: owner.email }, headers)).json.result;
  const sent = await server.call(
    "mfa/sendotp",
    { otpMethod: "S", mfaApiCode: "0107", userAccount: owner.email, userPhone: "", userInfoUuid: method.userInfoUuid },
    headers,
  );
  return { method, sent };
}

const smsRows = (server: TestServer) =>
  server.db.query<{ status: string; attempts: number }>(
    "select status, attempts from mail_queue where channel = 'sms' and to_address = '4385550142'",
  );

describe.each(databaseKinds())("codes by text message on %s", (kind) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("go through the queue to the demo outbox in demo mode", async () => {
    server = await createTestServer(kind);
    const { method, sent } = await askCodeByText(server);
    expect(method.userPhone).toBe("***-***-0142");
    expect(sent.json.responseHeader.responseCode).toBe(0);
    // The demo's outbox only keeps it: nobody received it, so it is never called sent.
    expect(await smsRows(server)).toEqual([{ status: "kept", attempts: 1 }]);
  });

  it("are neither offered nor sent without a text-message provider (DEMO=0)", async () => {
    server = await createTestServer(kind, { DEMO: "0" });
    const { method, sent } = await askCodeByText(server);
    expect(method.userPhone).toBe("");
    expect(sent.status).toBe(400);
    expect(sent.json.error).toEqual({
      errorCode: "7998",
      errorDesc: "Invalid request: field 'otpMethod': codes by text message are not available on this site",
    });
    expect(await smsRows(server)).toEqual([]);
  });
});
