-- One photo per vehicle, cropped by the browser and checked by the server (type by its first bytes, size).
create table vehicle_photos (
  vehicle_id uuid primary key references vehicles (id) on delete cascade,
  content_type text not null,
  data bytea not null,
  updated_at timestamptz not null default now()
);
