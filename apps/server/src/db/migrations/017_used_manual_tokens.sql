-- Owner's-manual tokens (getfodssotkn) already opened: each opens the manual once (issue 18).
-- Rows are needed only until the token would have expired anyway.
create table used_manual_tokens (
  jti text primary key,
  expires_at timestamptz not null,
  used_at timestamptz not null default now()
);
