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
