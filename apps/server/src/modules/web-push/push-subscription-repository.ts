import type { Queryable } from "../../db/database.ts";

export interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Keeps a browser's subscription for the account; the same endpoint under another account moves to this one. */
export async function savePushSubscription(db: Queryable, accountId: string, subscription: PushSubscriptionRow): Promise<void> {
  await db.query(
    `insert into push_subscriptions (endpoint, account_id, p256dh, auth) values ($1, $2, $3, $4)
     on conflict (endpoint) do update set account_id = excluded.account_id, p256dh = excluded.p256dh, auth = excluded.auth, created_at = now()`,
    [subscription.endpoint, accountId, subscription.p256dh, subscription.auth],
  );
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
