import { z } from "zod";
import { emailConfirmationCodeSchema } from "@carport/domain";

/** `cnfrmeml`: the six-digit code of the confirmation mail (typed, or carried by its link). */
export const confirmEmailRequestSchema = z.object({ code: emailConfirmationCodeSchema });
/** The account's address is confirmed (also when it already was). */
export const confirmEmailResultSchema = z.object({ emailConfirmed: z.literal(true) });

/** `rsndcnfrmeml`: mails a new code; answers alike whether a mail went (mail limits) or the address was already confirmed. */
export const resendEmailConfirmationResultSchema = z.object({});
