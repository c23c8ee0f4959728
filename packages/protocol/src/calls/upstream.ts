import { z } from "zod";

/** The makers whose owner API Carport can link to: one upstream per brand (not `other`). */
export const UPSTREAM_BRANDS = ["hacc", "kci", "gen"] as const;
export const upstreamBrandSchema = z.enum(UPSTREAM_BRANDS);
export type UpstreamBrand = z.infer<typeof upstreamBrandSchema>;

/**
 * A linked maker account as the owner sees it; credentials, tokens and the PIN are never answered.
 * state `code`: the maker asked for its one-time code (upstrmotp); `linked`: signed in.
 * lastErrorCode: the last upstream failure as a Carport code (78xx), "" when the last exchange worked.
 */
export const upstreamAccountSchema = z.object({
  brand: upstreamBrandSchema,
  loginId: z.string(),
  state: z.enum(["code", "linked"]),
  pinSet: z.boolean(),
  lastErrorCode: z.string(),
  lastErrorMessage: z.string(),
  /** yyyyMMddHHmmss (UTC) of the last status read from the maker, "" when none yet. */
  lastPollDate: z.string(),
  /** The Carport vehicles brought in from this account. */
  vehicles: z.array(z.object({ vehicleId: z.string(), vin: z.string(), nickName: z.string() })),
});
export type UpstreamAccount = z.infer<typeof upstreamAccountSchema>;

export const upstreamAccountsResultSchema = z.object({ accounts: z.array(upstreamAccountSchema) });
export type UpstreamAccountsResult = z.infer<typeof upstreamAccountsResultSchema>;

/** `upstrmlnk`: sign in to the maker's owner API with the maker account's e-mail and password. */
export const upstreamLinkRequestSchema = z.object({
  brand: upstreamBrandSchema,
  loginId: z
    .string()
    .trim()
    .min(3)
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+$/, "an e-mail address"),
  password: z.string().min(1).max(200),
});
export type UpstreamLinkRequest = z.infer<typeof upstreamLinkRequestSchema>;

/** `upstrmotp`: the one-time code the maker sent to the owner. */
export const upstreamCodeRequestSchema = z.object({
  brand: upstreamBrandSchema,
  otpNo: z.string().regex(/^\d{6}$/, "six digits"),
});

/** `upstrmpin`: the PIN of the maker account, asked once and kept sealed, for remote commands. */
export const upstreamPinRequestSchema = z.object({
  brand: upstreamBrandSchema,
  pin: z.string().regex(/^\d{4}$/, "four digits"),
});

/** `upstrmvhcls`, `upstrmunlnk`: one linked brand. */
export const upstreamBrandRequestSchema = z.object({ brand: upstreamBrandSchema });

/** A vehicle of the maker account, as the maker lists it. */
export const upstreamVehicleSchema = z.object({
  upstreamVehicleId: z.string(),
  vin: z.string(),
  nickName: z.string(),
  modelName: z.string(),
  modelYear: z.string(),
  fuelKindCode: z.string(),
  /** The Carport vehicle it was brought in as, "" when not yet. */
  vehicleId: z.string(),
});
export type UpstreamVehicle = z.infer<typeof upstreamVehicleSchema>;
export const upstreamVehiclesResultSchema = z.object({ vehicles: z.array(upstreamVehicleSchema) });

/** `upstrmadd`: bring one maker vehicle into Carport. */
export const upstreamAddRequestSchema = z.object({
  brand: upstreamBrandSchema,
  upstreamVehicleId: z.string().min(1).max(64),
});
export const upstreamAddResultSchema = z.object({ vehicleId: z.string() });
