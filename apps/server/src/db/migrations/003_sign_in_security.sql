-- Sign-in security and recovery: failed sign-ins and locks, captchas, known devices and the
-- one-time-code sign-in, recovery codes (reset link, unlock, fraud), and the mail outbox.
-- Every code, key and device id is kept only as a hash.

-- Consecutive failed sign-ins; success resets it. From the 3rd a captcha is required, the 6th locks.
alter table accounts add column failed_logins integer not null default 0;
-- Why the account is locked: null (not locked), 'failures' (7402) or 'fraud' (7530).
alter table accounts add column lock_reason text;
alter table accounts add column locked_at timestamptz;

-- Failed sign-ins per client address, counted over a sliding window.
create table sign_in_failures_by_address (
  id bigserial primary key,
  client_ip text not null,
  failed_at timestamptz not null default now()
);
create index sign_in_failures_by_address_ip_idx on sign_in_failures_by_address (client_ip, failed_at);

-- Failed sign-ins for login ids that are no account, so they answer exactly like real ones.
create table unknown_login_failures (
  brand text not null,
  login_hash text not null,
  failures integer not null default 0,
  last_failed_at timestamptz not null default now(),
  primary key (brand, login_hash)
);

-- A captcha: the key's SHA-256 and the answer's (salted with the key); single use.
create table captchas (
  key_hash text primary key,
  answer_hash text not null,
  expires_at timestamptz not null
);
create index captchas_expires_idx on captchas (expires_at);

-- Devices (the Deviceid header) an account has signed in from after a one-time code.
create table known_devices (
  account_id uuid not null references accounts (id),
  device_hash text not null,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  primary key (account_id, device_hash)
);

-- A sign-in from an unknown device waiting for its one-time code (7110).
create table sign_in_challenges (
  id uuid primary key,
  account_id uuid not null references accounts (id),
  device_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  completed_at timestamptz
);
create index sign_in_challenges_account_idx on sign_in_challenges (account_id, created_at);

-- One-time codes behind an otpKey: 'mfa' (new device) or 'reset' (rstpsswdotp). account_id is
-- null for the decoy vrfyacctotp answers when the account or last name does not match.
create table one_time_codes (
  key_hash text primary key,
  purpose text not null,
  account_id uuid references accounts (id),
  challenge_id uuid references sign_in_challenges (id),
  code_hash text not null,
  tries_left integer not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  validation_hash text unique,
  validation_expires_at timestamptz,
  validation_used_at timestamptz,
  created_at timestamptz not null default now()
);
create index one_time_codes_challenge_idx on one_time_codes (challenge_id);

-- Mailed recovery codes: 'reset' (link, SHA-256), 'unlock' (typed, argon2id), 'fraud' (link, SHA-256).
create table account_codes (
  id bigserial primary key,
  purpose text not null,
  account_id uuid not null references accounts (id),
  code_hash text not null,
  tries_left integer not null default 1,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index account_codes_hash_idx on account_codes (code_hash);
create index account_codes_account_idx on account_codes (account_id, purpose);

-- Mails (and text messages) when no SMTP server is configured: built by nodemailer, kept here.
create table mail_outbox (
  id bigserial primary key,
  channel text not null default 'mail',
  kind text not null,
  to_address text not null,
  brand text not null,
  language_id integer not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  raw_message text not null default '',
  created_at timestamptz not null default now()
);
create index mail_outbox_to_idx on mail_outbox (to_address, id);
