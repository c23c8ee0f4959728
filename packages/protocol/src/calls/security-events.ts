import { z } from "zod";

/**
 * The account's security audit trail (issue 11): `gtsecevnts` pages through the signed-in
 * account's own events, newest first. Events never carry a secret (password, PIN, code, token).
 */
export const SECURITY_EVENT_KINDS = [
  "signIn",
  "signInFailed",
  "accountLocked",
  "accountUnlocked",
  "passwordChanged",
  "pinChanged",
  "pinLocked",
  "newDevice",
  "fraudReported",
  "signedOutEverywhere",
  "remoteCommand",
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

const eventIdSchema = z.coerce.string().regex(/^\d{1,18}$/, "EVENT_ID");

export const securityEventsRequestSchema = z.object({
  /** -1 (or "-1") for the first page, then the lastEventId of the previous page. */
  lastEventId: z.union([z.literal(-1), z.literal("-1"), eventIdSchema]).default(-1),
  rowsPerPage: z.coerce.number().int().min(1).max(100).default(20),
});

export const securityEventSchema = z.object({
  eventId: z.string(),
  kind: z.enum(SECURITY_EVENT_KINDS),
  /** When it happened, ISO 8601 in UTC (the browser shows it in the page's language). */
  date: z.string(),
  /** The client that made the request (its user agent, shortened), when known. */
  device: z.string(),
  clientIp: z.string(),
  /** signIn: password, code (mobile code login) or otp (after a one-time code); passwordChanged: settings, resetLink or resetCode. */
  method: z.string().optional(),
  /** accountLocked: failures or fraud. */
  reason: z.string().optional(),
  /** remoteCommand: the call name (drlck, rfon...) and its outcome. */
  command: z.string().optional(),
  outcome: z.enum(["success", "failed", "timeout"]).optional(),
  /** remoteCommand and pinLocked: the vehicle it was for. */
  vehicleId: z.string().optional(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

export const securityEventsResultSchema = z.object({
  moreData: z.boolean(),
  lastEventId: z.string(),
  events: z.array(securityEventSchema),
});
export type SecurityEventsResult = z.infer<typeof securityEventsResultSchema>;
