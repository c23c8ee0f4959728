-- Every server instance keeps the sessions it has checked in memory (modules/auth/session-cache.ts).
-- Whatever a session check reads is watched here: a change, by any writer on any instance, tells
-- every instance which entries to drop, on the channel carport_session_cache, once committed.
-- Payloads: "t:<token hash>", "a:<account id>", "v:<vehicle id>", "*" (drop everything).
-- (Each statement is one line: the migration runner splits on semicolons at line ends.)

create function notify_session_cache() returns trigger language plpgsql as $$ begin perform pg_notify('carport_session_cache', case when TG_ARGV[0] = '*' then '*' else TG_ARGV[0] || ':' || ((case when TG_OP = 'DELETE' then to_jsonb(old) else to_jsonb(new) end) ->> TG_ARGV[1]) end); return null; end $$;

-- A token's expiry sliding forward (last_used_at, expires_at) is not watched: the cache reads a
-- token whose cached expiry has passed from the database again.
create trigger access_tokens_session_cache after update of revoked_at or delete on access_tokens for each row execute function notify_session_cache('t', 'token_hash');

create trigger accounts_session_cache after update or delete on accounts for each row execute function notify_session_cache('a', 'id');

create trigger vehicles_session_cache after update or delete on vehicles for each row execute function notify_session_cache('v', 'id');

create trigger second_drivers_session_cache after insert or update or delete on second_drivers for each row execute function notify_session_cache('v', 'vehicle_id');

create trigger vehicle_status_session_cache after insert or update or delete on vehicle_status for each row execute function notify_session_cache('v', 'vehicle_id');

create trigger factory_vehicles_session_cache after update or delete on factory_vehicles for each statement execute function notify_session_cache('*');
