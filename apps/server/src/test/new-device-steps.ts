import type { Database } from "../db/database.ts";
import { listOutboxMessages, type StoredOutboxMessage } from "../mail/outbox-repository.ts";

/** The device the test helpers' sign-ins come from (sent as the `Deviceid` header). */
export const TEST_DEVICE_ID = "carport-test-device-0001";

type Call = (name: string, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number; json: any }>;

/** Where the steps read the mailed code: the newest messages first, optionally to one address. */
export type ReadOutbox = (to?: string) => Promise<StoredOutboxMessage[]>;

/** The outbox read from the test's own database. */
export const databaseOutbox =
  (db: Database): ReadOutbox =>
  (to) =>
    listOutboxMessages(db, { to, limit: 20 });

let addressCounter = 0;
/**
 * The one-time-code steps come from addresses of their own (198.18.0.0/15, benchmarking), so a
 * test's own anonymous-call budget per address is spent only by the calls the test makes.
 */
function stepsAddress(): string {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/** Waits for a newer message of this kind than `afterId` to this address (some mails leave in background). */
async function nextMessage(outbox: ReadOutbox, to: string, kind: string, afterId: number) {
  const end = Date.now() + 10_000;
  for (;;) {
    const found = (await outbox(to)).find((m) => m.kind === kind && m.id > afterId);
    if (found) return found;
    if (Date.now() > end) throw new Error(`no ${kind} mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * After a sign-in answered 7110: the real one-time-code steps (selverifmeth, sendotp by mail,
 * validateotp with the code read from the outbox, genmfatkn remembering the device), as the owner
 * would do them. Waits for the new-device notice too, so tests reading the outbox see it settled.
 */
export async function completeNewDevice(call: Call, outbox: ReadOutbox, loginId: string, headers: Record<string, string>): Promise<void> {
  const stepHeaders = { ...headers, "x-forwarded-for": stepsAddress() };
  const expect0 = (step: string, json: any) => {
    if (json.responseHeader?.responseCode !== 0) throw new Error(`${step} failed: ${JSON.stringify(json)}`);
    return json.result;
  };
  const [newest] = await outbox();
  const lastId = newest?.id ?? 0;
  const method = expect0(
    "mfa/selverifmeth",
    (await call("mfa/selverifmeth", { mfaApiCode: "0107", userAccount: loginId }, stepHeaders)).json,
  );
  const sent = expect0(
    "mfa/sendotp",
    (
      await call(
        "mfa/sendotp",
        { otpMethod: "E", mfaApiCode: "0107", userAccount: loginId, userPhone: "", userInfoUuid: method.userInfoUuid },
        stepHeaders,
      )
    ).json,
  );
  const mail = await nextMessage(outbox, loginId, "signInCode", lastId);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error("no code in the sign-in code mail");
  const valid = expect0(
    "mfa/validateotp",
    (await call("mfa/validateotp", { otpNo: code, userAccount: loginId, otpKey: sent.otpKey, mfaApiCode: "0107" }, stepHeaders)).json,
  );
  expect0(
    "mfa/genmfatkn",
    (
      await call(
        "mfa/genmfatkn",
        { userAccount: loginId, otpEmail: method.emailList[0], mfaApiCode: "0107", otpValidationKey: valid.otpValidationKey, mfaYn: "Y" },
        stepHeaders,
      )
    ).json,
  );
  await nextMessage(outbox, loginId, "newDevice", lastId);
}
