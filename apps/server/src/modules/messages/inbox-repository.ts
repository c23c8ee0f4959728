import type { Queryable } from "../../db/database.ts";

/** Writes a message to the owner's inbox. */
export async function insertInboxMessage(
  db: Queryable,
  message: { accountId: string; vehicleId: string | null; key: string; detail?: string; transactionId?: string },
): Promise<void> {
  await db.query(
    `insert into inbox_messages (account_id, vehicle_id, message_key, detail, transaction_id) values ($1, $2, $3, $4, $5)`,
    [message.accountId, message.vehicleId, message.key, message.detail ?? "", message.transactionId ?? null],
  );
}

export function listInboxMessages(db: Queryable, accountId: string, limit = 20) {
  return db.query<{ id: string; vehicle_id: string | null; message_key: string; detail: string; status: string; created_at: Date }>(
    "select id, vehicle_id, message_key, detail, status, created_at from inbox_messages where account_id = $1 order by id desc limit $2",
    [accountId, limit],
  );
}
