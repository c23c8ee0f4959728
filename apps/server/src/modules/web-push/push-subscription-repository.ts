import type { Database, Queryable } from "../../db/database.ts";

export interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Keeps a browser's subscription for the account, and at most `limit` per account (the oldest go).
 * An endpoint belongs to the account that registered it first: under another account it stays
 * where it is, and the answer is false.
 */
export async function savePushSubscription(
  db: Database,
  accountId: string,
  subscription: PushSubscriptionRow,
  limit: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One subscription at a time per account, so two at once cannot both stay past the limit.
    await tx.query("select id from accounts where id = $1 for update", [accountId]);
    const kept = await tx.query(
      `insert into push_subscriptions (endpoint, account_id, p256dh, auth) values ($1, $2, $3, $4)
       on conflict (endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth, created_at = now()
       where push_subscriptions.account_id = excluded.account_id
       returning endpoint`,
      [subscription.endpoint, accountId, subscription.p256dh, subscription.auth],
    );
    if (kept.length === 0) return false;
    await tx.query(
      `delete from push_subscriptions where account_id = $1 and endpoint not in
         (select endpoint from push_subscriptions where account_id = $1 order by created_at desc, endpoint limit $2)`,
      [accountId, limit],
    );
    return true;
  });
}

/** Forgets the account's subscription at this endpoint; answers whether there was one. */
export async function deletePushSubscription(db: Queryable, accountId: string, endpoint: string): Promise<boolean> {
  const rows = await db.query("delete from push_subscriptions where account_id = $1 and endpoint = $2 returning endpoint", [
    accountId,
    endpoint,
  ]);
  return rows.length > 0;
}

/** A subscription the push service says is gone (404, 410), whoever holds it. */
export async function forgetPushEndpoint(db: Queryable, endpoint: string): Promise<void> {
  await db.query("delete from push_subscriptions where endpoint = $1", [endpoint]);
}

export function accountPushSubscriptions(db: Queryable, accountId: string): Promise<PushSubscriptionRow[]> {
  return db.query<PushSubscriptionRow>("select endpoint, p256dh, auth from push_subscriptions where account_id = $1 order by created_at", [
    accountId,
  ]);
}
