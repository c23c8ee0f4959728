import type { Database } from "../../../db/database.ts";
import { randomToken, tokenHash } from "../../../core/secret-hashing.ts";

/** A code from `isslgncd` is good for this long, and once: the app opens the portal at once. */
export const LOGIN_CODE_SECONDS = 120;
/** Wrong codes one address may present within the window before `lgnvcd` answers 7429. */
export const LOGIN_CODE_TRIES_PER_ADDRESS = 10;
export const LOGIN_CODE_WINDOW_SECONDS = 900;

export type LoginCodes = ReturnType<typeof createLoginCodes>;

/**
 * The mobile app's codes to open the web portal signed in. A code is 256 random bits kept only
 * as its SHA-256: guessing one is hopeless, and wrong codes are still counted per address so a
 * client that tries many is stopped early.
 */
export function createLoginCodes(db: Database) {
  return {
    async issue(accountId: string): Promise<{ authCode: string; expireIn: number }> {
      const authCode = randomToken();
      await db.query("delete from login_codes where expires_at < now() - interval '1 day'");
      await db.query("insert into login_codes (code_hash, account_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))", [
        tokenHash(authCode),
        accountId,
        LOGIN_CODE_SECONDS,
      ]);
      return { authCode, expireIn: LOGIN_CODE_SECONDS };
    },

    /** True when this address has presented too many wrong codes lately. */
    async addressBlocked(clientIp: string): Promise<boolean> {
      const [row] = await db.query<{ n: number }>(
        "select count(*)::int as n from login_code_failures where client_ip = $1 and failed_at > now() - make_interval(secs => $2)",
        [clientIp, LOGIN_CODE_WINDOW_SECONDS],
      );
      return (row?.n ?? 0) >= LOGIN_CODE_TRIES_PER_ADDRESS;
    },

    /** Spends a live code and answers its account; a wrong, used or expired one is counted and answers null. */
    async redeem(authCode: string, clientIp: string): Promise<string | null> {
      const [row] = await db.query<{ account_id: string }>(
        `update login_codes set used_at = now()
          where code_hash = $1 and used_at is null and expires_at > now()
          returning account_id`,
        [tokenHash(authCode)],
      );
      if (row) return row.account_id;
      await db.query("delete from login_code_failures where client_ip = $1 and failed_at < now() - make_interval(secs => $2)", [
        clientIp,
        LOGIN_CODE_WINDOW_SECONDS,
      ]);
      await db.query("insert into login_code_failures (client_ip) values ($1)", [clientIp]);
      return null;
    },
  };
}
