import { z } from "zod";

const messageIdSchema = z.coerce.string().regex(/^\d{1,18}$/, "MESSAGE_ID");

export const messageCountResultSchema = z.object({
  /** Unread messages. */
  count: z.number().int(),
});

export const messageListRequestSchema = z.object({
  /** "-1" (or -1) for the first page, then the lastMessageId of the previous page. */
  lastMessageId: z.union([z.literal(-1), z.literal("-1"), messageIdSchema]).default(-1),
  rowsPerPage: z.coerce.number().int().min(1).max(100).default(20),
});

export const inboxMessageSchema = z.object({
  id: z.string(),
  /** R read, U unread. */
  status: z.enum(["R", "U"]),
  /** yyyymmdd */
  date: z.string(),
  /** hhmmss */
  time: z.string(),
  title: z.string(),
  content: z.string(),
  vehicleId: z.string(),
  nickname: z.string(),
  checked: z.boolean(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const messageListResultSchema = z.object({
  moreData: z.boolean(),
  lastMessageId: z.string(),
  messages: z.array(inboxMessageSchema),
});

export const messageDetailRequestSchema = z.object({ messageId: messageIdSchema });
export const messageDetailResultSchema = z.object({ message: inboxMessageSchema });

export const messageIdsRequestSchema = z.object({ messageIds: z.array(messageIdSchema).min(1).max(100) });
export const markMessagesRequestSchema = messageIdsRequestSchema.extend({
  /** 0 marks read. */
  requestType: z.coerce.number().int().pipe(z.literal(0)),
});
export const messagesChangedResultSchema = z.object({ count: z.number().int() });
