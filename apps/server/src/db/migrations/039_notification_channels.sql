-- An owner's own notification receivers (modules/notifications/channel-*.ts): a webhook, an ntfy
-- topic or a Gotify server. The token (ntfy access token, Gotify application token, webhook bearer)
-- is sealed by the credential box (SEALING_KEY); `enabled` is the owner's switch and what the
-- unsubscribe link turns off. Deliveries go through the mail queue (channel 'hook', to_address the
-- receiver's id), with its retries.
create table notification_channels (
  id uuid primary key,
  account_id uuid not null references accounts (id),
  kind text not null check (kind in ('webhook', 'ntfy', 'gotify')),
  label text not null default '',
  url text not null,
  topic text not null default '',
  sealed_token text,
  enabled boolean not null default true,
  alerts boolean not null default true,
  commands boolean not null default true,
  created_at timestamptz not null default now()
);
create index notification_channels_account on notification_channels (account_id);

alter table mail_queue drop constraint mail_queue_channel_check;
alter table mail_queue add constraint mail_queue_channel_check check (channel in ('mail', 'sms', 'hook'));

-- The owner's own successful commands in the inbox: off unless the owner turns it on (failures,
-- car alerts and scheduled actions always go there).
alter table accounts add column command_results_to_inbox boolean not null default false;
