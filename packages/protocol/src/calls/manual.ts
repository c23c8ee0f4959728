import { z } from "zod";

/**
 * `getfodssotkn`: a signed, short-lived token opening the vehicle's owner's manual (FOD) without a
 * second sign-in. Query-style to (the page: manual), userId and brand line G (gen) or H (the others).
 */
export const manualTokenRequestSchema = z.object({
  to: z.string().max(32).optional(),
  userId: z.string().max(254).optional(),
  /** A brand code (the query's `brand` on a bare address) reads as its line: gen G, the others H. */
  brand: z.preprocess((v) => (v === "gen" ? "G" : v === "hacc" || v === "kci" ? "H" : v), z.enum(["G", "H"], { error: "BRAND_LINE" })),
});
export const manualTokenResultSchema = z.object({
  ssoToken: z.string(),
  username: z.string(),
  /** Seconds the token stays valid. */
  ttl: z.number().int(),
  /** The manual in the request's language, token included. */
  manualUrl: z.string(),
});
