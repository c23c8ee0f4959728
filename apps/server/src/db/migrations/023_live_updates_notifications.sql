-- Live updates (modules/live-updates): every instance forwards changes to the browsers streaming
-- from it. What changed is announced here, by any writer on any instance, once committed, on the
-- channel carport_live. Payloads (ids only, each instance reads what it sends):
--   "s:<vehicle id>"                      a vehicle's status was saved
--   "x:<account id>:<transaction id>"     a remote command was recorded or completed (its sender)
--   "m:<account id>"                      the account's inbox changed (new, read or deleted messages)
-- (Each statement is one line: the migration runner splits on semicolons at line ends.)

create function notify_live_update() returns trigger language plpgsql as $$ declare row jsonb := case when TG_OP = 'DELETE' then to_jsonb(old) else to_jsonb(new) end; payload text := TG_ARGV[0]; begin for i in 1 .. TG_NARGS - 1 loop payload := payload || ':' || (row ->> TG_ARGV[i]); end loop; perform pg_notify('carport_live', payload); return null; end $$;

create trigger vehicle_status_live_update after insert or update on vehicle_status for each row execute function notify_live_update('s', 'vehicle_id');

create trigger remote_transactions_live_update after insert or update of state on remote_transactions for each row execute function notify_live_update('x', 'account_id', 'id');

create trigger inbox_messages_live_update after insert or update of status or delete on inbox_messages for each row execute function notify_live_update('m', 'account_id');

-- EventSource cannot send headers and an access token must never be in a URL: a browser trades its
-- token (in a header) for a ticket good for one stream opening, within a minute.
create table live_stream_tickets (
  ticket_hash text primary key,
  token_hash text not null references access_tokens (token_hash) on delete cascade,
  expires_at timestamptz not null
);
