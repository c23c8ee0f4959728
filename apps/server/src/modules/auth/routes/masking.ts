import { phoneDigits } from "@carport/domain";

/** A phone shown to someone not yet signed in: its last four digits only (***-***-0123); "" when none. */
export function maskPhone(phone: string): string {
  const digits = phoneDigits(phone);
  return digits.length < 4 ? "" : `***-***-${digits.slice(-4)}`;
}
