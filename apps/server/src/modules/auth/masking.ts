import { phoneDigits } from "@carport/domain";

/** An e-mail shown to someone not yet signed in: first and last letter of the name, the domain (d***o@example.com). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  const name = email.slice(0, at);
  const shown = name.length <= 2 ? `${name[0]}***` : `${name[0]}***${name[name.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}

/** A phone shown to someone not yet signed in: its last four digits only (***-***-0123); "" when none. */
export function maskPhone(phone: string): string {
  const digits = phoneDigits(phone);
  return digits.length < 4 ? "" : `***-***-${digits.slice(-4)}`;
}
