-- Housekeeping (modules/housekeeping/retention-rules.ts) deletes by these times every hour: an
-- index each, so a run reads the dead rows only, not whole tables.
create index access_tokens_dead_since_idx on access_tokens ((least(expires_at, coalesce(revoked_at, expires_at))));
create index remote_transactions_finished_idx on remote_transactions (vehicle_id, api_code, ended_at) where state <> 'P';
create index security_events_created_idx on security_events (created_at);
create index mail_outbox_created_idx on mail_outbox (created_at);
create index notification_deliveries_created_idx on notification_deliveries (created_at);
create index one_time_codes_expires_idx on one_time_codes (expires_at);
