import type { Config } from "../../config.ts";

/**
 * One rule per growing table: the config entry of its lifetime and the SQL deleting its rows dead
 * for longer than that. `$1` is the cutoff (now minus the lifetime). Live rows (an unexpired token
 * or code, a pending command, a vehicle's latest answer to each command) never match.
 * Order matters: one-time codes go before the sign-in challenges they reference.
 */
export interface RetentionRule {
  table: string;
  setting: keyof Config & `RETENTION_${string}_DAYS`;
  deleteWhere: string;
}

export const RETENTION_RULES: readonly RetentionRule[] = [
  // Revoked or expired (a refresh token dies with its access token).
  {
    table: "access_tokens",
    setting: "RETENTION_ACCESS_TOKENS_DAYS",
    deleteWhere: "least(expires_at, coalesce(revoked_at, expires_at)) < $1",
  },
  // Finished, and not the newest finished one of its vehicle and kind (the last location is read back);
  // one that used a pAuth is what keeps that pAuth used, so it stays while the pAuth could be good (PAUTH_TTL_SECONDS ≤ 1 day).
  {
    table: "remote_transactions",
    setting: "RETENTION_REMOTE_TRANSACTIONS_DAYS",
    deleteWhere: `state <> 'P' and ended_at < $1 and (pauth_hash is null or started_at < now() - interval '1 day') and exists (select 1 from remote_transactions newer
      where newer.vehicle_id = remote_transactions.vehicle_id and newer.api_code = remote_transactions.api_code
        and newer.state <> 'P' and (newer.ended_at, newer.id) > (remote_transactions.ended_at, remote_transactions.id))`,
  },
  { table: "sign_in_failures_by_address", setting: "RETENTION_SIGN_IN_FAILURES_BY_ADDRESS_DAYS", deleteWhere: "failed_at < $1" },
  // Counters that restart after hours without failures anyway.
  { table: "unknown_login_failures", setting: "RETENTION_UNKNOWN_LOGIN_FAILURES_DAYS", deleteWhere: "last_failed_at < $1" },
  {
    table: "sign_in_source_failures",
    setting: "RETENTION_SIGN_IN_SOURCE_FAILURES_DAYS",
    deleteWhere: "last_failed_at < $1 and (blocked_until is null or blocked_until < $1)",
  },
  { table: "login_code_failures", setting: "RETENTION_LOGIN_CODE_FAILURES_DAYS", deleteWhere: "failed_at < $1" },
  { table: "captchas", setting: "RETENTION_CAPTCHAS_DAYS", deleteWhere: "expires_at < $1" },
  {
    table: "one_time_codes",
    setting: "RETENTION_ONE_TIME_CODES_DAYS",
    deleteWhere: "greatest(expires_at, coalesce(validation_expires_at, expires_at)) < $1",
  },
  {
    table: "sign_in_challenges",
    setting: "RETENTION_SIGN_IN_CHALLENGES_DAYS",
    deleteWhere: "expires_at < $1 and not exists (select 1 from one_time_codes c where c.challenge_id = sign_in_challenges.id)",
  },
  { table: "account_codes", setting: "RETENTION_ACCOUNT_CODES_DAYS", deleteWhere: "expires_at < $1" },
  { table: "login_codes", setting: "RETENTION_LOGIN_CODES_DAYS", deleteWhere: "expires_at < $1" },
  {
    table: "in_car_codes",
    setting: "RETENTION_IN_CAR_CODES_DAYS",
    deleteWhere: "greatest(expires_at, coalesce(completion_expires_at, expires_at)) < $1",
  },
  { table: "dealer_tokens", setting: "RETENTION_DEALER_TOKENS_DAYS", deleteWhere: "expires_at < $1" },
  { table: "used_manual_tokens", setting: "RETENTION_USED_MANUAL_TOKENS_DAYS", deleteWhere: "expires_at < $1" },
  { table: "mail_outbox", setting: "RETENTION_MAIL_OUTBOX_DAYS", deleteWhere: "created_at < $1" },
  // Sent or given up (a queued message is never dropped, however old).
  { table: "mail_queue", setting: "RETENTION_MAIL_QUEUE_DAYS", deleteWhere: "status <> 'queued' and finished_at < $1" },
  { table: "security_events", setting: "RETENTION_SECURITY_EVENTS_DAYS", deleteWhere: "created_at < $1" },
  { table: "notification_deliveries", setting: "RETENTION_NOTIFICATION_DELIVERIES_DAYS", deleteWhere: "created_at < $1" },
  // Every kept status read; the newest status itself lives on in vehicle_status.
  { table: "vehicle_status_history", setting: "RETENTION_STATUS_HISTORY_DAYS", deleteWhere: "recorded_at < $1" },
];
