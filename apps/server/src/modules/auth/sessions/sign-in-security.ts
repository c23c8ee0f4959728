import type { Database } from "../../../db/database.ts";
import { createAccountCodes } from "../codes/index.ts";
import type { AccountMailer } from "../codes/index.ts";
import { createCaptchaService } from "../captcha/index.ts";
import { createKnownDevices } from "./known-devices.ts";
import { createOneTimeCodes } from "../codes/index.ts";
import type { SessionService } from "./session-service.ts";
import { createSignInAttempts, type LockReason } from "./sign-in-attempts.ts";

/** Everything sign-in security and recovery work with, built once per server. */
export interface SignInSecurity {
  db: Database;
  sessions: SessionService;
  mail: AccountMailer;
  attempts: ReturnType<typeof createSignInAttempts>;
  captchas: ReturnType<typeof createCaptchaService>;
  devices: ReturnType<typeof createKnownDevices>;
  otps: ReturnType<typeof createOneTimeCodes>;
  codes: ReturnType<typeof createAccountCodes>;
  /** The site allows clients sending no Deviceid to sign in without the one-time code (SIGN_IN_WITHOUT_DEVICE_ID). */
  allowNamelessClients: boolean;
}

export function createSignInSecurity(
  db: Database,
  sessions: SessionService,
  mail: AccountMailer,
  options: { addressWindowSeconds: number; allowNamelessClients?: boolean },
): SignInSecurity {
  return {
    db,
    sessions,
    mail,
    attempts: createSignInAttempts(db, { addressWindowSeconds: options.addressWindowSeconds }),
    captchas: createCaptchaService(db),
    devices: createKnownDevices(db),
    otps: createOneTimeCodes(db),
    codes: createAccountCodes(db),
    allowNamelessClients: options.allowNamelessClients ?? false,
  };
}

/** The account's phone (the account row as the accounts module types it does not carry it). */
export async function accountPhone(db: Database, accountId: string): Promise<string> {
  const [row] = await db.query<{ phone_primary: string }>("select phone_primary from accounts where id = $1", [accountId]);
  return row?.phone_primary ?? "";
}

/** Why the account is locked, if it is: 'failures' (7402) or 'fraud' (7530). */
export async function accountLockReason(db: Database, accountId: string): Promise<LockReason | null> {
  const [row] = await db.query<{ lock_reason: LockReason | null }>("select lock_reason from accounts where id = $1", [accountId]);
  return row?.lock_reason ?? null;
}
