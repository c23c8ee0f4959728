import type { BrandCode } from "@carport/protocol";
import type { Database } from "../../../db/database.ts";
import { normalizeEmail } from "../../../core/account-repository.ts";
import { tokenHash } from "../../../core/secret-hashing.ts";

/** From this failed sign-in on (of the account or of the address), the next attempts need a captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** The failed sign-in in a row from one source that stops that source (7402) for the account. */
export const LOCK_AFTER_FAILURES = 6;
/** Failures of a login id that is no account, and of a source, are forgotten after this long without one. */
const UNKNOWN_LOGIN_MEMORY_HOURS = 24;
/** How long the 6th failure from a source stops it; each further failure doubles it, up to a day. */
export const SOURCE_BLOCK_MINUTES = 15;
const SOURCE_BLOCK_MAX_MINUTES = 24 * 60;

/**
 * Where an attempt comes from: a device the account already knows (its salted hash), else the
 * client address. A stranger's failures stop the stranger's source, never the owner's devices.
 */
export type AttemptSource = { device: string } | { address: string };
/**
 * A known device counts at each address apart: a `Deviceid` is a header the client chooses, so a
 * stranger who learnt the owner's (a screenshot, a log) stops it only at the stranger's own address.
 */
const sourceKey = (source: AttemptSource, clientIp: string) =>
  "device" in source ? `device:${source.device}@${clientIp}` : `ip:${source.address}`;

export type LockReason = "failures" | "fraud";

/**
 * One sign-in attempt, counted before the password is checked, so attempts racing each other
 * cannot all see the counters below the captcha threshold. A refused attempt (no captcha, a
 * locked account) is released; a wrong password keeps it; a right one resets the counters.
 */
export interface ReservedAttempt {
  /** Failures in a row of this login id before this attempt. */
  priorFailures: number;
  /** Failures from this address within the window before this attempt. */
  priorAddressFailures: number;
  /** Failures in a row of this login id from this source before this attempt. */
  priorSourceFailures: number;
  /** Why this attempt is refused: the account's lock, or 'failures' while this source is stopped. */
  lockReason: LockReason | null;
  release(): Promise<void>;
  /**
   * A wrong password: stops this source once it reaches LOCK_AFTER_FAILURES (for a time doubling
   * with each further failure). Answers whether it is stopped now, and whether this one stopped it.
   */
  failed(): Promise<{ blocked: boolean; firstBlock: boolean }>;
}

export type SignInAttempts = ReturnType<typeof createSignInAttempts>;

/** Failed sign-ins per account (accounts.failed_logins), per unknown login id, and per client address. */
export function createSignInAttempts(db: Database, options: { addressWindowSeconds: number }) {
  async function reserveAddress(clientIp: string) {
    await db.query("delete from sign_in_failures_by_address where client_ip = $1 and failed_at < now() - make_interval(secs => $2)", [
      clientIp,
      options.addressWindowSeconds,
    ]);
    const [row] = await db.query<{ id: string }>("insert into sign_in_failures_by_address (client_ip) values ($1) returning id", [
      clientIp,
    ]);
    const [count] = await db.query<{ n: number }>(
      `select count(*)::int as n from sign_in_failures_by_address
        where client_ip = $1 and failed_at > now() - make_interval(secs => $2) and id <> $3`,
      [clientIp, options.addressWindowSeconds, row!.id],
    );
    return { id: row!.id, prior: count!.n };
  }

  /**
   * Counts the attempt against this account and source first (forgetting failures older than a
   * day); a source still stopped is refused, and `release` takes the count back.
   */
  async function reserveSource(accountKey: string, source: string) {
    const [row] = await db.query<{ failures: number; blocked: boolean }>(
      `insert into sign_in_source_failures (account_key, source, failures) values ($1, $2, 1)
       on conflict (account_key, source) do update set
         failures = case when sign_in_source_failures.last_failed_at < now() - make_interval(hours => $3)
                          and not coalesce(sign_in_source_failures.blocked_until > now(), false)
                         then 1 else sign_in_source_failures.failures + 1 end,
         last_failed_at = now()
       returning failures, coalesce(blocked_until > now(), false) as blocked`,
      [accountKey, source, UNKNOWN_LOGIN_MEMORY_HOURS],
    );
    const failures = row?.failures ?? 1;
    return {
      prior: failures - 1,
      blocked: row?.blocked ?? false,
      async release() {
        await db.query("update sign_in_source_failures set failures = greatest(failures - 1, 0) where account_key = $1 and source = $2", [
          accountKey,
          source,
        ]);
      },
      async failed() {
        if (failures < LOCK_AFTER_FAILURES) return { blocked: false, firstBlock: false };
        const minutes = Math.min(SOURCE_BLOCK_MINUTES * 2 ** (failures - LOCK_AFTER_FAILURES), SOURCE_BLOCK_MAX_MINUTES);
        await db.query(
          `update sign_in_source_failures set blocked_until = now() + make_interval(mins => $3)
            where account_key = $1 and source = $2`,
          [accountKey, source, minutes],
        );
        return { blocked: true, firstBlock: failures === LOCK_AFTER_FAILURES };
      },
    };
  }

  return {
    async reserve(
      target: { accountId: string } | { brand: BrandCode; loginId: string },
      clientIp: string,
      source: AttemptSource = { address: clientIp },
    ): Promise<ReservedAttempt> {
      const address = await reserveAddress(clientIp);
      const accountKey = "accountId" in target ? target.accountId : `unknown:${target.brand}:${tokenHash(normalizeEmail(target.loginId))}`;
      const fromSource = await reserveSource(accountKey, sourceKey(source, clientIp));
      const releaseAddress = async () => {
        await db.query("delete from sign_in_failures_by_address where id = $1", [address.id]);
        await fromSource.release();
      };
      const common = {
        priorAddressFailures: address.prior,
        priorSourceFailures: fromSource.prior,
        failed: fromSource.failed,
      };

      if ("accountId" in target) {
        const [row] = await db.query<{ failed_logins: number; lock_reason: LockReason | null }>(
          "update accounts set failed_logins = failed_logins + 1 where id = $1 returning failed_logins, lock_reason",
          [target.accountId],
        );
        return {
          ...common,
          priorFailures: (row?.failed_logins ?? 1) - 1,
          lockReason: row?.lock_reason ?? (fromSource.blocked ? "failures" : null),
          async release() {
            await db.query("update accounts set failed_logins = greatest(failed_logins - 1, 0) where id = $1", [target.accountId]);
            await releaseAddress();
          },
        };
      }

      const loginHash = tokenHash(normalizeEmail(target.loginId));
      const [row] = await db.query<{ failures: number }>(
        `insert into unknown_login_failures (brand, login_hash, failures) values ($1, $2, 1)
         on conflict (brand, login_hash) do update set
           failures = case when unknown_login_failures.last_failed_at < now() - make_interval(hours => $3)
                           then 1 else unknown_login_failures.failures + 1 end,
           last_failed_at = now()
         returning failures`,
        [target.brand, loginHash, UNKNOWN_LOGIN_MEMORY_HOURS],
      );
      const prior = (row?.failures ?? 1) - 1;
      return {
        ...common,
        priorFailures: prior,
        lockReason: fromSource.blocked ? "failures" : null,
        async release() {
          await db.query("update unknown_login_failures set failures = greatest(failures - 1, 0) where brand = $1 and login_hash = $2", [
            target.brand,
            loginHash,
          ]);
          await releaseAddress();
        },
      };
    },

    /** A right password: the account's, the address's and this source's counters start again. */
    async succeeded(accountId: string, clientIp: string, source: AttemptSource = { address: clientIp }): Promise<void> {
      await db.query("update accounts set failed_logins = 0 where id = $1", [accountId]);
      await db.query("delete from sign_in_failures_by_address where client_ip = $1", [clientIp]);
      await db.query("delete from sign_in_source_failures where account_key = $1 and source = $2", [
        accountId,
        sourceKey(source, clientIp),
      ]);
    },

    /**
     * Locks the account; true when this call locked it (so the unlock mail goes once). A fraud
     * lock replaces a failures lock; a failures lock never replaces a fraud lock.
     */
    async lock(accountId: string, reason: LockReason): Promise<boolean> {
      const rows = await db.query(
        `update accounts set lock_reason = $2, locked_at = now()
          where id = $1 and (lock_reason is null or ($2 = 'fraud' and lock_reason <> 'fraud')) returning id`,
        [accountId, reason],
      );
      return rows.length > 0;
    },

    /** Lifts any lock, of the account and of every source, and forgets the failures (unlock code, password reset). */
    async unlock(accountId: string): Promise<void> {
      await db.query("update accounts set lock_reason = null, locked_at = null, failed_logins = 0 where id = $1", [accountId]);
      await db.query("delete from sign_in_source_failures where account_key = $1", [accountId]);
    },
  };
}

/** The captcha is needed when either counter has reached the threshold. */
export function captchaNeeded(failures: number, addressFailures: number): boolean {
  return failures >= CAPTCHA_AFTER_FAILURES || addressFailures >= CAPTCHA_AFTER_FAILURES;
}
