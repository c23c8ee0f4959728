-- Trips the vehicles report, and the day of the month each vehicle's monthly report is made.

create table vehicle_trips (
  id bigserial primary key,
  vehicle_id uuid not null references vehicles (id),
  started_at timestamptz not null,
  minutes double precision not null,
  idle_minutes double precision not null,
  km double precision not null,
  drivetrain_kwh double precision not null,
  climate_kwh double precision not null,
  accessories_kwh double precision not null,
  battery_care_kwh double precision not null,
  regen_kwh double precision not null,
  fuel_litres double precision not null
);
create index vehicle_trips_vehicle_started on vehicle_trips (vehicle_id, started_at);

alter table vehicles add column report_day integer not null default 1;
