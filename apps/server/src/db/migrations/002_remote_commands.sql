-- Remote commands: PIN attempts and authorizations, transactions, and the inbox they write to.

alter table accounts add column pin_failures integer not null default 0;
alter table accounts add column pin_locked boolean not null default false;

-- A pAuth from vrfypin, kept as its SHA-256, bound to one account and one vehicle.
create table pin_authorizations (
  pauth_hash text primary key,
  account_id uuid not null references accounts (id),
  vehicle_id uuid not null references vehicles (id),
  expires_at timestamptz not null
);

-- One row per command: P pending until the vehicle answers or the deadline passes, then C.
create table remote_transactions (
  id uuid primary key,
  vehicle_id uuid not null references vehicles (id),
  account_id uuid not null references accounts (id),
  api_code text not null,
  command text not null,
  params jsonb not null,
  state text not null default 'P',
  status_code text,
  failure_reason text,
  result jsonb,
  started_at timestamptz not null default now(),
  ended_at timestamptz,
  deadline_at timestamptz not null
);
-- "One command at a time per vehicle", held by the database for every server instance.
create unique index remote_transactions_one_pending on remote_transactions (vehicle_id) where state = 'P';
create index remote_transactions_pending_deadline on remote_transactions (deadline_at) where state = 'P';
create index remote_transactions_vehicle_started on remote_transactions (vehicle_id, started_at);

-- The owner's inbox: one message per finished command and per notable vehicle event.
create table inbox_messages (
  id bigserial primary key,
  account_id uuid not null references accounts (id),
  vehicle_id uuid references vehicles (id),
  message_key text not null,
  detail text not null default '',
  transaction_id uuid,
  status text not null default 'U',
  created_at timestamptz not null default now()
);
create index inbox_messages_account_idx on inbox_messages (account_id, id desc);
