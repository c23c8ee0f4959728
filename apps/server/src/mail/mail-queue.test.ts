import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../test/test-server.ts";
import { TEST_DEVICE_ID } from "../test/new-device-steps.ts";
import { startTestSmtp, waitFor, type TestSmtp } from "../test/test-smtp.ts";
import type { QueueEntry } from "./queue-repository.ts";

const OWNER = "demo@hacc.test";
const device = { Deviceid: TEST_DEVICE_ID };
/** Short back-off so retries come within the test; the waits below poll, they never time anything. */
const FAST_RETRIES = { MAIL_RETRY_DELAYS_SECONDS: "0.05,0.05", MAIL_QUEUE_POLL_SECONDS: "0.2" };

/** The code on a line of its own in the mail's text part. */
const codeIn = (raw: string) => /^ *(\d{6})\r?$/m.exec(raw)?.[1];

async function queueOf(server: TestServer, to: string): Promise<QueueEntry[]> {
  const response = await server.app.inject({ method: "GET", url: `/dev/outbox.json?to=${encodeURIComponent(to)}` });
  return (response.json() as { queue: QueueEntry[] }).queue;
}

/** The new-device steps up to the mailed code: answers sendotp's otpKey. */
async function requestSignInCode(server: TestServer): Promise<string> {
  expect((await server.call("v2/login", { loginId: OWNER, password: DEMO_PASSWORD }, device)).json.error?.errorCode).toBe("7110");
  const method = (await server.call("mfa/selverifmeth", { mfaApiCode: "0107", userAccount: OWNER }, device)).json.result;
  const sent = await server.call(
    "mfa/sendotp",
    { otpMethod: "E", mfaApiCode: "0107", userAccount: OWNER, userPhone: "", userInfoUuid: method.userInfoUuid },
    device,
  );
  expect(sent.json.responseHeader.responseCode).toBe(0);
  return sent.json.result.otpKey;
}

describe.each(databaseKinds())("the mail queue on %s", (kind) => {
  let smtp: TestSmtp;
  let server: TestServer | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  afterAll(async () => smtp.close());

  it("delivers the sign-in code on the third try when the SMTP server refused the first two", async () => {
    server = await createTestServer(kind, { SMTP_URL: smtp.url, ...FAST_RETRIES });
    smtp.refuseNext(2);
    const before = smtp.received.length;
    const otpKey = await requestSignInCode(server);

    const mail = await waitFor("the sign-in code mail", () => smtp.received.slice(before).find((m) => m.to.includes(OWNER)));
    expect(smtp.refusals).toBe(2);
    const code = codeIn(mail.raw);
    expect(code).toMatch(/^\d{6}$/);
    const valid = await server.call("mfa/validateotp", { otpNo: code, userAccount: OWNER, otpKey, mfaApiCode: "0107" }, device);
    expect(valid.json.result.verifiedOtp).toBe(true);
    expect((await queueOf(server, OWNER)).find((e) => e.kind === "signInCode")).toMatchObject({
      status: "sent",
      attempts: 3,
      lastError: null,
    });
  });

  it("never calls a mail sent when, without SMTP_URL, it is only kept in the outbox", async () => {
    server = await createTestServer(kind);
    await requestSignInCode(server);
    await server.app.flushMail();
    expect((await queueOf(server, OWNER)).find((e) => e.kind === "signInCode")).toMatchObject({ status: "kept", attempts: 1 });
    const page = await server.app.inject({ method: "GET", url: "/dev/outbox" });
    expect(page.body).toMatch(/<td>Kept here, not sent<\/td>[\s\S]*?<td>signInCode<\/td>/);
  });

  it("marks a mail failed after the last try, and the outbox page shows it with the SMTP server's answer", async () => {
    server = await createTestServer(kind, { SMTP_URL: smtp.url, ...FAST_RETRIES });
    smtp.refuseNext(3);
    await requestSignInCode(server);

    const failed = await waitFor("the failed mail", async () => (await queueOf(server!, OWNER)).find((e) => e.status === "failed"));
    expect(failed).toMatchObject({ kind: "signInCode", attempts: 3, lastError: expect.stringMatching(/^451 .*Try again later/) });
    const page = await server.app.inject({ method: "GET", url: "/dev/outbox" });
    expect(page.body).toMatch(/<td>Failed<\/td>[\s\S]*?<td>signInCode<\/td>[\s\S]*?451 [^<]*Try again later/);
  });

  it("has two instances on one database deliver every queued mail once", async () => {
    const first = await createTestServer(kind, { SMTP_URL: smtp.url, ...FAST_RETRIES });
    server = first;
    const second = await createTestServer(kind, { SMTP_URL: smtp.url, ...FAST_RETRIES }, first);
    try {
      const before = smtp.received.length;
      const subjects = Array.from({ length: 30 }, (_, i) => `Queued mail ${i}`);
      // Queued straight into the table, as a burst the next polls of both instances find together.
      for (const subject of subjects) {
        await first.db.query(
          "insert into mail_queue (channel, kind, to_address, brand, language_id, subject, text_body) values ('mail', 'test', $1, 'hacc', 0, $2, 'Hello')",
          ["burst@hacc.test", subject],
        );
      }
      await waitFor("every queued mail sent", async () => {
        const [row] = await first.db.query<{ n: number }>(
          "select count(*)::int as n from mail_queue where to_address = 'burst@hacc.test' and status <> 'sent'",
        );
        return row!.n === 0 ? true : undefined;
      });
      await Promise.all([first.app.flushMail(), second.app.flushMail()]);
      const delivered = smtp.received.slice(before).map((m) => /^Subject: (.*)\r?$/m.exec(m.raw)?.[1]);
      expect(delivered.sort()).toEqual([...subjects].sort());
      const tries = await first.db.query<{ attempts: number }>(
        "select distinct attempts from mail_queue where to_address = 'burst@hacc.test'",
      );
      expect(tries).toEqual([{ attempts: 1 }]);
    } finally {
      await second.close();
    }
  });
});
