-- The vehicle history (issue 22): every status read kept as a compact row, written by the same
-- statement that saves the newest status (modules/vehicles/status-repository.ts). A read equal to
-- the vehicle's last kept row is not kept again within the hour, nor one changing only a little
-- within five minutes. Trips and charging sessions are read from these rows (@carport/domain).
create table vehicle_status_history (
  vehicle_id uuid not null references vehicles (id),
  recorded_at timestamptz not null,
  soc real,
  fuel real,
  range_km real,
  aux_battery real,
  odometer_km double precision,
  lat double precision,
  lon double precision,
  plugged smallint,
  charging boolean,
  charging_kw real,
  locked boolean not null,
  engine boolean not null,
  climate boolean not null,
  primary key (vehicle_id, recorded_at)
);
-- Housekeeping deletes by time across vehicles.
create index vehicle_status_history_recorded_idx on vehicle_status_history (recorded_at);
