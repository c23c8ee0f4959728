-- The bridge: when a linked maker account's cars were last read successfully. last_poll_at is
-- the poller's claim (set before the read, so several instances poll an account once); the owner
-- is shown last_read_at, which moves only on a read that worked.

alter table upstream_accounts add column last_read_at timestamptz;
