-- An account's login e-mail is confirmed (a mailed code, typed or followed as a link) before the
-- account may add a vehicle or answer a second-driver invitation (issue 18).
-- Accounts that exist when this runs are already in use under their address: they stay confirmed.
-- Accounts created from now on by registration start unconfirmed; the operator's (admin, demo seed) are confirmed.
alter table accounts add column email_confirmed_at timestamptz;

update accounts set email_confirmed_at = now();

-- Mails a stranger can make the portal send (reset links and codes, sign-in and unlock codes,
-- confirmation resends, invitations): one row per mail sent, counted per account and per address.
create table mail_sends (
  id bigserial primary key,
  account_id uuid,
  to_address text not null,
  kind text not null,
  sent_at timestamptz not null default now()
);

create index mail_sends_account_idx on mail_sends (account_id, sent_at);

create index mail_sends_address_idx on mail_sends (to_address, sent_at);

-- Rows past the hour that counts are dropped as new ones come (mail/mail-limits.ts).
create index mail_sends_sent_at_idx on mail_sends (sent_at);
