-- In-car enrollment: each code a car was asked to show (valid 10 minutes, single use, wrong
-- tries counted), and once verified, the id that completes the enrollment (kept as a hash).

create table in_car_codes (
  id uuid primary key,
  vin text not null references factory_vehicles (vin),
  code_hash text not null,
  -- The account that asked for the code, when signed in: only it may verify the code.
  requested_by uuid references accounts (id) on delete cascade,
  expires_at timestamptz not null,
  failures integer not null default 0,
  -- A newer code for the same car replaces this one.
  replaced boolean not null default false,
  verified_at timestamptz,
  -- The account that verified it, when signed in: only it may complete the enrollment.
  verified_by uuid references accounts (id) on delete cascade,
  completion_hash text unique,
  completion_expires_at timestamptz,
  used_at timestamptz,
  created_at timestamptz not null
);

create index in_car_codes_by_vin on in_car_codes (vin, created_at desc);
