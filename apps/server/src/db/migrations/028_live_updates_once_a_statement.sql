-- The live channel's busiest announcements are made once a statement, not once a row. A car's result
-- completes its command, writes its inbox message and saves its status in one transaction with the
-- results that arrived beside it (a batch of about 16), and each row fired a PL/pgSQL trigger that
-- turned the whole row into JSON (a status is the car's whole report) to read one or two ids from it.
-- These triggers read the statement's rows together from its transition tables instead. The payloads
-- are those of migrations 023 and 026; a vehicle or an account named by several rows is announced
-- once (PostgreSQL folded the same notice sent twice in a transaction into one already).
-- A trigger with transition tables takes one event and no column list: a command's update announces
-- the rows whose state changed, an inbox's update the rows whose status changed.
-- (Each statement is one line: the migration runner splits on semicolons at line ends.)

create function notify_live_vehicle_statuses() returns trigger language plpgsql as $$ begin perform pg_notify('carport_live', 's:' || vehicle_id) from (select distinct vehicle_id from changed_rows) c; return null; end $$;

drop trigger vehicle_status_live_update on vehicle_status;

create trigger vehicle_status_live_inserted after insert on vehicle_status referencing new table as changed_rows for each statement execute function notify_live_vehicle_statuses();

create trigger vehicle_status_live_updated after update on vehicle_status referencing new table as changed_rows for each statement execute function notify_live_vehicle_statuses();

create function notify_live_command_states() returns trigger language plpgsql as $$ begin perform pg_notify('carport_live', 'x:' || n.account_id || ':' || n.id || ':' || n.state) from new_rows n join old_rows o on o.id = n.id where n.state is distinct from o.state; return null; end $$;

drop trigger remote_transactions_live_update on remote_transactions;

create trigger remote_transactions_live_update after update on remote_transactions referencing old table as old_rows new table as new_rows for each statement execute function notify_live_command_states();

create function notify_live_inboxes() returns trigger language plpgsql as $$ begin perform pg_notify('carport_live', 'm:' || account_id) from (select distinct account_id from changed_rows) c; return null; end $$;

create function notify_live_inbox_statuses() returns trigger language plpgsql as $$ begin perform pg_notify('carport_live', 'm:' || account_id) from (select distinct n.account_id from new_rows n join old_rows o on o.id = n.id where n.status is distinct from o.status) c; return null; end $$;

drop trigger inbox_messages_live_update on inbox_messages;

create trigger inbox_messages_live_inserted after insert on inbox_messages referencing new table as changed_rows for each statement execute function notify_live_inboxes();

create trigger inbox_messages_live_deleted after delete on inbox_messages referencing old table as changed_rows for each statement execute function notify_live_inboxes();

create trigger inbox_messages_live_updated after update on inbox_messages referencing old table as old_rows new table as new_rows for each statement execute function notify_live_inbox_statuses();
