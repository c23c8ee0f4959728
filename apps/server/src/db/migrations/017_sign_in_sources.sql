-- Issue 18, sign-in slice.
-- (Each statement is one line: the migration runner splits on semicolons at line ends.)

-- The operator's per-account allowance for clients that send no Deviceid and cannot do the
-- one-time-code step (community clients); off unless `npm run admin -- nameless-sign-in` turns it on.
alter table accounts add column nameless_sign_in_allowed boolean not null default false;

-- Failed sign-ins (and wrong current passwords in chngpsswd / chngpin) per account and source:
-- the 6th in a row from one source stops that source only, for a time that doubles with each
-- further failure, so a stranger cannot lock the owner out. account_key is the account id, or
-- "unknown:<brand>:<login hash>" for a login id that is no account (answered alike). source is
-- "ip:<address>", or "device:<hash>" for a device the account already knows.
create table sign_in_source_failures (account_key text not null, source text not null, failures integer not null default 0, last_failed_at timestamptz not null default now(), blocked_until timestamptz, primary key (account_key, source));

-- A pAuth (vrfypin) belongs to the session that asked for it and dies with it.
alter table pin_authorizations add column token_hash text;
