import { z } from "zod";
import { emptyRequestSchema } from "./common.ts";

export const loginRequestSchema = z.object({
  loginId: z.string().min(1).max(254),
  password: z.string().min(1).max(128),
  /** From `gtcptch`, with the typed `captchaValue`: required while the last answer carried `captchayn: Y` (else 7407). */
  captchaKey: z.string().max(128).optional(),
  captchaValue: z.string().max(16).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expireIn: z.number().int(),
});
export type Token = z.infer<typeof tokenSchema>;

export const accountPreferenceSchema = z.object({
  odometerUnit: z.number().int(),
  climateUnit: z.enum(["C", "F"]),
  languageId: z.union([z.literal(0), z.literal(1)]),
  maintenanceAlert: z.boolean(),
  preferredDealer: z.string().nullable(),
});

export const accountInformationSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  suffix: z.string(),
  notificationEmail: z.string(),
  brand: z.string(),
  /** False until the login e-mail is confirmed (cnfrmeml); the CONFIRMED_EMAIL_CALLS answer 7022 meanwhile. */
  emailConfirmed: z.boolean(),
  preference: accountPreferenceSchema,
});
export type AccountInformation = z.infer<typeof accountInformationSchema>;

const loginCommon = {
  accountInformation: accountInformationSchema,
  verifiedTnC: z.boolean(),
  /** The default vehicle's VIN and id, empty when the account has no vehicle. */
  vin: z.string(),
  vehicleId: z.string(),
  iveType: z.string(),
  fuelKindCode: z.string(),
};

/** `lgnV2` and `v2/login`. */
export const loginResultSchema = z.object({ token: tokenSchema, ...loginCommon });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** `lgn`: the older call with the token fields directly in the result. */
export const flatLoginResultSchema = tokenSchema.extend(loginCommon);

export const logoutRequestSchema = emptyRequestSchema;
export const logoutResultSchema = z.object({});

export const verifyTokenRequestSchema = emptyRequestSchema;
export const verifyTokenResultSchema = z.object({
  valid: z.literal(true),
  expireIn: z.number().int(),
  accountInformation: accountInformationSchema,
  verifiedTnC: z.boolean(),
});
export type VerifyTokenResult = z.infer<typeof verifyTokenResultSchema>;
