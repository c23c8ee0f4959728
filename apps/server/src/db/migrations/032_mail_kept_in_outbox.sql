-- A message the outbox transport keeps (no SMTP_URL with MAIL=off, the demo's text messages) is
-- marked 'kept', never 'sent': nobody received it, and `npm run admin -- mail-queue` says so.
-- Rows written before this migration keep the status they had.
alter table mail_queue drop constraint mail_queue_status_check;
alter table mail_queue add constraint mail_queue_status_check check (status in ('queued', 'sent', 'kept', 'failed'));
