-- A pending command with no result after a while is sent to its car again (remote-command-service.ts,
-- resendUnanswered): the last time it was, so that one instance resends it, once a period.

alter table remote_transactions add column resent_at timestamptz;
