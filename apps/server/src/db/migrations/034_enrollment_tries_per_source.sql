-- Enrollment proofs' tries are counted per source (issue 54): a stranger's wrong dealer tokens,
-- owner data or in-car codes spend the stranger's own tries (per client address, and per account
-- when signed in), never the owner's. The per-VIN counters they replace let 24 anonymous requests
-- make an unregistered car un-enrollable for good.

create table enrollment_tries (
  vin text not null references factory_vehicles (vin) on delete cascade,
  -- 'token' (dealer token) or 'owner' (owner data)
  kind text not null,
  -- 'addr:<client address, an IPv6 client per /64>' or 'acct:<account id>'
  source text not null,
  failures integer not null default 0,
  -- How many times this source used up its tries: each doubles its wait (modules/enrollment/attempt-repository.ts).
  lockouts integer not null default 0,
  blocked_until timestamptz,
  updated_at timestamptz not null default now(),
  primary key (vin, kind, source)
);

create index enrollment_tries_updated_idx on enrollment_tries (updated_at);

-- Wrong in-car codes per code and source: one source's guesses never use up the code for another.
create table in_car_code_tries (
  code_id uuid not null references in_car_codes (id) on delete cascade,
  source text not null,
  failures integer not null default 0,
  primary key (code_id, source)
);

create index in_car_code_tries_source_idx on in_car_code_tries (source);

drop table enrollment_attempts;
