import { z } from "zod";
import { emailSchema, nicknameSchema, passwordSchema, pinSchema, postalCodeSchema, vinSchema } from "@carport/domain";
import { accountInfoSchema } from "./account.ts";

const yn = z.union([z.enum(["Y", "N"]), z.boolean()]);

export const vehicleValidationRequestSchema = z.object({ vin: vinSchema });
/**
 * `vldvhcl`: is this VIN in the factory record of the brand, and what the screens show of it (model
 * year, name, last 4). Anonymous, so nothing more: the fuel kind, owner, dealer and enrollment are
 * not answered (issue 54).
 */
export const vehicleValidationResultSchema = z.object({
  vin: z.string(),
  last4: z.string(),
  modelName: z.string(),
  modelYear: z.string(),
});

/**
 * The VIN of a call that names it `vin` (vehicle-area.md) or `vehicleId` (account-and-enrollment.md:
 * before enrollment the car has no other id): `vin` when given, else `vehicleId`, checked as a VIN
 * either way (7998 naming the field that carried it).
 */
function vinOrVehicleId<T extends { vin?: string | undefined; vehicleId?: string | undefined }>(body: T, ctx: z.RefinementCtx) {
  const field = body.vin !== undefined ? "vin" : "vehicleId";
  const parsed = vinSchema.safeParse(body.vin ?? body.vehicleId);
  if (!parsed.success) {
    ctx.addIssue({ code: "custom", path: [field], message: parsed.error.issues[0]?.message ?? "VIN_REQUIRED" });
    return z.NEVER;
  }
  return { ...body, vin: parsed.data };
}

export const dealerTokenRequestSchema = z
  .object({
    vin: z.string().max(64).optional(),
    rdrToken: z.string().trim().min(1).max(32),
    vehicleId: z.string().max(64).optional(),
    /** The client's count; the server keeps its own. */
    numberOfTry: z.number().int().min(0).max(10).optional(),
  })
  .transform(vinOrVehicleId);
export const dealerTokenResultSchema = z.object({ validated: z.literal(true), triesLeft: z.number().int() });

export const ownerCheckRequestSchema = z.object({
  firstName: z.string().trim().min(1).max(40),
  lastName: z.string().trim().min(1).max(40),
  postalCode: postalCodeSchema,
  vin: vinSchema,
});
export const ownerCheckResultSchema = z.object({
  matched: z.boolean(),
  /** Fields that differ from the factory record: firstName, lastName, postalCode. */
  mismatched: z.array(z.enum(["firstName", "lastName", "postalCode"])),
  triesLeft: z.number().int(),
  /** After the last try registration goes on without a match. */
  proceed: z.boolean(),
});

export const dataValidatorRequestSchema = z.object({
  validationCode: z.union([z.literal(1), z.literal("1")]),
  caseIgnore: yn.optional(),
  requestData: z
    .array(z.object({ key: z.enum(["firstName", "lastName", "postalCode", "vin", "vehicleId"]), value: z.string().max(80) }))
    .min(1)
    .max(5),
});
export const dataValidatorResultSchema = z.object({
  validationResult: z.boolean(),
  validationStatus: z.array(z.object({ key: z.string(), status: z.boolean() })),
});

const notificationRowSchema = z.object({
  type: z.string().max(40).optional(),
  /** The name gtntfsttng gives the type; either is read. */
  notificationType: z.string().max(40).optional(),
  push: yn.optional(),
  email: yn.optional(),
  priorityType: z.string().max(2).optional(),
  pushAlways: z.string().max(2).optional(),
  emailAlways: z.string().max(2).optional(),
});

/**
 * `rgacct`. With `carThroughMaker` "Y" the owner's car is connected through the maker's app and
 * comes in afterwards from the linked maker account (upstrmadd): no car is looked up or enrolled
 * now, `vehicle` is optional (the VIN the owner typed, if any, is remembered with its nickname for
 * that car), and the profile is required (there is no dealer token without a car).
 */
export const registrationFieldsSchema = z.object({
  vehicle: z.object({ vin: vinSchema, nickName: nicknameSchema.optional() }).optional(),
  carThroughMaker: yn.optional(),
  account: z
    .object({ email: z.string().trim().pipe(emailSchema), password: passwordSchema, confirmPassword: z.string() })
    .refine((a) => a.password === a.confirmPassword, { message: "confirmMismatch", path: ["confirmPassword"] }),
  pin: pinSchema,
  tncId: z.string().max(64).optional(),
  tncConfirm: z.union([z.literal("Y"), z.literal(true)], { error: "TERMS_REQUIRED" }),
  notificationList: z.array(notificationRowSchema).max(50).default([]),
  /** A dealerCode of the brand's directory (dlrsrch); another one is refused (7998) before anything changes. */
  preferredDealer: z.string().trim().max(32).optional(),
  rdrToken: z.string().trim().max(32).optional(),
  profile: accountInfoSchema
    .partial({ phones: true, addresses: true, middleName: true, suffix: true })
    // The specification writes the address as profile.address; Carport's screens as addresses.primary.
    .extend({ address: accountInfoSchema.shape.addresses.shape.primary.optional() })
    .transform(({ address, ...profile }) => (address && !profile.addresses ? { ...profile, addresses: { primary: address } } : profile))
    .optional(),
  primaryEnrolledUser: z.object({ firstName: z.string().max(40), lastName: z.string().max(40), postalCode: z.string().max(8) }).optional(),
  policyConfirm: yn.optional(),
  promotionAllow: yn.optional(),
});
export const registerAccountRequestSchema = registrationFieldsSchema.superRefine((body, ctx) => {
  const throughMaker = body.carThroughMaker === "Y" || body.carThroughMaker === true;
  if (!throughMaker && !body.vehicle) ctx.addIssue({ code: "custom", path: ["vehicle"], message: "VIN_REQUIRED" });
  if (!throughMaker && body.vehicle && body.vehicle.nickName === undefined)
    ctx.addIssue({ code: "custom", path: ["vehicle", "nickName"], message: "emptyNick" });
  if (throughMaker && !body.profile) ctx.addIssue({ code: "custom", path: ["profile"], message: "PROFILE_REQUIRED" });
});
/** `enrollmentStatus` 0: no car enrolled yet (`carThroughMaker`: it comes from the maker account). */
export const registrationResultSchema = z.object({ enrollmentStatus: z.number().int() });

/**
 * `addvhcl`: the car is proven the owner's as registration proves it, by the dealer token
 * (`rdrToken`) or the owner record's names and postal code (`primaryEnrolledUser`); the in-car
 * code goes through `ivscmpltn`. Without either the call is refused (7998 naming primaryEnrolledUser).
 */
export const addVehicleRequestSchema = z.object({
  vin: vinSchema,
  nickname: nicknameSchema,
  /** The terms the owner read (gttcnd's tncId); absent: the brand's current terms. */
  tncId: z.string().max(64).optional(),
  tncConfirm: z.union([z.literal("Y"), z.literal(true)], { error: "TERMS_REQUIRED" }),
  notificationList: z.array(notificationRowSchema).max(50).default([]),
  rdrToken: z.string().trim().max(32).optional(),
  primaryEnrolledUser: z
    .object({ firstName: z.string().trim().min(1).max(40), lastName: z.string().trim().min(1).max(40), postalCode: postalCodeSchema })
    .optional(),
  policyConfirm: yn.optional(),
  promotionAllow: yn.optional(),
});
export const addVehicleResultSchema = z.object({
  vehicleId: z.string(),
  enrollmentStatus: z.number().int(),
  subscriptionStatus: z.string(),
});
