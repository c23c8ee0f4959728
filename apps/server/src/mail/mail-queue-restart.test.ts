import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/demo-fleet.ts";
import { httpClient } from "../test/http-client.ts";
import { TEST_DEVICE_ID } from "../test/new-device-steps.ts";
import { startCarport, type CarportProcess } from "../test/server-process.ts";
import { startTestSmtp, waitFor, type TestSmtp } from "../test/test-smtp.ts";

const OWNER = "demo@hacc.test";
const device = { Deviceid: TEST_DEVICE_ID };

describe("a mail in the queue when the server is killed", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "carport-mail-queue-"));
  let smtp: TestSmtp | undefined;
  let carport: CarportProcess | undefined;
  afterAll(async () => {
    await carport?.stop();
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("is delivered after the restart, and its code still works", async () => {
    smtp = await startTestSmtp();
    // A short lease: the mail the killed process was sending may be tried again soon after.
    const env = {
      DATA_DIR: dataDir,
      WEB_DIST: "/nonexistent",
      SMTP_URL: smtp.url,
      MAIL_QUEUE_LEASE_SECONDS: "3",
      MAIL_QUEUE_POLL_SECONDS: "0.5",
    };
    carport = await startCarport(env);
    let client = httpClient(carport.url);
    expect((await client.call("v2/login", { loginId: OWNER, password: DEMO_PASSWORD }, device)).json.error?.errorCode).toBe("7110");
    const method = (await client.call("mfa/selverifmeth", { mfaApiCode: "0107", userAccount: OWNER }, device)).json.result;

    // The SMTP server takes the mail and never answers: it is in flight when the process dies.
    const arrived = smtp.holdDeliveries();
    const sent = await client.call(
      "mfa/sendotp",
      { otpMethod: "E", mfaApiCode: "0107", userAccount: OWNER, userPhone: "", userInfoUuid: method.userInfoUuid },
      device,
    );
    expect(sent.json.responseHeader.responseCode).toBe(0);
    await arrived;
    await carport.kill();
    expect(smtp.received).toEqual([]);

    carport = await startCarport(env);
    client = httpClient(carport.url);
    const mail = await waitFor("the sign-in code mail after the restart", () => smtp!.received.find((m) => m.to.includes(OWNER)), 60_000);
    const code = /^ *(\d{6})\r?$/m.exec(mail.raw)?.[1];
    const valid = await client.call(
      "mfa/validateotp",
      { otpNo: code, userAccount: OWNER, otpKey: sent.json.result.otpKey, mfaApiCode: "0107" },
      device,
    );
    expect(valid.json.result?.verifiedOtp).toBe(true);
  });
});
