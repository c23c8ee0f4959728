-- A command recorded as pending is no longer announced by its own transaction: PostgreSQL commits
-- the transactions that NOTIFY one at a time, through a lock of the whole cluster held over their
-- WAL flush, and a command's record is the busiest write there is. The instance that recorded it
-- sends "x:<account id>:<transaction id>:P" once it has committed, with the other notices of the
-- moment (db/notices-after-commit.ts); its completion ("C", a batch of results in one transaction)
-- is still announced here.
-- (Each statement is one line: the migration runner splits on semicolons at line ends.)

drop trigger remote_transactions_live_update on remote_transactions;

create trigger remote_transactions_live_update after update of state on remote_transactions for each row execute function notify_live_update('x', 'account_id', 'id', 'state');
