import { groupCommit } from "./group-commit.ts";

/** One NOTIFY: a payload on a channel. */
export interface Notice {
  channel: string;
  payload: string;
}

/*
 * Why not a trigger: PostgreSQL commits every transaction that notified one after another, holding
 * one lock for the whole cluster through its WAL flush (async.c, "serialize writers"). A notice
 * sent by the busiest writes' own transactions (a command recorded, a thousand a second) made each
 * of them wait in that queue; sent here, after they committed, the notices of a burst share one
 * short statement of their own. synchronous_commit is off for it alone: a notice lost with the
 * database server is one the listeners would have missed while reconnecting, which they already
 * handle (Database.listen's `live(false)`).
 */
const NOTIFY_ALL = `select pg_notify(n.channel, n.payload)
  from (select set_config('synchronous_commit', 'off', true)) as commit_mode, unnest($1::text[], $2::text[]) as n (channel, payload)`;

/**
 * Sends notices outside any transaction: one alone at once, those sent while a statement is running
 * together in the next. Answers when the notice was sent; it is lost if that fails.
 */
export function noticesAfterCommit(query: (sql: string, params: unknown[]) => Promise<unknown>): (notice: Notice) => Promise<void> {
  const sendAll = async (notices: Notice[]) => {
    await query(NOTIFY_ALL, [notices.map((n) => n.channel), notices.map((n) => n.payload)]);
    return notices.map(() => undefined);
  };
  return groupCommit<Notice, void>({ batch: sendAll, one: async (notice) => void (await sendAll([notice])) });
}
