import type { Database } from "../../db/database.ts";
import { issueTypedCode, useTypedCode } from "../auth/index.ts";

/** How long a mailed confirmation code stays good. */
export const CONFIRMATION_CODE_MINUTES = 24 * 60;
/** Wrong codes before the code is spent (the owner then asks for a new one, within the mail limits). */
const CONFIRMATION_CODE_TRIES = 5;

/**
 * The six-digit codes that confirm an account's e-mail address (account_codes, purpose "confirm"),
 * kept as argon2id; a new code ends the earlier ones, five wrong tries end a code, so guessing
 * costs a mail (and mails are limited per hour).
 */
export function createConfirmationCodes(db: Database) {
  return {
    /** A new code for the account; earlier ones stop working. */
    issue: (accountId: string) => issueTypedCode(db, "confirm", accountId, CONFIRMATION_CODE_TRIES, CONFIRMATION_CODE_MINUTES),

    /** True (and the code spent) when it is the account's live code; a wrong one costs a try. */
    use: (accountId: string, code: string) => useTypedCode(db, "confirm", accountId, code),
  };
}
