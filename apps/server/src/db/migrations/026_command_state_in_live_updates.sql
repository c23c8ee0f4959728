-- A remote command's live update names the state it reached: "x:<account id>:<transaction id>:<P|C>".
-- A command just recorded as pending changes nothing an instance keeps in memory (db/answer-cache.ts:
-- nothing was kept of a transaction before it existed), so the instance that recorded it keeps the
-- pending row and answers the owner's polls from memory until "C" (completed or failed) is announced.
-- (Each statement is one line: the migration runner splits on semicolons at line ends.)

drop trigger remote_transactions_live_update on remote_transactions;

create trigger remote_transactions_live_update after insert or update of state on remote_transactions for each row execute function notify_live_update('x', 'account_id', 'id', 'state');
