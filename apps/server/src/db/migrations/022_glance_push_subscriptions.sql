-- Web Push: the browsers an owner allowed to show notifications (finished commands, car alerts).
-- One row per push endpoint; a browser that subscribes again under another account moves here.
create table push_subscriptions (
  endpoint text primary key,
  account_id uuid not null references accounts (id),
  p256dh text not null,
  auth text not null,
  created_at timestamptz not null default now()
);
create index push_subscriptions_account on push_subscriptions (account_id);
