import { z } from "zod";

/**
 * The owner's own notification receivers (`ntfchnl…`): a webhook, an ntfy topic or a Gotify server,
 * each with its own switches; tokens go in, never come back (`hasToken` says one is kept).
 */
export const notificationChannelKindSchema = z.enum(["webhook", "ntfy", "gotify"]);

export const notificationChannelSchema = z.object({
  id: z.string(),
  kind: notificationChannelKindSchema,
  label: z.string(),
  url: z.string(),
  /** ntfy only; "" otherwise. */
  topic: z.string(),
  hasToken: z.boolean(),
  /** The owner's switch (an unsubscribe link turns it off). */
  enabled: z.boolean(),
  /** Car alerts: alarm, warnings, trouble codes, charge complete, climate or engine ended. */
  alerts: z.boolean(),
  /** Results of commands: the owner's own and scheduled ones. */
  commands: z.boolean(),
});

/** `ntfchnl`: the account's receivers, how many it may keep, and whether this site offers them. */
export const notificationChannelsResultSchema = z.object({
  channels: z.array(notificationChannelSchema),
  perAccount: z.number().int(),
});

/** `ntfchnladd`: checked by @carport/domain (channelInputProblems), then where the URL's name leads. */
export const addNotificationChannelRequestSchema = z.object({
  kind: z.string().max(20),
  label: z.string().max(200).optional(),
  url: z.string().max(2048),
  topic: z.string().max(200).optional(),
  token: z.string().max(500).optional(),
  alerts: z.boolean().optional(),
  commands: z.boolean().optional(),
});

/** `ntfchnlupd`: the switches and the name; the address is fixed (remove and add again to change it). */
export const updateNotificationChannelRequestSchema = z.object({
  id: z.string().max(64),
  label: z.string().max(200).optional(),
  enabled: z.boolean().optional(),
  alerts: z.boolean().optional(),
  commands: z.boolean().optional(),
});

export const notificationChannelIdRequestSchema = z.object({ id: z.string().max(64) });

export const notificationChannelResultSchema = z.object({ channel: notificationChannelSchema });
export const removedNotificationChannelResultSchema = z.object({ removed: z.boolean() });

/**
 * `ntfchnltst`: a test message through the delivery queue, answered after its first try: delivered,
 * retrying (the receiver failed for now; the queue tries again) or refused (for good), with the reason.
 */
export const testNotificationChannelResultSchema = z.object({
  outcome: z.enum(["delivered", "retrying", "refused"]),
  reason: z.string(),
});

/**
 * `ntfopts`: which channels this site can deliver through (a channel it cannot use is not offered),
 * whether to offer this browser's notifications now (after the owner's first successful command),
 * and the owner's choice for their own commands' successes in the inbox.
 */
export const notificationOptionsResultSchema = z.object({
  channels: z.object({
    email: z.boolean(),
    push: z.boolean(),
    sms: z.boolean(),
    receivers: z.boolean(),
  }),
  offerPush: z.boolean(),
  commandResultsToInbox: z.boolean(),
});

/** `ntfoptssave`: the owner's own commands' successes in the inbox, or not (failures and car alerts always are). */
export const saveNotificationOptionsRequestSchema = z.object({ commandResultsToInbox: z.boolean() });
