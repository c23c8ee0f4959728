import type { AccountRecord } from "../../../core/account-repository.ts";
import { UNLOCK_CODE_MINUTES } from "../codes/index.ts";
import type { SignInSecurity } from "./sign-in-security.ts";

/**
 * Mails the owner an unlock code when a source was stopped after too many wrong passwords, so the
 * owner learns of it and can lift it (ulckacct). In background: hashing the code must not make the
 * stopping answer slower than an unknown login id's.
 */
export function mailUnlockCode(security: Pick<SignInSecurity, "mail" | "codes">, account: AccountRecord): void {
  security.mail.sendInBackground(account, async () => ({
    kind: "unlockCode",
    code: await security.codes.issueUnlockCode(account.id),
    unlockLink: security.mail.unlockLink(account),
    minutes: UNLOCK_CODE_MINUTES,
  }));
}
