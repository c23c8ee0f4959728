import { z } from "zod";
import { emptyRequestSchema } from "./common.ts";

export const termsRequestSchema = emptyRequestSchema;

/** `gttcnd`: the current terms of the request's brand, in the request's language. */
export const termsResultSchema = z.object({
  tncId: z.string(),
  version: z.string(),
  /** yyyyMMdd */
  tncDate: z.string(),
  termAndCondition: z.string(),
  privacyPolicy: z.string(),
});
export type TermsResult = z.infer<typeof termsResultSchema>;

export const verifyTermsResultSchema = z.object({
  verifiedTnC: z.boolean(),
  tncId: z.string(),
  version: z.string(),
});
export type VerifyTermsResult = z.infer<typeof verifyTermsResultSchema>;

export const confirmTermsRequestSchema = z.object({
  version: z.string().min(1).max(32),
  confirm: z.union([z.literal("Y"), z.literal(true)]),
  policyConfirm: z.union([z.enum(["Y", "N"]), z.boolean()]).optional(),
});
export type ConfirmTermsRequest = z.infer<typeof confirmTermsRequestSchema>;
export const confirmTermsResultSchema = z.object({ verifiedTnC: z.literal(true) });

/** `gttncInfo`: the terms of use alone. */
export const termsOfUseResultSchema = termsResultSchema.omit({ privacyPolicy: true });
/** `gtppInfo`: the privacy policy alone. */
export const privacyPolicyResultSchema = termsResultSchema.omit({ termAndCondition: true });

/** `gtftrtncInfo`: the terms of each connected feature. */
export const featureTermsResultSchema = z.object({
  version: z.string(),
  tncDate: z.string(),
  featureTerms: z.array(z.object({ featureCode: z.string(), title: z.string(), content: z.string() })),
});

/** `gtemrsvctnp`: the emergency-service (SOS, automatic collision notification) terms. */
export const emergencyTermsResultSchema = z.object({
  version: z.string(),
  tncDate: z.string(),
  title: z.string(),
  emergencyServiceTerms: z.string(),
});
