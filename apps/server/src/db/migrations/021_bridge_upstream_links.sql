-- The bridge: an owner's account at a car maker's cloud (the "upstream", same owner API) linked to
-- their Carport account, and the vehicles brought in from it. Credentials, the upstream session and
-- the PIN are sealed (AES-256-GCM, sealing/credential-box.ts): a dump shows none of them.
create table upstream_accounts (
  id uuid primary key,
  account_id uuid not null references accounts (id),
  brand text not null,
  login_id text not null,
  -- 'code': the maker asked for its one-time code; 'linked': signed in.
  state text not null,
  -- {password, deviceId}
  sealed_credentials text not null,
  -- {accessToken} when linked; {userInfoUuid, otpKey, email} while waiting for the code.
  sealed_session text,
  sealed_pin text,
  -- The last upstream failure as a Carport code (78xx), null when the last exchange worked.
  last_error_code text,
  -- Back-off: failures in a row, and no polling before retry_at.
  failures integer not null default 0,
  retry_at timestamptz,
  last_poll_at timestamptz,
  created_at timestamptz not null default now(),
  unique (account_id, brand)
);

-- A Carport vehicle whose car is upstream: its status is read from the maker, its commands forwarded there.
create table upstream_vehicles (
  vehicle_id uuid primary key references vehicles (id),
  upstream_account_id uuid not null references upstream_accounts (id),
  upstream_vehicle_id text not null,
  -- The last time the car was woken for a fresh status (the budget counts from it).
  last_fresh_at timestamptz
);
create index upstream_vehicles_account_idx on upstream_vehicles (upstream_account_id);
