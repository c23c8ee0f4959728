import { invalidFieldDescription, type LanguageId } from "@carport/protocol";
import type { z } from "zod";
import { ApiError } from "../../../http/api-error.ts";

/**
 * Applies a rule of @carport/domain to one field of a body the protocol schema already accepted:
 * a broken rule answers 400 and 7998 naming the field, with the rule's key (e.g. "uppercase").
 */
export function checkField(schema: z.ZodType, value: unknown, field: string, language: LanguageId): void {
  const parsed = schema.safeParse(value);
  if (parsed.success) return;
  const reason = parsed.error.issues[0]?.message ?? "invalid";
  throw new ApiError("7998", invalidFieldDescription(field, reason, language), 400);
}
