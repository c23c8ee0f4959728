import type { Database } from "../../../db/database.ts";
import { decoySecretHash, hashSecret, verifySecret } from "../../../core/secret-hashing.ts";
import { sixDigitCode } from "./security-codes.ts";

/** The mailed six-digit codes an owner types: the unlock code, and the e-mail confirmation code. */
export type TypedCodePurpose = "unlock" | "confirm";

/**
 * A new six-digit code of this purpose for the account, kept as argon2id in account_codes; the
 * account's earlier codes of the purpose stop working.
 */
export async function issueTypedCode(
  db: Database,
  purpose: TypedCodePurpose,
  accountId: string,
  tries: number,
  minutes: number,
): Promise<string> {
  const code = sixDigitCode();
  const hash = await hashSecret(code);
  await db.transaction(async (tx) => {
    await tx.query("update account_codes set used_at = now() where account_id = $1 and purpose = $2 and used_at is null", [
      accountId,
      purpose,
    ]);
    await tx.query(
      `insert into account_codes (purpose, account_id, code_hash, tries_left, expires_at)
       values ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
      [purpose, accountId, hash, tries, minutes],
    );
  });
  return code;
}

/**
 * True (and the code spent) when it is the account's live code of this purpose; a wrong one costs
 * a try, the last try spends it. Without a live code (or an account) the decoy hash is checked, so
 * the answer takes as long either way.
 */
export async function useTypedCode(db: Database, purpose: TypedCodePurpose, accountId: string | null, code: string): Promise<boolean> {
  const [row] = accountId
    ? await db.query<{ id: string; code_hash: string }>(
        `select id, code_hash from account_codes
          where account_id = $1 and purpose = $2 and used_at is null and expires_at > now() and tries_left > 0
          order by id desc limit 1`,
        [accountId, purpose],
      )
    : [];
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
}
