-- Climate favourites (vehicle-area.md, climate page): up to three saved climate-start presets per
-- vehicle, one of them the default.
create table climate_favourites (
  vehicle_id uuid not null references vehicles (id),
  slot integer not null check (slot between 1 and 3),
  name text not null,
  is_default boolean not null default false,
  temperature text not null,
  defrost boolean not null,
  heated_features boolean not null,
  duration_minutes integer not null,
  saved_at timestamptz not null default now(),
  primary key (vehicle_id, slot)
);
