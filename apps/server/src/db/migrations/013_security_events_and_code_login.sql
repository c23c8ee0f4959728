-- The account's security audit trail (issue 11) and the mobile app's code login (lgnvcd).
-- Neither keeps a secret: events carry no password, PIN, code or token; login codes only as hashes.

-- One security event of an account: kind (sign-in, failure, lock, unlock, password and PIN
-- changes, new device, fraud report, sign-out everywhere, remote command), the device and
-- address it came from when known, and a small detail object (method, reason, command, outcome).
create table security_events (
  id bigserial primary key,
  account_id uuid not null references accounts (id),
  kind text not null,
  device text,
  client_ip text,
  detail jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index security_events_account_idx on security_events (account_id, id desc);

-- A login code the signed-in mobile app obtained (isslgncd) to open the web portal signed in
-- (lgnvcd): the code's SHA-256, single use, short-lived.
create table login_codes (
  code_hash text primary key,
  account_id uuid not null references accounts (id),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index login_codes_expires_idx on login_codes (expires_at);

-- Wrong login codes per client address, counted over a sliding window like failed sign-ins.
create table login_code_failures (
  id bigserial primary key,
  client_ip text not null,
  failed_at timestamptz not null default now()
);
create index login_code_failures_ip_idx on login_code_failures (client_ip, failed_at);
