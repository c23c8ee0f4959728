-- Service schedule per vehicle, the safety warning shown on the overview, and trouble codes.

create table vehicle_service (
  vehicle_id uuid primary key references vehicles (id),
  interval_km integer not null default 8000,
  interval_months integer not null default 6,
  last_service_odometer double precision not null,
  last_service_date date not null
);

-- The safety warning the overview shows until the owner dismisses it (dismisswarn).
alter table vehicles add column warning_message_id text;

-- Trouble codes the vehicle reported, by system (Chassis, Powertrain, Safety).
create table vehicle_trouble_codes (
  vehicle_id uuid not null references vehicles (id),
  code text not null,
  system_name text not null,
  sub_system_code text not null default '',
  description_en text not null,
  description_fr text not null,
  reported_at timestamptz not null default now(),
  primary key (vehicle_id, code)
);
