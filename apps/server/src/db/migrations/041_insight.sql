-- Insight (issue 57): the owner's tariff per car and the places the owner names.
-- A tariff prices energy in dollars: per kWh (all day, or outside an off-peak window read in its
-- time zone) and per litre of fuel. The window is all three columns or none.
create table vehicle_tariffs (
  vehicle_id uuid primary key references vehicles (id),
  time_zone text not null,
  kwh_price double precision check (kwh_price >= 0),
  litre_price double precision check (litre_price >= 0),
  off_peak_start text,
  off_peak_end text,
  off_peak_kwh_price double precision check (off_peak_kwh_price >= 0),
  saved_at timestamptz not null default now(),
  check ((off_peak_start is null) = (off_peak_end is null) and (off_peak_start is null) = (off_peak_kwh_price is null))
);

-- A place: a circle (radius in metres) around a position; charging sessions and trips starting or
-- ending inside are labelled with its name.
create table owner_places (
  id uuid primary key,
  account_id uuid not null references accounts (id),
  name text not null,
  lat double precision not null check (lat between -90 and 90),
  lon double precision not null check (lon between -180 and 180),
  radius_m integer not null check (radius_m between 25 and 5000),
  created_at timestamptz not null default now(),
  unique (account_id, name)
);
