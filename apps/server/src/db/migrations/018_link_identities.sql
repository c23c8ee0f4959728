-- Who may connect to the vehicle link (issue 21). One row per identity; the secret is kept only as
-- its hash, in Mosquitto's password-file format ($7$: PBKDF2-SHA512). A car's identity lives and
-- dies with its factory record. A gateway acts for the cars granted to it (or every car: all_vehicles).
-- Rotating or revoking an identity tells the broker to cut its sessions off (channel carport_link_identities).
-- (Each statement is one line where it holds semicolons: the migration runner splits on semicolons at line ends.)
create table link_identities (
  username text primary key,
  kind text not null check (kind in ('vehicle', 'gateway', 'server', 'operator')),
  vin text unique references factory_vehicles (vin) on delete cascade,
  all_vehicles boolean not null default false,
  secret_hash text not null,
  created_at timestamptz not null default now(),
  rotated_at timestamptz not null default now(),
  check ((kind = 'vehicle') = (vin is not null))
);

create table link_gateway_vehicles (
  username text not null references link_identities (username) on delete cascade,
  vin text not null references factory_vehicles (vin) on delete cascade,
  primary key (username, vin)
);

create function notify_link_identity() returns trigger language plpgsql as $$ begin perform pg_notify('carport_link_identities', old.username); return null; end $$;

create trigger link_identities_changed after update of secret_hash or delete on link_identities for each row execute function notify_link_identity();

create trigger link_gateway_vehicles_changed after delete on link_gateway_vehicles for each row execute function notify_link_identity();
