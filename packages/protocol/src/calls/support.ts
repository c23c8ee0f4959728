import { z } from "zod";
import { supportDateTimeReason, vinSchema } from "@carport/domain";

/** What a support request can be about (labels EN/FR come from `emlspprtftr`). */
export const SUPPORT_FEATURE_CODES = [
  "REMOTE_LOCK",
  "REMOTE_START",
  "REMOTE_CLIMATE",
  "HORN_LIGHTS",
  "CHARGING",
  "VEHICLE_STATUS",
  "VEHICLE_HEALTH",
  "NOTIFICATIONS",
  "DRIVER_PROFILES",
  "DIGITAL_KEY",
  "ACCOUNT",
  "OTHER",
] as const;
/** Where the key was when the problem happened. */
export const KEY_LOCATIONS = ["IN_VEHICLE", "NEAR_VEHICLE", "AWAY_FROM_VEHICLE", "UNKNOWN"] as const;
/** How the owner's device was connected. */
export const CONNECTION_TYPES = ["WIFI", "CELLULAR", "WIRED", "UNKNOWN"] as const;
/** The notes of a support request hold at most this many characters (the textarea's max length). */
export const SUPPORT_NOTES_MAX_LENGTH = 1000;

const codeAndName = z.object({ code: z.string(), name: z.string() });

/** `emlspprtftr`: the choices of the e-mail support form, in the request's language. */
export const supportFeaturesResultSchema = z.object({
  features: z.array(z.object({ featureCode: z.enum(SUPPORT_FEATURE_CODES), featureName: z.string() })),
  keyLocations: z.array(codeAndName),
  connectionTypes: z.array(codeAndName),
  notesMaxLength: z.number().int(),
});

/**
 * `emlspprt`: when it happened in UTC (date yyyymmdd, time hhmm; never in the future), on which of
 * the account's vehicles, with what, where the key was and how the device was connected.
 */
export const emailSupportRequestSchema = z
  .object({
    vin: vinSchema,
    featureCode: z.enum(SUPPORT_FEATURE_CODES, { error: "FEATURE_CODE" }),
    date: z.string().regex(/^\d{8}$/, "DATE_FORMAT"),
    time: z.string().regex(/^\d{4}$/, "TIME_FORMAT"),
    keyLocation: z.enum(KEY_LOCATIONS, { error: "KEY_LOCATION" }),
    connectionType: z.enum(CONNECTION_TYPES, { error: "CONNECTION_TYPE" }),
    notes: z.string().max(SUPPORT_NOTES_MAX_LENGTH, "TOO_LONG").default(""),
  })
  .superRefine((request, ctx) => {
    const reason = supportDateTimeReason(request.date, request.time);
    if (!reason) return;
    // Name the part that is wrong: a later day is the date's fault, a later minute today the time's.
    const today = new Date().toISOString().slice(0, 10).replaceAll("-", "");
    const field = reason === "SUPPORT_DATETIME_FUTURE" ? (request.date > today ? "date" : "time") : "date";
    ctx.addIssue({ code: "custom", path: [field], message: reason });
  });
export const emailSupportResultSchema = z.object({
  /** The request's number, quoted by support when they answer. */
  requestId: z.string(),
});

/** `gtfaq`: brand line G or H; `query` keeps the entries whose question or answer holds every word. */
export const faqRequestSchema = z.object({
  brand: z.enum(["G", "H"], { error: "BRAND" }),
  query: z.string().trim().max(100, "TOO_LONG").optional(),
});
export const faqResultSchema = z.object({
  faqs: z.array(z.object({ faqId: z.string(), category: z.string(), categoryName: z.string(), question: z.string(), answer: z.string() })),
});
