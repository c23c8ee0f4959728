import type { Queryable } from "../../db/database.ts";

export interface NewInboxMessage {
  accountId: string;
  vehicleId: string | null;
  key: string;
  detail?: string;
  transactionId?: string;
}

/** Writes a message to the owner's inbox. */
export function insertInboxMessage(db: Queryable, message: NewInboxMessage): Promise<void> {
  return insertInboxMessages(db, [message]);
}

/** Writes messages to their owners' inboxes, in one statement. */
export async function insertInboxMessages(db: Queryable, messages: NewInboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db.query(
    `insert into inbox_messages (account_id, vehicle_id, message_key, detail, transaction_id)
     select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::uuid[])`,
    [
      messages.map((m) => m.accountId),
      messages.map((m) => m.vehicleId),
      messages.map((m) => m.key),
      messages.map((m) => m.detail ?? ""),
      messages.map((m) => m.transactionId ?? null),
    ],
  );
  for (const accountId of new Set(messages.map((m) => m.accountId))) db.announce(`m:${accountId}`);
}

export interface InboxRow {
  id: string;
  vehicle_id: string | null;
  nickname: string | null;
  message_key: string;
  detail: string;
  api_code: string | null;
  status: "R" | "U";
  created_at: Date;
}

const SELECT_MESSAGES = `select m.id::text as id, m.vehicle_id, v.nickname, m.message_key, m.detail, t.api_code, m.status, m.created_at
  from inbox_messages m
  left join vehicles v on v.id = m.vehicle_id
  left join remote_transactions t on t.id = m.transaction_id`;

/** A page of the account's messages, newest first, older than `before` (null for the first page). */
export function listInboxMessages(db: Queryable, accountId: string, before: string | null, limit: number) {
  return db.query<InboxRow>(
    `${SELECT_MESSAGES} where m.account_id = $1 and ($2::bigint is null or m.id < $2::bigint) order by m.id desc limit $3`,
    [accountId, before, limit],
  );
}

export async function findInboxMessage(db: Queryable, accountId: string, id: string): Promise<InboxRow | null> {
  const [row] = await db.query<InboxRow>(`${SELECT_MESSAGES} where m.account_id = $1 and m.id = $2::bigint`, [accountId, id]);
  return row ?? null;
}

export async function countUnread(db: Queryable, accountId: string): Promise<number> {
  return (await countUnreadOf(db, [accountId])).get(accountId) ?? 0;
}

/** The unread counts of several accounts in one query (an account with none answers 0). */
export async function countUnreadOf(db: Queryable, accountIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.query<{ account_id: string; n: number }>(
    `select account_id, count(*)::int as n from inbox_messages
      where account_id = any($1::uuid[]) and status = 'U' group by account_id`,
    [accountIds],
  );
  return new Map(rows.map((row) => [row.account_id, row.n]));
}

/** Marks the account's messages read; other accounts' ids are ignored. Answers how many changed. */
export async function markRead(db: Queryable, accountId: string, ids: string[]): Promise<number> {
  const rows = await db.query(
    "update inbox_messages set status = 'R' where account_id = $1 and id = any($2::bigint[]) and status = 'U' returning id",
    [accountId, ids],
  );
  if (rows.length > 0) db.announce(`m:${accountId}`);
  return rows.length;
}

/** Deletes the account's messages; other accounts' ids are ignored. Answers how many went. */
export async function deleteMessages(db: Queryable, accountId: string, ids: string[]): Promise<number> {
  const rows = await db.query("delete from inbox_messages where account_id = $1 and id = any($2::bigint[]) returning id", [accountId, ids]);
  if (rows.length > 0) db.announce(`m:${accountId}`);
  return rows.length;
}
