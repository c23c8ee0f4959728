-- Failed sign-ins to a car maker's portal per Carport account (issue 54): the bridge relayed every
-- password an owner, or whoever holds an owner's session, typed to the maker. Counted as enrollment
-- tries are (modules/upstream/maker-sign-in-tries.ts): before the password leaves, with a doubling wait.

create table maker_sign_in_tries (
  account_id uuid primary key references accounts (id) on delete cascade,
  failures integer not null default 0,
  -- How many times this account used up its tries: each doubles its wait.
  lockouts integer not null default 0,
  blocked_until timestamptz,
  updated_at timestamptz not null default now()
);
