import { z } from "zod";
import { inCarCodeSchema, nicknameSchema, vinSchema } from "@carport/domain";
import { registrationFieldsSchema as registerAccountRequestSchema } from "./enrollment.ts";

/** `sendQrCode` (q vin): the VIN may come in the body or as the `vin` query parameter. */
/** The car's modem id its in-car enrollment link names next to the VIN; refused when it is not that VIN's. */
const meidSchema = z
  .string()
  .trim()
  .max(32)
  .regex(/^[0-9A-Za-z]*$/, "MEID_FORMAT")
  .optional();
export const sendQrCodeRequestSchema = z.object({ vin: vinSchema.optional(), meid: meidSchema });
/** The car now shows the code; it is valid until expiresAt (ISO time), validitySeconds from now. */
export const sendQrCodeResultSchema = z.object({ expiresAt: z.string(), validitySeconds: z.number().int() });

/** `verifyQrCode` (q vin) qrCode: the code the car shows, scanned or typed. */
export const verifyQrCodeRequestSchema = z.object({ vin: vinSchema.optional(), qrCode: inCarCodeSchema, meid: meidSchema });
/**
 * The code matched: `vehicleId` names this in-car enrollment in the completion call
 * (`ivecmpltn` or `ivscmpltn`) until expiresAt; the vehicle is described for the owner.
 */
export const verifyQrCodeResultSchema = z.object({
  vehicleId: z.string(),
  vin: z.string(),
  modelName: z.string(),
  modelYear: z.string(),
  fuelKindCode: z.string(),
  expiresAt: z.string(),
});

const inCarVehicleIdSchema = z.string().trim().min(1).max(128);

/** `ivecmpltn`: registers a new account with the vehicle verified in the car (payload of rgacct, the VIN given by vehicleId). */
export const inCarRegisterRequestSchema = registerAccountRequestSchema
  .omit({ vehicle: true, primaryEnrolledUser: true, carThroughMaker: true })
  .extend({ vehicleId: inCarVehicleIdSchema, nickname: nicknameSchema });

/** `ivscmpltn`: adds the vehicle verified in the car to the signed-in account. */
export const inCarAddVehicleRequestSchema = z.object({
  vehicleId: inCarVehicleIdSchema,
  nickname: nicknameSchema,
  tncId: z.string().max(64).optional(),
  tncConfirm: z.union([z.literal("Y"), z.literal(true)], { error: "TERMS_REQUIRED" }),
  notificationList: registerAccountRequestSchema.shape.notificationList,
  preferredDealer: registerAccountRequestSchema.shape.preferredDealer,
  policyConfirm: registerAccountRequestSchema.shape.policyConfirm,
  promotionAllow: registerAccountRequestSchema.shape.promotionAllow,
  /** Accepted as addvhcl takes it; the code the car showed is the proof here, so it is not compared. */
  primaryEnrolledUser: registerAccountRequestSchema.shape.primaryEnrolledUser,
});

/**
 * 7 (rpsComplete): registered and fully enrolled; 8 (rpsCompleteWA): registered, waiting for the
 * owner's approval (the owner data did not match); 9 (rpsCompleteIVS): added to the signed-in
 * account. vehicleId is the enrolled vehicle's, when the caller may know it.
 */
export const inCarCompletionResultSchema = z.object({
  enrollmentStatus: z.union([z.literal(7), z.literal(8), z.literal(9)]),
  vehicleId: z.string().optional(),
});
