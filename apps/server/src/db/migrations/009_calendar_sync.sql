-- Calendar sync: the calendars an owner links to a vehicle, the Google-type authorizations under
-- way, the list of appointments the car acknowledged, and the key that seals stored credentials.

-- A linked calendar of a vehicle, at most one per provider type (1 Google-type, 2 iCloud-type).
-- credentials: sealed (AES-256-GCM) JSON: the app password, or the OAuth tokens; never answered, never logged.
create table calendar_accounts (
  id uuid primary key,
  vehicle_id uuid not null references vehicles (id),
  account_id uuid not null references accounts (id),
  calendar_cp integer not null check (calendar_cp in (1, 2)),
  calendar_account text not null,
  credentials text,
  enable_yn text not null default 'Y' check (enable_yn in ('Y', 'N')),
  -- P: authorization started, not finished; C: connected
  ucsc_status text not null check (ucsc_status in ('P', 'C')),
  -- S: last sync reached the provider; F: it failed; '': not synced yet
  sync_status text not null default '' check (sync_status in ('S', 'F', '')),
  error_code text not null default '',
  event_count integer not null default 0,
  last_sync_at timestamptz,
  -- Google-type authorization in progress: the single-use state and its deadline
  oauth_state text unique,
  oauth_state_expires_at timestamptz,
  created_at timestamptz not null default now(),
  unique (vehicle_id, calendar_cp)
);
create index calendar_accounts_enabled_idx on calendar_accounts (vehicle_id) where enable_yn = 'Y' and ucsc_status = 'C';

-- What the car's navigation says it holds (its acknowledgement on the vehicle link).
create table calendar_car_lists (
  vehicle_id uuid primary key references vehicles (id),
  events jsonb not null,
  received_at timestamptz not null
);

-- Server-wide keys made at first use when none is configured (name -> base64 key).
create table server_keys (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
