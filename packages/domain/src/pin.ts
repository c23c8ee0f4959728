import { z } from "zod";

/** A PIN is exactly this many digits. */
export const PIN_LENGTH = 4;

/**
 * Why a PIN was refused: missing (the spec's PIN_REQUIRED), not 4 digits, all digits equal
 * (1111), or digits that ascend or descend by one (0123, 1234, 3210, 9876).
 */
export type PinReason = "PIN_REQUIRED" | "PIN_FORMAT" | "PIN_SAME_DIGITS" | "PIN_SEQUENTIAL";

/** The reason a PIN breaks the rules of both specs' section 5, or null when it is acceptable. */
export function pinReason(value: string | null | undefined): PinReason | null {
  if (value === null || value === undefined || value.trim() === "") return "PIN_REQUIRED";
  if (!/^[0-9]{4}$/.test(value)) return "PIN_FORMAT";
  const digits = Array.from(value, Number);
  if (digits.every((d) => d === digits[0])) return "PIN_SAME_DIGITS";
  for (const step of [1, -1]) {
    if (digits.every((d, i) => i === 0 || d - digits[i - 1]! === step)) return "PIN_SEQUENTIAL";
  }
  return null;
}

/** True when the PIN may be set (chngpin, rgacct). */
export function isValidPin(value: string | null | undefined): boolean {
  return pinReason(value) === null;
}

/** Server-side PIN check for a PIN being chosen; the issue message is the PinReason key. */
export const pinSchema = z.string({ error: "PIN_REQUIRED" }).superRefine((value, ctx) => {
  const reason = pinReason(value);
  if (reason) ctx.addIssue({ code: "custom", message: reason });
});

/**
 * A PIN being presented (vrfypin, remote commands) only needs the shape: an old PIN that a later
 * rule would refuse must still unlock the commands it was set for.
 */
export const pinEntrySchema = z.string({ error: "PIN_REQUIRED" }).superRefine((value, ctx) => {
  const reason = pinReason(value);
  if (reason === "PIN_REQUIRED" || reason === "PIN_FORMAT") ctx.addIssue({ code: "custom", message: reason });
});
