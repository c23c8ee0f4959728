import { isValidPhone } from "@carport/domain";
import type { CallRequest, CallResult } from "@carport/protocol";
import { isApiError } from "../../api/api-error.ts";

export type DigitalKeyStatus = CallResult<"digitalKeyStatus">;
export type EnrollDigitalKeyBody = CallRequest<"digitalKeyEnroll">;

/** What the digital key screen shows: none, enrolled, activated. */
export type DigitalKeyState = { kind: "none" } | { kind: "enrolled" } | { kind: "activated"; status: DigitalKeyStatus };

/** The screen's state from `dkstatus`: 14202 and 14208 none, 14209 enrolled (account-and-enrollment.md 8); null for any other failure. */
export function digitalKeyStateOf(result: DigitalKeyStatus | undefined, error: unknown): DigitalKeyState | null {
  if (result) return { kind: "activated", status: result };
  if (!isApiError(error)) return null;
  if (error.errorCode === "14202" || error.errorCode === "14208") return { kind: "none" };
  if (error.errorCode === "14209") return { kind: "enrolled" };
  return null;
}

/** Whether a shared key's last day (`notAfter`, YYYYMMDD, inclusive) has passed on the owner's calendar. */
export function sharedKeyExpired(notAfter: string, today: Date = new Date()): boolean {
  if (!/^\d{8}$/.test(notAfter)) return false;
  const day = `${today.getFullYear()}${String(today.getMonth() + 1).padStart(2, "0")}${String(today.getDate()).padStart(2, "0")}`;
  return notAfter < day;
}

/** The registration form. */
export interface EnrollForm {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  termsAccepted: boolean;
}

export type EnrollProblems = Partial<Record<keyof EnrollForm, "required" | "phone" | "terms">>;

/** What keeps the form from being sent: names required, a 10-digit phone, the terms accepted. */
export function enrollProblems(form: EnrollForm): EnrollProblems {
  const problems: EnrollProblems = {};
  if (!form.firstName.trim()) problems.firstName = "required";
  if (!form.lastName.trim()) problems.lastName = "required";
  if (!isValidPhone(form.phoneNumber)) problems.phoneNumber = "phone";
  if (!form.termsAccepted) problems.termsAccepted = "terms";
  return problems;
}

/** The `enrolldkey` body: always the owner (userType O), the only user the portal registers. */
export function enrollRequestOf(form: EnrollForm): EnrollDigitalKeyBody {
  return {
    userType: "O",
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phoneNumber: form.phoneNumber.replace(/\D/g, ""),
  };
}
