-- Registration: tries of the dealer-token and owner-data checks, counted per VIN on the server,
-- and what an owner agreed to when registering.

create table enrollment_attempts (
  vin text not null,
  kind text not null,
  failures integer not null default 0,
  updated_at timestamptz not null default now(),
  primary key (vin, kind)
);

alter table accounts add column promotion_allow boolean not null default false;
alter table accounts add column notification_list jsonb not null default '[]';
