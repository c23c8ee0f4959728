import { randomUUID } from "node:crypto";
import type { NotificationChannelKind } from "@carport/domain";
import type { Database, Queryable } from "../../db/database.ts";
import { isUuidShaped } from "../../db/uuid-shape.ts";

/** A receiver as stored: its token still sealed. */
export interface ChannelRow {
  id: string;
  account_id: string;
  kind: NotificationChannelKind;
  label: string;
  url: string;
  topic: string;
  sealed_token: string | null;
  enabled: boolean;
  alerts: boolean;
  commands: boolean;
}

const COLUMNS = "id, account_id, kind, label, url, topic, sealed_token, enabled, alerts, commands";

/** The account's receivers, oldest first. */
export function accountChannels(db: Queryable, accountId: string): Promise<ChannelRow[]> {
  return db.query<ChannelRow>(`select ${COLUMNS} from notification_channels where account_id = $1 order by created_at, id`, [accountId]);
}

/** One receiver, by id; only the account's own when accountId is given. */
export async function findChannel(db: Queryable, id: string, accountId?: string): Promise<ChannelRow | null> {
  if (!isUuidShaped(id)) return null;
  const [row] = await db.query<ChannelRow>(
    `select ${COLUMNS} from notification_channels where id = $1 and ($2::uuid is null or account_id = $2::uuid)`,
    [id, accountId ?? null],
  );
  return row ?? null;
}

/**
 * Keeps a new receiver unless the account already has `limit`: answers it, or null at the limit.
 * One add at a time per account, so two at once cannot both pass the limit.
 */
export function addChannel(db: Database, input: Omit<ChannelRow, "id" | "enabled">, limit: number): Promise<ChannelRow | null> {
  return db.transaction(async (tx) => {
    await tx.query("select id from accounts where id = $1 for update", [input.account_id]);
    const [count] = await tx.query<{ n: number }>("select count(*)::int as n from notification_channels where account_id = $1", [
      input.account_id,
    ]);
    if (count!.n >= limit) return null;
    const [row] = await tx.query<ChannelRow>(
      `insert into notification_channels (id, account_id, kind, label, url, topic, sealed_token, alerts, commands)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${COLUMNS}`,
      [randomUUID(), input.account_id, input.kind, input.label, input.url, input.topic, input.sealed_token, input.alerts, input.commands],
    );
    return row!;
  });
}

/** Changes the account's receiver's switches and name; answers it, or null when it is not the account's. */
export async function updateChannel(
  db: Queryable,
  accountId: string,
  id: string,
  change: { label?: string | undefined; enabled?: boolean | undefined; alerts?: boolean | undefined; commands?: boolean | undefined },
): Promise<ChannelRow | null> {
  if (!isUuidShaped(id)) return null;
  const [row] = await db.query<ChannelRow>(
    `update notification_channels
        set label = coalesce($3, label), enabled = coalesce($4, enabled), alerts = coalesce($5, alerts), commands = coalesce($6, commands)
      where id = $1 and account_id = $2 returning ${COLUMNS}`,
    [id, accountId, change.label ?? null, change.enabled ?? null, change.alerts ?? null, change.commands ?? null],
  );
  return row ?? null;
}

/** Removes the account's receiver; answers whether there was one. */
export async function removeChannel(db: Queryable, accountId: string, id: string): Promise<boolean> {
  if (!isUuidShaped(id)) return false;
  return (await db.query("delete from notification_channels where id = $1 and account_id = $2 returning id", [id, accountId])).length > 0;
}

/** Turns a receiver off (its unsubscribe link); answers whether it exists. */
export async function disableChannel(db: Queryable, id: string): Promise<boolean> {
  if (!isUuidShaped(id)) return false;
  return (await db.query("update notification_channels set enabled = false where id = $1 returning id", [id])).length > 0;
}
