-- Driver profiles, second drivers and their shared profile, the profile log, e-mail support
-- requests, and the dealer appointment hand-off (single-use tokens, requested appointments).

-- The primary driver's profiles 1 to 3 of a vehicle; a row exists once a profile was saved.
create table driver_profiles (
  vehicle_id uuid not null references vehicles (id),
  profile_index integer not null check (profile_index between 1 and 3),
  -- null: the default name, in the reader's language
  profile_name text,
  -- elementName -> value, as validated against the vehicle's profile tree
  element_values jsonb not null default '{}',
  -- the client's local time of the save (yyyyMMddHHmmss) and its hours from UTC
  saved_time text not null default '',
  saved_time_offset double precision not null default 0,
  updated_at timestamptz not null default now(),
  primary key (vehicle_id, profile_index)
);

-- A second driver of a vehicle: invited by e-mail (3), sharing (0), or over (4). At most one open
-- (0 or 3) per vehicle; the shared profile's values live on the row.
create table second_drivers (
  id uuid primary key,
  vehicle_id uuid not null references vehicles (id),
  primary_account_id uuid not null references accounts (id),
  secondary_email text not null,
  secondary_account_id uuid references accounts (id),
  status text not null check (status in ('0', '3', '4')),
  -- why a share ended: cancelled, declined, unlinkedByPrimary, unlinkedBySecondary
  end_reason text,
  profile_name text,
  element_values jsonb not null default '{}',
  saved_time text not null default '',
  saved_time_offset double precision not null default 0,
  invited_at timestamptz not null default now(),
  responded_at timestamptz,
  ended_at timestamptz
);
create unique index second_drivers_one_open on second_drivers (vehicle_id) where status in ('0', '3');
create index second_drivers_invited_idx on second_drivers (secondary_email) where status = '3';
create index second_drivers_sharing_idx on second_drivers (secondary_account_id) where status = '0';

-- What happened to a vehicle's profiles and its share, newest last.
create table profile_log (
  id bigserial primary key,
  vehicle_id uuid not null references vehicles (id),
  account_id uuid not null references accounts (id),
  share_id uuid references second_drivers (id),
  profile_index integer,
  action text not null,
  category text not null default '',
  elements jsonb not null default '[]',
  saved_time text not null default '',
  saved_time_offset double precision not null default 0,
  created_at timestamptz not null default now()
);
create index profile_log_vehicle_idx on profile_log (vehicle_id, id desc);

-- E-mail support requests, kept as sent to the support mailbox.
create table support_requests (
  id bigserial primary key,
  account_id uuid not null references accounts (id),
  vehicle_id uuid not null references vehicles (id),
  feature_code text not null,
  occurred_at timestamptz not null,
  key_location text not null,
  connection_type text not null,
  notes text not null,
  language_id integer not null,
  created_at timestamptz not null default now()
);

-- Signed tokens of the dealer hand-off, each usable once: 'sso' from getsstkn, 'booking' for the
-- booking form that redeeming one opens.
create table dealer_tokens (
  jti text primary key,
  kind text not null check (kind in ('sso', 'booking')),
  account_id uuid not null references accounts (id),
  vehicle_id uuid not null references vehicles (id),
  dealer_code text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Appointments requested on the dealer booking page.
create table dealer_appointments (
  id bigserial primary key,
  account_id uuid not null references accounts (id),
  vehicle_id uuid not null references vehicles (id),
  dealer_code text not null,
  service_code text not null,
  appointment_date text not null,
  appointment_time text not null,
  notes text not null,
  language_id integer not null,
  created_at timestamptz not null default now()
);
