-- Open Vehicle Monitoring System (OVMS v3) modules as car identities (issue 60). The module logs in
-- with its "server v3" user name (a link identity of kind 'ovms', its secret's hash in
-- link_identities like any other) and publishes under its own topic prefix ovms/<user>/<vehicle id>/.
-- One module per car. Its PIN (the module's own, for lock/unlock) is sealed (SEALING_KEY box
-- "ovms-module-pins"). `supports`: the capabilities the owner or operator confirmed (lock, climate,
-- charge, valet); `refused`: those the module answered it cannot do ("functionality not available",
-- "Unrecognised command"), learned from its answers, until confirmed again.
alter table link_identities drop constraint link_identities_kind_check;

alter table link_identities add constraint link_identities_kind_check check (kind in ('vehicle', 'gateway', 'server', 'operator', 'ovms'));

create table ovms_modules (
  username text primary key references link_identities (username) on delete cascade,
  vin text not null unique references factory_vehicles (vin) on delete cascade,
  vehicle_id text not null,
  topic_prefix text not null unique,
  sealed_pin text,
  supports text[] not null default '{lock}',
  refused text[] not null default '{}',
  created_at timestamptz not null default now()
);

-- A module goes with its identity: removed (its car left the factory record), its identity goes too,
-- and the broker cuts its session off (link_identities_changed).
create function drop_ovms_identity() returns trigger language plpgsql as $$ begin delete from link_identities where username = old.username; return null; end $$;

create trigger ovms_modules_removed after delete on ovms_modules for each row execute function drop_ovms_identity();

-- The module was registered for the car's enrollment: when the car leaves its account (deleted,
-- unenrolled), the module stops speaking for it; the next owner's car starts without it.
create function drop_ovms_module_of_vehicle() returns trigger language plpgsql as $$ begin delete from ovms_modules where vin = old.vin; return null; end $$;

create trigger vehicles_removed_ovms after delete on vehicles for each row execute function drop_ovms_module_of_vehicle();
