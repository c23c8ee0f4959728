import type { Database } from "../../../db/database.ts";
import { randomToken, tokenHash } from "../../../core/secret-hashing.ts";
import { issueTypedCode, useTypedCode } from "./typed-codes.ts";

/** How long each mailed code stays good. */
export const RESET_LINK_MINUTES = 60;
export const UNLOCK_CODE_MINUTES = 24 * 60;
export const FRAUD_CODE_MINUTES = 30 * 24 * 60;
/** Wrong unlock codes before the code is spent (the owner then resets the password). */
const UNLOCK_CODE_TRIES = 5;

type LinkPurpose = "reset" | "fraud";

export type AccountCodes = ReturnType<typeof createAccountCodes>;

/**
 * Codes mailed to an account's owner: the reset link's (1 hour, single use), the fraud-report
 * link's (30 days; it also signs out everywhere) and the typed unlock code (24 hours, 5 tries).
 * Link codes are 256 random bits kept as SHA-256; the 6-digit unlock code is kept as argon2id.
 */
export function createAccountCodes(db: Database) {
  async function issueLinkCode(purpose: LinkPurpose, accountId: string, minutes: number): Promise<string> {
    const code = randomToken();
    await db.query(
      `insert into account_codes (purpose, account_id, code_hash, expires_at)
       values ($1, $2, $3, now() + make_interval(mins => $4))`,
      [purpose, accountId, tokenHash(code), minutes],
    );
    return code;
  }

  /** The live link code's row: not used, not expired. */
  async function findLinkCode(purpose: LinkPurpose, code: string) {
    const [row] = await db.query<{ id: string; account_id: string }>(
      `select id, account_id from account_codes
        where code_hash = $1 and purpose = $2 and used_at is null and expires_at > now()`,
      [tokenHash(code), purpose],
    );
    return row ?? null;
  }

  return {
    issueResetCode: (accountId: string) => issueLinkCode("reset", accountId, RESET_LINK_MINUTES),
    issueFraudCode: (accountId: string) => issueLinkCode("fraud", accountId, FRAUD_CODE_MINUTES),
    findResetCode: (code: string) => findLinkCode("reset", code),
    findFraudCode: (code: string) => findLinkCode("fraud", code),

    /** Spends a code; false when another request spent it first. */
    async consume(id: string): Promise<boolean> {
      const rows = await db.query("update account_codes set used_at = now() where id = $1 and used_at is null returning id", [id]);
      return rows.length > 0;
    },

    /** Spends every live code of these purposes (a reset ends the other reset links and unlock codes). */
    async consumeAll(accountId: string, purposes: Array<"reset" | "unlock" | "fraud">): Promise<void> {
      await db.query(
        `update account_codes set used_at = now()
          where account_id = $1 and purpose = any(string_to_array($2, ',')) and used_at is null`,
        [accountId, purposes.join(",")],
      );
    },

    /** A new unlock code for a locked account; earlier ones stop working. */
    issueUnlockCode: (accountId: string) => issueTypedCode(db, "unlock", accountId, UNLOCK_CODE_TRIES, UNLOCK_CODE_MINUTES),

    /** True (and the code spent) when it is the account's live unlock code; a wrong one costs a try. */
    useUnlockCode: (accountId: string | null, code: string) => useTypedCode(db, "unlock", accountId, code),
  };
}
