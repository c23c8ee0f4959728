import type { Database } from "../../db/database.ts";
import { decoySecretHash, hashSecret, verifySecret } from "../auth/secret-hashing.ts";
import { sixDigitCode } from "../auth/security-codes.ts";

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
    async issue(accountId: string): Promise<string> {
      const code = sixDigitCode();
      const hash = await hashSecret(code);
      await db.transaction(async (tx) => {
        await tx.query("update account_codes set used_at = now() where account_id = $1 and purpose = 'confirm' and used_at is null", [accountId]);
        await tx.query(
          `insert into account_codes (purpose, account_id, code_hash, tries_left, expires_at)
           values ('confirm', $1, $2, $3, now() + make_interval(mins => $4))`,
          [accountId, hash, CONFIRMATION_CODE_TRIES, CONFIRMATION_CODE_MINUTES],
        );
      });
      return code;
    },

    /** True (and the code spent) when it is the account's live code; a wrong one costs a try. */
    async use(accountId: string, code: string): Promise<boolean> {
      const [row] = await db.query<{ id: string; code_hash: string }>(
        `select id, code_hash from account_codes
          where account_id = $1 and purpose = 'confirm' and used_at is null and expires_at > now() and tries_left > 0
          order by id desc limit 1`,
        [accountId],
      );
      const right = await verifySecret(row?.code_hash ?? (await decoySecretHash()), code);
      if (!row) return false;
      if (!right) {
        await db.query(
          `update account_codes set tries_left = tries_left - 1,
                  used_at = case when tries_left - 1 <= 0 then now() else used_at end
            where id = $1`,
          [row.id],
        );
        return false;
      }
      const spent = await db.query("update account_codes set used_at = now() where id = $1 and used_at is null returning id", [row.id]);
      return spent.length > 0;
    },
  };
}
