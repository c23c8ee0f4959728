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
