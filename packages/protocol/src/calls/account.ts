import { z } from "zod";
import {
  emailSchema,
  isAlphanumericText,
  mailUnsafeReason,
  passwordSchema,
  phoneSchema,
  pinSchema,
  postalCodeSchema,
  PROVINCES,
} from "@carport/domain";

export { PROVINCES };

const name = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "TOO_LONG")
    .refine((v) => v === "" || isAlphanumericText(v), "ALPHANUMERIC_TEXT");
/** A person's name: it reaches mails (an invitation's subject), so it carries no link. */
const personName = (max: number) =>
  name(max).superRefine((value, ctx) => {
    const reason = mailUnsafeReason(value);
    if (reason) ctx.addIssue({ code: "custom", message: reason });
  });
const requiredName = (max: number) => personName(max).refine((v) => v !== "", "REQUIRED");
const optionalPhone = z.union([z.literal(""), phoneSchema.transform((v) => v.replace(/\D/g, ""))]);

export const accountInfoSchema = z.object({
  firstName: requiredName(40),
  middleName: personName(40).default(""),
  lastName: requiredName(40),
  suffix: personName(10).default(""),
  notificationEmail: emailSchema,
  phones: z.object({ primary: optionalPhone.default(""), secondary: optionalPhone.default("") }),
  addresses: z.object({
    primary: z.object({
      street: name(80).default(""),
      suite: name(20).default(""),
      city: name(40).default(""),
      province: z.enum(PROVINCES, { error: "PROVINCE" }).default("ON"),
      postalCode: z.union([z.literal(""), postalCodeSchema]).default(""),
    }),
  }),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** `gtacctinfo` answers the account as the personal-information panel shows it. */
export const accountInfoResultSchema = accountInfoSchema.extend({
  email: z.string(),
  /** False until the login e-mail is confirmed (cnfrmeml). */
  emailConfirmed: z.boolean(),
  preference: z.object({
    odometerUnit: z.number().int(),
    climateUnit: z.enum(["C", "F"]),
    languageId: z.union([z.literal(0), z.literal(1)]),
    maintenanceAlert: z.boolean(),
    preferredDealer: z.string().nullable(),
  }),
});

/** `svacctprf`: all three of odometer unit, climate unit and language are required (PREFERENCE_SUBMIT_FAILED). */
export const savePreferencesRequestSchema = z.object({
  preference: z.object({
    odometerUnit: z.union([z.literal(1), z.literal(3)], { error: "PREFERENCE_SUBMIT_FAILED" }),
    climateUnit: z.enum(["C", "F"], { error: "PREFERENCE_SUBMIT_FAILED" }),
    languageId: z.union([z.literal(0), z.literal(1)], { error: "PREFERENCE_SUBMIT_FAILED" }),
    maintenanceAlert: z.boolean().default(true),
  }),
});

export const changePasswordRequestSchema = z
  .object({ oldPassword: z.string().min(1).max(128), newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((b) => b.newPassword === b.confirmPassword, { message: "confirmMismatch", path: ["confirmPassword"] });

export const changePinRequestSchema = z.object({ pin: pinSchema, password: z.string().min(1).max(128) });
