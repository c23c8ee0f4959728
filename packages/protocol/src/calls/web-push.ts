import { z } from "zod";

/** `wbpshcfg`: whether this site pushes notifications to browsers, and the VAPID public key to subscribe with. */
export const webPushConfigResultSchema = z.object({
  available: z.boolean(),
  /** base64url; "" when not available. */
  publicKey: z.string(),
});

/** `wbpshsub`: the browser's PushSubscription.toJSON(), kept for the signed-in account (checked by @carport/domain). */
export const webPushSubscribeRequestSchema = z.object({
  endpoint: z.string().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().max(200), auth: z.string().max(100) }),
});

/** `wbpshunsub`: forgets this endpoint's subscription (the browser unsubscribed). */
export const webPushUnsubscribeRequestSchema = z.object({ endpoint: z.string().max(2048) });

export const webPushSubscriptionResultSchema = z.object({ subscribed: z.boolean() });
