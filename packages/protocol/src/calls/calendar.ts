import { z } from "zod";
import { ynSchema } from "./common.ts";

/** Calendar providers: 1 Google-type (OAuth authorization code), 2 iCloud-type (CalDAV with an app password). */
export const calendarCpSchema = z.union([z.literal(1), z.literal(2)]);
export type CalendarCp = z.infer<typeof calendarCpSchema>;

/** The account name at the provider: the e-mail of a Google-type account, the CalDAV user name. */
const calendarAccountNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[^\s<>"']+$/, "no spaces or quotes");
const calendarUserIdSchema = z.string().uuid();

/**
 * One linked calendar of the vehicle. ucscStatus P: the Google-type authorization was started and
 * is not finished yet; C: connected. syncStatus S: the last sync reached the provider, F: it failed
 * (errorMessage says why), "" not synced yet. Credentials are never part of an answer.
 */
export const calendarAccountSchema = z.object({
  calendarCp: calendarCpSchema,
  calendarAccount: z.string(),
  calendarUserId: z.string(),
  enableYn: ynSchema,
  syncStatus: z.enum(["S", "F", ""]),
  ucscStatus: z.enum(["P", "C"]),
  errorMessage: z.string(),
  /** yyyyMMddHHmmss of the last successful sync, "" when none. */
  lastSyncDate: z.string(),
  /** How many upcoming events the last successful sync found. */
  eventCount: z.number().int(),
});
export type CalendarAccount = z.infer<typeof calendarAccountSchema>;

/** `getcalaccount`: the vehicle's linked calendars (at most one per provider type). */
export const calendarAccountsResultSchema = z.object({ calendarList: z.array(calendarAccountSchema) });

/** `setcalaccount`: the toggle: turn sync of one calendar on (Y) or off (N). */
export const setCalendarAccountRequestSchema = z.object({ calendarUserId: calendarUserIdSchema, enableYn: ynSchema });

/** `delcalaccount`: unlink one calendar; the car forgets its events. */
export const deleteCalendarAccountRequestSchema = z.object({
  calendarAccount: z.string().min(1).max(100),
  calendarCp: calendarCpSchema,
  calendarUserId: calendarUserIdSchema,
});

const credentialsShape = {
  calendarCp: calendarCpSchema,
  calendarAccount: calendarAccountNameSchema,
  /** Google-type: the authorization code the provider returned to the callback, with its state. */
  authCode: z.string().min(1).max(2048).optional(),
  state: z.string().min(1).max(200).optional(),
  /** iCloud-type: the app-specific password made for Carport at the provider. */
  appPassword: z.string().min(1).max(200).optional(),
};

function requireCredentials(
  value: { calendarCp: CalendarCp; authCode?: string; state?: string; appPassword?: string },
  ctx: z.RefinementCtx,
) {
  if (value.calendarCp === 1) {
    if (!value.authCode) ctx.addIssue({ code: "custom", path: ["authCode"], message: "required for calendarCp 1" });
    if (!value.state) ctx.addIssue({ code: "custom", path: ["state"], message: "required for calendarCp 1" });
  } else if (!value.appPassword) {
    ctx.addIssue({ code: "custom", path: ["appPassword"], message: "required for calendarCp 2" });
  }
}

/** `addcalaccount`: link a calendar: an authorization code (type 1) or an app password (type 2). */
export const addCalendarAccountRequestSchema = z.object(credentialsShape).superRefine(requireCredentials);

/** `modifycalaccount`: new credentials (or account name) for a linked calendar. */
export const modifyCalendarAccountRequestSchema = z
  .object({ ...credentialsShape, calendarUserId: calendarUserIdSchema })
  .superRefine(requireCredentials);

/** `calauthurl`: start the Google-type authorization: where to send the owner, and the state to come back with. */
export const calendarAuthorizeRequestSchema = z.object({ calendarAccount: calendarAccountNameSchema });
export const calendarAuthorizeResultSchema = z.object({ authorizeUrl: z.string().url(), state: z.string() });
