import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DEVICE_ID } from "../../../test/new-device-steps.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../../test/test-server.ts";
import { createOwner, freshAddress, outbox, solveCaptchaQuestion, waitForMessage } from "../../../test/sign-in-test-support.ts";

/**
 * Issue 18: six wrong passwords from anywhere locked the owner out (the captcha is solvable by a
 * program). Now they stop only their source (that address, or that known device) for that account;
 * the owner's known devices sign in, and the owner from elsewhere after the captcha.
 */
describe.each(databaseKinds())("the sign-in lock per account and source on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { ANON_RATE_LIMIT_PER_MINUTE: "100000" });
  });
  afterAll(() => server.close());

  /** A solved text captcha for this address, as a program (or an owner listening) solves it. */
  async function solved(headers: Record<string, string>) {
    const { json } = await server.call("gttxtcptch", {}, headers);
    return { captchaKey: json.result.captchaKey as string, captchaValue: solveCaptchaQuestion(json.result.question, 0) };
  }

  /** Six wrong passwords from one address, each counted (a solved captcha from the 4th). */
  async function sixWrong(email: string, stranger: Record<string, string>) {
    const codes: string[] = [];
    for (let i = 1; i <= 6; i++) {
      const extra = i > 3 ? await solved(stranger) : {};
      codes.push((await server.call("lgnV2", { loginId: email, password: `Guess-${i}-Pass!`, ...extra }, stranger)).json.error.errorCode);
    }
    return codes;
  }

  const lockOf = async (accountId: string) =>
    (await server.db.query<{ lock_reason: string | null }>("select lock_reason from accounts where id = $1", [accountId]))[0]!.lock_reason;

  it("stops a stranger's address after six wrong passwords, and the owner's known device still signs in", async () => {
    const owner = await createOwner(server);
    // The owner's phone: remembered after its one-time code.
    await server.login(owner.email, owner.password, { "x-forwarded-for": freshAddress() });
    const stranger = { "x-forwarded-for": freshAddress() };
    expect(await sixWrong(owner.email, stranger)).toEqual(["7404", "7404", "7404", "7404", "7404", "7402"]);
    // The stranger's address is stopped, even with the right password and a solved captcha.
    const right = { loginId: owner.email, password: owner.password };
    expect((await server.call("lgnV2", { ...right, ...(await solved(stranger)) }, stranger)).json.error.errorCode).toBe("7402");
    expect(await lockOf(owner.id)).toBeNull();

    // From another address, after the captcha the account's failures ask for, the owner is not
    // stopped: a device this account does not know goes on to its one-time code.
    const elsewhere = { "x-forwarded-for": freshAddress() };
    expect((await server.call("lgnV2", right, elsewhere)).json.error.errorCode).toBe("7407");
    expect(
      (await server.call("lgnV2", { ...right, ...(await solved(elsewhere)) }, { ...elsewhere, Deviceid: "laptop" })).json.error.errorCode,
    ).toBe("7110");
    // The owner's known device signs in, from the stranger's very address too, without a captcha.
    const phone = await server.call("lgnV2", right, { ...stranger, Deviceid: TEST_DEVICE_ID });
    expect(phone.json.responseHeader.responseCode).toBe(0);
    expect(phone.headers.captchayn).toBe("N");
    // ...while the stranger's address stays stopped.
    expect((await server.call("lgnV2", { ...right, ...(await solved(stranger)) }, stranger)).json.error.errorCode).toBe("7402");
    // The owner is told, once.
    await waitForMessage(server, owner.email, "unlockCode");
    expect((await outbox(server, owner.email)).filter((m) => m.kind === "unlockCode")).toHaveLength(1);
  });

  it("keeps the stop while failures go on, and a known device's own failures stop only that device", async () => {
    const owner = await createOwner(server);
    await server.login(owner.email, owner.password, { "x-forwarded-for": freshAddress() });
    const stranger = { "x-forwarded-for": freshAddress() };
    await sixWrong(owner.email, stranger);
    const seventh = await server.call("lgnV2", { loginId: owner.email, password: "Guess-7-Pass!", ...(await solved(stranger)) }, stranger);
    expect(seventh.json.error.errorCode).toBe("7402");

    // Wrong passwords from the known device count for that device alone: its 6th stops it.
    const phone = { Deviceid: TEST_DEVICE_ID, "x-forwarded-for": freshAddress() };
    expect(await sixWrong(owner.email, phone)).toEqual(["7404", "7404", "7404", "7404", "7404", "7402"]);
    expect(
      (await server.call("lgnV2", { loginId: owner.email, password: owner.password, ...(await solved(phone)) }, phone)).json.error
        .errorCode,
    ).toBe("7402");
    // Another address, with the captcha, is not stopped by either.
    const elsewhere = { "x-forwarded-for": freshAddress() };
    const other = await server.call(
      "lgnV2",
      { loginId: owner.email, password: owner.password, ...(await solved(elsewhere)) },
      { ...elsewhere, Deviceid: "laptop" },
    );
    expect(other.json.error.errorCode).toBe("7110");
  });

  it("stops a stranger who learnt the owner's Deviceid at the stranger's address only: the owner's device signs in where it is", async () => {
    const owner = await createOwner(server);
    const home = freshAddress();
    await server.login(owner.email, owner.password, { "x-forwarded-for": home });
    const impostor = { Deviceid: TEST_DEVICE_ID, "x-forwarded-for": freshAddress() };
    expect(await sixWrong(owner.email, impostor)).toEqual(["7404", "7404", "7404", "7404", "7404", "7402"]);
    expect(
      (await server.call("lgnV2", { loginId: owner.email, password: owner.password, ...(await solved(impostor)) }, impostor)).json.error
        .errorCode,
    ).toBe("7402");
    const phone = await server.call(
      "lgnV2",
      { loginId: owner.email, password: owner.password },
      { Deviceid: TEST_DEVICE_ID, "x-forwarded-for": home },
    );
    expect(phone.json.responseHeader.responseCode).toBe(0);
  });

  it("counts wrong current passwords of chngpsswd and chngpin like sign-in: the 6th stops the source and signs the session out", async () => {
    const owner = await createOwner(server);
    const caller = { "x-forwarded-for": freshAddress() };
    const token = await server.login(owner.email, owner.password, caller);
    const session = { ...caller, accessToken: token };
    const codes: string[] = [];
    for (let i = 1; i <= 3; i++) {
      const answer = await server.call(
        "chngpsswd",
        { oldPassword: `Guess-${i}-Pass!`, newPassword: "Taken-Over-2026!", confirmPassword: "Taken-Over-2026!" },
        session,
      );
      codes.push(answer.json.error.errorCode);
      expect(answer.json.error.errorDesc).toContain("oldPassword");
    }
    for (let i = 4; i <= 6; i++) {
      codes.push((await server.call("chngpin", { pin: "9630", password: `Guess-${i}-Pass!` }, session)).json.error.errorCode);
    }
    expect(codes).toEqual(["7998", "7998", "7998", "7998", "7998", "7402"]);
    // Nothing changed: the session is signed out, the old password and PIN stay.
    expect((await server.call("vrfyacctkn", {}, session)).json.error.errorCode).toBe("7602");
    const [row] = await server.db.query<{ failed_logins: number }>("select failed_logins from accounts where id = $1", [owner.id]);
    expect(row!.failed_logins).toBe(6);
    // That source is stopped for sign-in as well; the owner's known device is not.
    const fromThere = await server.call("lgnV2", { loginId: owner.email, password: owner.password, ...(await solved(caller)) }, caller);
    expect(fromThere.json.error.errorCode).toBe("7402");
    const phone = await server.call(
      "lgnV2",
      { loginId: owner.email, password: owner.password },
      { Deviceid: TEST_DEVICE_ID, "x-forwarded-for": freshAddress() },
    );
    expect(phone.json.responseHeader.responseCode).toBe(0);
    await waitForMessage(server, owner.email, "unlockCode");
  });
});
