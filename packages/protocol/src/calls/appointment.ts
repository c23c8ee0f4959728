import { z } from "zod";

const ssoToken = z.string().min(1).max(1024);

/** `getsstkn`: a single-use, short-lived token handing the owner and vehicle over to the vehicle's dealer. */
export const ssoTokenRequestSchema = z.object({ vehicleId: z.string().min(1).max(64) });
export const ssoTokenResultSchema = z.object({
  ssoToken: z.string(),
  dealerCode: z.string(),
  vehicleId: z.string(),
  /** Seconds the token stays valid. */
  ttl: z.number().int(),
  /** The dealer's booking page, token included: open it in a new tab. */
  redirectServiceURL: z.string(),
});

const handedOver = {
  dealer: z.object({ dealerCode: z.string(), dealerName: z.string(), city: z.string(), phone: z.string() }),
  owner: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  vehicle: z.object({ vehicleId: z.string(), vin: z.string(), modelName: z.string(), modelYear: z.string() }),
};

/** `vrysstkn` (the dealer's side): redeems the token once; answers who and which vehicle (7670 when used or expired). */
export const verifySsoTokenRequestSchema = z.object({ ssoToken });
export const verifySsoTokenResultSchema = z.object(handedOver);

/**
 * `gthaeatkn` (the dealer's side): redeems the token once for the booking service's access token,
 * checking it was issued for this dealer and vehicle.
 */
export const appointmentTokenRequestSchema = z.object({
  dealerCode: z.string().min(1).max(32),
  vehicleId: z.string().min(1).max(64),
  ssoToken,
});
export const appointmentTokenResultSchema = z.object({
  accessToken: z.string(),
  /** Booking tokens are not refreshed: "" */
  refreshToken: z.string(),
  scope: z.literal("appointment"),
  /** The HMAC signature part of the access token. */
  signature: z.string(),
  tokenType: z.literal("Bearer"),
  ttl: z.number().int(),
  dealerCode: z.string(),
  vehicleId: z.string(),
  redirectServiceURL: z.string(),
  ...handedOver,
});
