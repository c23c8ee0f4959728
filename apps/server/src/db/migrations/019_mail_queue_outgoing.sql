-- Every outgoing mail and text message is written here first, then delivered by the queue worker
-- (mail/mail-queue.ts) with retries; a row claimed by one instance is leased (next_attempt_at moved
-- on) so no other instance sends it too. Bodies are emptied once the message is sent or given up.
create table mail_queue (
  id bigserial primary key,
  channel text not null check (channel in ('mail', 'sms')),
  kind text not null,
  to_address text not null,
  brand text not null,
  language_id integer not null,
  subject text not null default '',
  text_body text not null default '',
  html_body text not null default '',
  reply_to text,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);

create index mail_queue_due on mail_queue (next_attempt_at) where status = 'queued';
