-- Every server instance keeps the answers of the everyday signed-in reads in memory (db/answer-cache.ts),
-- dropped by the session cache's notifications (migration 016) and by these, on their own channel
-- carport_answer_cache so that the session cache does not drop sessions for them.
-- Payloads: "a:<account id>", "v:<vehicle id>", "*" (drop everything); a row whose column is null announces nothing.
-- (Each statement is one line: the migration runner splits on semicolons at line ends.)

create function notify_answer_cache() returns trigger language plpgsql as $$ declare id text; begin if TG_ARGV[0] = '*' then perform pg_notify('carport_answer_cache', '*'); return null; end if; id := (case when TG_OP = 'DELETE' then to_jsonb(old) else to_jsonb(new) end) ->> TG_ARGV[1]; if id is not null then perform pg_notify('carport_answer_cache', TG_ARGV[0] || ':' || id); end if; if TG_OP = 'UPDATE' and (to_jsonb(old) ->> TG_ARGV[1]) is distinct from id and (to_jsonb(old) ->> TG_ARGV[1]) is not null then perform pg_notify('carport_answer_cache', TG_ARGV[0] || ':' || (to_jsonb(old) ->> TG_ARGV[1])); end if; return null; end $$;

-- The vehicle list of the account a vehicle is enrolled to, or moved to or from.
create trigger vehicles_answer_cache after insert or update of account_id on vehicles for each row execute function notify_answer_cache('a', 'account_id');

-- The vehicle list of the second driver a share is given to, changed or ended for.
create trigger second_drivers_answer_cache after insert or update or delete on second_drivers for each row execute function notify_answer_cache('a', 'secondary_account_id');

-- The unread count of the account an inbox message is for.
create trigger inbox_messages_answer_cache after insert or update or delete on inbox_messages for each row execute function notify_answer_cache('a', 'account_id');

-- The next service of the vehicle whose service record changed.
create trigger vehicle_service_answer_cache after insert or update or delete on vehicle_service for each row execute function notify_answer_cache('v', 'vehicle_id');

-- A finished command is kept until its row goes (retention, a vehicle or an account deleted).
create trigger remote_transactions_answer_cache after delete on remote_transactions for each statement execute function notify_answer_cache('*');

-- An accepted-terms check is kept until a new version of the terms, or the account's acceptances change.
create trigger terms_answer_cache after insert or update or delete on terms for each statement execute function notify_answer_cache('*');

create trigger terms_acceptances_answer_cache after update or delete on terms_acceptances for each row execute function notify_answer_cache('a', 'account_id');
