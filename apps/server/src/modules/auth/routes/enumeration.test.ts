import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, databaseKinds, type TestServer } from "../../../test/test-server.ts";
import { createOwner, freshAddress } from "../../../test/sign-in-test-support.ts";

/** What a client can compare between two answers: status, headers but the date, and the envelope. */
function observable(answer: { status: number; headers: Record<string, unknown>; json: unknown }) {
  const { date: _date, ...headers } = answer.headers;
  return { status: answer.status, headers, json: answer.json };
}

/**
 * Account enumeration: every anonymous call that takes an e-mail answers an unknown one exactly
 * like a known one (sign-in, forgot password and lock have their own tests in this folder).
 */
describe.each(databaseKinds())("known and unknown accounts answer alike on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { ANON_RATE_LIMIT_PER_MINUTE: "100000" });
  });
  afterAll(() => server.close());

  it("unlock with a wrong code", async () => {
    const owner = await createOwner(server);
    const address = freshAddress();
    const known = await server.call("ulckacct", { loginId: owner.email, authCode: "123456" }, { "x-forwarded-for": address });
    const unknown = await server.call(
      "ulckacct",
      { loginId: "no-such-owner@hacc.test", authCode: "123456" },
      { "x-forwarded-for": address },
    );
    expect(known.json.error.errorCode).toBe("7440");
    expect(observable(unknown)).toEqual(observable(known));
  });

  it("sign-in with a wrong password, on both sign-in calls", async () => {
    const owner = await createOwner(server);
    for (const name of ["v2/login", "lgnV2"]) {
      const known = await server.call(name, { loginId: owner.email, password: "Wrong-Pass-1!" }, { "x-forwarded-for": freshAddress() });
      const unknown = await server.call(
        name,
        { loginId: "no-such-owner@hacc.test", password: "Wrong-Pass-1!" },
        { "x-forwarded-for": freshAddress() },
      );
      expect(known.json.error.errorCode, name).toBe("7404");
      expect(observable(unknown), name).toEqual(observable(known));
    }
  });

  it("registration with an e-mail that has an account, and with a new one", async () => {
    const body = (email: string, vin: string, rdrToken: string) => ({
      vehicle: { vin, nickName: "Mine" },
      account: { email, password: "Enum-Pass-2026!", confirmPassword: "Enum-Pass-2026!" },
      pin: "2468",
      tncConfirm: "Y",
      notificationList: [],
      rdrToken,
    });
    const known = await server.call("rgacct", body("demo@hacc.test", "2HMAUEC5000000201", "HT-5101"), {
      "x-forwarded-for": freshAddress(),
    });
    const unknown = await server.call("rgacct", body("brand-new@example.ca", "2HMTDPC4000000202", "HT-5102"), {
      "x-forwarded-for": freshAddress(),
    });
    expect(unknown.json.result).toEqual({ enrollmentStatus: 4 });
    expect(observable(known)).toEqual(observable(unknown));
  });
});
