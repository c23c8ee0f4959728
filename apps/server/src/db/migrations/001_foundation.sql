-- Accounts, the factory record, enrolled vehicles, their last status, access tokens and terms.

create table accounts (
  id uuid primary key,
  brand text not null,
  email text not null,
  password_hash text not null,
  pin_hash text not null,
  first_name text not null default '',
  middle_name text not null default '',
  last_name text not null default '',
  suffix text not null default '',
  notification_email text not null default '',
  phone_primary text not null default '',
  phone_secondary text not null default '',
  street text not null default '',
  suite text not null default '',
  city text not null default '',
  province text not null default 'ON',
  postal_code text not null default '',
  odometer_unit integer not null default 1,
  climate_unit text not null default 'C',
  language_id integer not null default 0,
  maintenance_alert boolean not null default true,
  preferred_dealer text,
  status text not null default 'active',
  created_at timestamptz not null default now(),
  unique (brand, email)
);

-- What the factory knows of every vehicle built, enrolled or not.
create table factory_vehicles (
  vin text primary key,
  brand text not null,
  model_code text not null,
  model_name text not null,
  model_year text not null,
  trim text not null default '',
  exterior_color text not null default '',
  fuel_kind_code text not null,
  gen_type text not null,
  is_ccs2 boolean not null default false,
  remote_ignition boolean not null default false,
  main_battery_type text not null default '',
  owner_first_name text not null,
  owner_last_name text not null,
  owner_postal_code text not null,
  dealer_token text not null,
  dealer_code text not null default '',
  created_at timestamptz not null default now()
);

-- A vehicle enrolled to an account.
create table vehicles (
  id uuid primary key,
  vin text not null unique references factory_vehicles (vin),
  account_id uuid not null references accounts (id),
  nickname text not null,
  enrollment_status integer not null,
  subscription_status text not null,
  subscription_end_date text not null default '',
  suspended boolean not null default false,
  is_default boolean not null default false,
  dtc_count integer not null default 0,
  odometer double precision not null default 0,
  odometer_unit integer not null default 1,
  enrolled_at timestamptz not null default now()
);
create index vehicles_account_idx on vehicles (account_id);

-- The last status each vehicle reported.
create table vehicle_status (
  vehicle_id uuid primary key references vehicles (id),
  status jsonb not null,
  reported_at timestamptz not null
);

-- Access tokens are kept only as SHA-256 hashes.
create table access_tokens (
  token_hash text primary key,
  refresh_hash text not null unique,
  account_id uuid not null references accounts (id),
  issued_at timestamptz not null default now(),
  expires_at timestamptz not null,
  last_used_at timestamptz not null default now(),
  revoked_at timestamptz,
  client_ip text not null default ''
);
create index access_tokens_account_idx on access_tokens (account_id);

-- Terms and privacy policy versions per brand; the newest tnc_date is current.
create table terms (
  brand text not null,
  version text not null,
  tnc_id text not null,
  tnc_date text not null,
  terms_en text not null,
  terms_fr text not null,
  privacy_en text not null,
  privacy_fr text not null,
  primary key (brand, version)
);

create table terms_acceptances (
  account_id uuid not null references accounts (id),
  version text not null,
  policy_confirm boolean not null default false,
  accepted_at timestamptz not null default now(),
  primary key (account_id, version)
);
