import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, databaseKinds, type TestServer } from "../../../test/test-server.ts";
import { createOwner, fraudCodeIn, freshAddress, waitForMessage } from "../../../test/sign-in-test-support.ts";

describe.each(databaseKinds())("rptfrd with the specification's payload on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { ANON_RATE_LIMIT_PER_MINUTE: "100000" });
  });
  afterAll(() => server.close());

  const from = () => ({ "x-forwarded-for": freshAddress() });

  it("takes {fraudCode} alone (account-and-enrollment.md 7) as the report: the account is locked and the report recorded", async () => {
    const owner = await createOwner(server);
    const headers = { Deviceid: "intruder-device", ...from() };
    expect((await server.call("lgnV2", { loginId: owner.email, password: owner.password }, headers)).json.error.errorCode).toBe("7110");
    const { json: method } = await server.call("mfa/selverifmeth", { mfaApiCode: "0107", userAccount: owner.email }, headers);
    await server.call(
      "mfa/sendotp",
      { otpMethod: "E", mfaApiCode: "0107", userAccount: owner.email, userPhone: "", userInfoUuid: method.result.userInfoUuid },
      headers,
    );
    const fraudCode = fraudCodeIn(await waitForMessage(server, owner.email, "signInCode"));

    const reported = await server.call("rptfrd", { fraudCode }, from());
    expect(reported.json).toEqual({ responseHeader: { responseCode: 0, responseDesc: "Success" }, result: { fraudReported: true } });

    const locked = await server.call("lgnV2", { loginId: owner.email, password: owner.password }, { Deviceid: "owner-device", ...from() });
    expect(locked.json.error.errorCode).toBe("7530");
    expect((await waitForMessage(server, owner.email, "fraudNotice")).subject).toBe(
      "Your Halcyon Connect account is locked after your report",
    );
    const events = await server.db.query<{ kind: string }>("select kind from security_events where account_id = $1 order by id", [
      owner.id,
    ]);
    expect(events.map((e) => e.kind)).toEqual(expect.arrayContaining(["fraudReported", "accountLocked"]));
  });

  it("still refuses an unknown code without a step (7440) and changes nothing", async () => {
    const owner = await createOwner(server);
    expect((await server.call("rptfrd", { fraudCode: "no-such-code" }, from())).json.error.errorCode).toBe("7440");
    const events = await server.db.query("select kind from security_events where account_id = $1", [owner.id]);
    expect(events).toEqual([]);
  });
});
