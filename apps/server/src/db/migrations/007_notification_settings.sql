-- Which vehicle events reach the owner by push and by e-mail, and the notifications sent.

create table notification_settings (
  account_id uuid not null references accounts (id),
  vehicle_id uuid not null references vehicles (id),
  notification_type text not null,
  push boolean not null,
  email boolean not null,
  primary key (account_id, vehicle_id, notification_type)
);

create table notification_deliveries (
  id bigserial primary key,
  account_id uuid not null references accounts (id),
  vehicle_id uuid references vehicles (id),
  notification_type text not null,
  channel text not null,
  message_key text not null,
  created_at timestamptz not null default now()
);
create index notification_deliveries_account_idx on notification_deliveries (account_id, id desc);
