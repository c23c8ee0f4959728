-- A pAuth is signed with the site's key (core/pin-authorizations.ts) instead of stored: vrfypin
-- writes nothing. The command that uses one keeps its hash, which makes it good for one command;
-- an account's pAuth generation, raised by a password or PIN change, ends every pAuth signed before.
-- pAuths issued before this migration were good for minutes, and are answered 7317 after it.

alter table accounts add column pauth_generation integer not null default 0;
alter table remote_transactions add column pauth_hash text;
create unique index remote_transactions_pauth_hash on remote_transactions (pauth_hash) where pauth_hash is not null;
drop table pin_authorizations;
