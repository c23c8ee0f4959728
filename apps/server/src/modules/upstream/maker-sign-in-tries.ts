import type { Queryable } from "../../db/database.ts";

/** Wrong maker passwords a Carport account may send within MEMORY before it waits. */
export const MAKER_SIGN_IN_TRIES = 5;
/** The first wait of an account that used up its tries; each further time doubles it, up to a day. */
export const MAKER_SIGN_IN_WAIT_MINUTES = 60;
const WAIT_CAP_MINUTES = 24 * 60;
/** Failures are forgotten this long after the last one (a wait over starts them again too). */
const MEMORY = "1 hour";
/** Lock-outs (and so the doubling) are forgotten this long after the last try. */
const LOCKOUT_MEMORY = "24 hours";

/**
 * Failed sign-ins to a maker's portal per Carport account, built as enrollment tries per source
 * (modules/enrollment/attempt-repository.ts): a try is counted before the password leaves, so
 * guesses sent at once cannot pass the limit together, and given back when the maker did not
 * judge the password (unreachable, captcha, …). The try that uses up the last one starts the wait.
 */
export function makerSignInTries(db: Queryable) {
  return {
    /** Counts one try; false when the account is waiting or this try is past its limit (nothing may be sent). */
    async reserve(accountId: string): Promise<boolean> {
      const [row] = await db.query<{ failures: number; lockouts: number; waiting: boolean }>(
        `insert into maker_sign_in_tries as t (account_id, failures) values ($1, 1)
         on conflict (account_id) do update set
           failures = case when t.blocked_until > now() then t.failures
                           when t.blocked_until is not null or t.updated_at <= now() - interval '${MEMORY}' then 1
                           else t.failures + 1 end,
           lockouts = case when t.updated_at <= now() - interval '${LOCKOUT_MEMORY}' and not coalesce(t.blocked_until > now(), false)
                           then 0 else t.lockouts end,
           blocked_until = case when t.blocked_until > now() then t.blocked_until else null end,
           updated_at = now()
         returning failures, lockouts, coalesce(blocked_until > now(), false) as waiting`,
        [accountId],
      );
      if (row!.waiting || row!.failures > MAKER_SIGN_IN_TRIES) return false;
      if (row!.failures === MAKER_SIGN_IN_TRIES) {
        const minutes = Math.min(MAKER_SIGN_IN_WAIT_MINUTES * 2 ** row!.lockouts, WAIT_CAP_MINUTES);
        await db.query(
          "update maker_sign_in_tries set lockouts = lockouts + 1, blocked_until = now() + make_interval(mins => $2) where account_id = $1",
          [accountId, minutes],
        );
      }
      return true;
    },

    /** The maker did not judge the password: the try is given back, with the wait it may have started. */
    async giveBack(accountId: string): Promise<void> {
      await db.query(
        `update maker_sign_in_tries set
           lockouts = case when failures = $2 then greatest(lockouts - 1, 0) else lockouts end,
           blocked_until = case when failures = $2 then null else blocked_until end,
           failures = greatest(failures - 1, 0)
          where account_id = $1`,
        [accountId, MAKER_SIGN_IN_TRIES],
      );
    },

    /** The maker took the password: the account's failures and waits are forgotten. */
    async succeeded(accountId: string): Promise<void> {
      await db.query("delete from maker_sign_in_tries where account_id = $1", [accountId]);
    },
  };
}
