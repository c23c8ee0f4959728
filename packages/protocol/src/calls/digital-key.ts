import { z } from "zod";
import { isAlphanumericText, phoneSchema } from "@carport/domain";

/** A key shared from the owner's digital key with another phone. */
export const sharedDigitalKeySchema = z.object({
  id: z.string(),
  sharedWith: z.string(),
  deviceName: z.string(),
  notBefore: z.string(),
  notAfter: z.string(),
});

/**
 * `dkstatus` (GET): an activated digital key (owner key, keys shared from it). A vehicle without a
 * key answers 14202 (14208 when its model has none), an enrolled key not yet paired 14209.
 */
export const digitalKeyStatusResultSchema = z.object({
  dkStatus: z.literal("activated"),
  ownerDkeyInfo: z.object({ id: z.string(), notBefore: z.string() }),
  sharedDigitalKeyInformation: z.array(sharedDigitalKeySchema),
});

/** `dktnc` (GET): the digital key's terms, in the request's language. */
export const digitalKeyTermsResultSchema = z.object({ title: z.string(), termAndCondition: z.string(), version: z.string() });

const personName = z
  .string()
  .trim()
  .min(1, "REQUIRED")
  .max(40, "TOO_LONG")
  .refine((v) => isAlphanumericText(v), "ALPHANUMERIC_TEXT");

/** `enrolldkey`: register the owner's digital key (userType O); the pairing password is mailed. */
export const enrollDigitalKeyRequestSchema = z.object({
  userType: z.literal("O", { error: "OWNER_ONLY" }),
  firstName: personName,
  lastName: personName,
  phoneNumber: phoneSchema.transform((v) => v.replace(/\D/g, "")),
});
export const enrollDigitalKeyResultSchema = z.object({ dkStatus: z.literal("enrolled") });

/** `resendpairingpw`: a new pairing password, mailed (an enrolled key only: 14202 or 14208 otherwise, an activated one 14211). */
export const pairingResendResultSchema = z.object({ sent: z.literal(true) });

/** `terminatedkservice` (GET): end the vehicle's digital key and every key shared from it. */
export const terminateDigitalKeyResultSchema = z.object({ dkStatus: z.literal("none") });
