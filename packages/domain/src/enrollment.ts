import { postalCodeReason } from "./postal-code.ts";

/** Completion views of the registration and add-vehicle dialogs. */
export type CompletionView = "safetyComplete" | "complete" | "regComplete" | "rpsComplete" | "rpsCompleteWA" | "rpsCompleteIVS";

/**
 * The completion view after a successful submit, by the vehicle's enrollment status (both specs'
 * section 4): 1-3 safetyComplete, 7 rpsComplete, 8 rpsCompleteWA, 9 rpsCompleteIVS, anything
 * else (4 included) complete, or regComplete when it ends a registration.
 */
export function completionView(enrollmentStatus: number, flow: "addVehicle" | "registration" = "addVehicle"): CompletionView {
  if (enrollmentStatus >= 1 && enrollmentStatus <= 3) return "safetyComplete";
  if (enrollmentStatus === 7) return "rpsComplete";
  if (enrollmentStatus === 8) return "rpsCompleteWA";
  if (enrollmentStatus === 9) return "rpsCompleteIVS";
  return flow === "registration" ? "regComplete" : "complete";
}

/** The dialog a vehicle's enrollment status asks for: 1 the full enrollment, 2 add-vehicle/sign-in; null otherwise. */
export function enrollmentDialogFor(enrollmentStatus: number): "enrollment" | "addVehicle" | null {
  if (enrollmentStatus === 1) return "enrollment";
  if (enrollmentStatus === 2) return "addVehicle";
  return null;
}

/**
 * The enrollment status of a vehicle enrolled without proof of ownership (the owner-data check
 * failed its 3 tries at registration): it gives its account nothing of the car until the owner
 * proves it with the dealer token or from inside the car.
 */
export const UNPROVEN_ENROLLMENT_STATUS = 3;

/**
 * Enrollments that wait for the owner's proof of ownership and give nobody anything of the car
 * until then: 1 the car enrolled itself from its screen (the owner completes the full enrollment
 * dialog), 2 the dealer enrolled it to the account at delivery (the owner completes the
 * add-vehicle dialog), 3 a registration failed its owner check. Whoever proves it takes it over.
 */
export const PENDING_ENROLLMENT_STATUSES: readonly number[] = [1, 2, UNPROVEN_ENROLLMENT_STATUS];

/** True when the enrollment was proven (dealer token, owner data or in-car code), so the car may be used. */
export function isProvenEnrollment(enrollmentStatus: number): boolean {
  return !PENDING_ENROLLMENT_STATUSES.includes(enrollmentStatus);
}

/** The ways an owner proves a car is theirs when adding it (the registration's, account-and-enrollment.md 4). */
export type OwnershipProofKind = "ownerData" | "dealerToken" | "inCar";

/** What an owner typed to prove a car theirs in the add-vehicle dialog. */
export interface OwnershipProofInput {
  firstName: string;
  lastName: string;
  postalCode: string;
  rdrToken: string;
}

/** Why a proof field was refused: empty, or a postal code of the wrong shape. */
export type OwnershipProofReason = "required" | "postalCode";

/**
 * The proof fields that cannot be sent as typed, for the chosen way (the in-car code is given in
 * its own flow): the owner's first and last names and a complete postal code, or a dealer token.
 */
export function ownershipProofProblems(
  kind: Exclude<OwnershipProofKind, "inCar">,
  input: OwnershipProofInput,
): Partial<Record<keyof OwnershipProofInput, OwnershipProofReason>> {
  if (kind === "dealerToken") return input.rdrToken.trim() === "" ? { rdrToken: "required" } : {};
  const problems: Partial<Record<keyof OwnershipProofInput, OwnershipProofReason>> = {};
  if (input.firstName.trim() === "") problems.firstName = "required";
  if (input.lastName.trim() === "") problems.lastName = "required";
  const postal = postalCodeReason(input.postalCode);
  if (postal) problems.postalCode = postal === "POSTAL_CODE_REQUIRED" ? "required" : "postalCode";
  return problems;
}

/** Dealer-token and owner-data checks allow 3 tries each (account-and-enrollment.md 9). */
export const ENROLLMENT_MAX_TRIES = 3;
/** The error that reports the dealer-token attempts exhausted; it forces the count to the maximum. */
export const DEALER_TOKEN_EXHAUSTED_CODE = "7654";

/** The try count after a failed dealer-token or owner-data check: one more, or the maximum on error 7654. */
export function triesAfterFailure(tries: number, errorCode?: string | number | null): number {
  if (errorCode !== undefined && errorCode !== null && String(errorCode) === DEALER_TOKEN_EXHAUSTED_CODE) return ENROLLMENT_MAX_TRIES;
  return Math.min(ENROLLMENT_MAX_TRIES, Math.max(0, tries) + 1);
}

/** True while another check may be sent (fewer than 3 tries used). */
export function hasTriesLeft(tries: number): boolean {
  return tries < ENROLLMENT_MAX_TRIES;
}

/** The owner fields the registration data check compares. */
export const OWNER_FIELDS = ["firstName", "lastName", "postalCode"] as const;
/** One owner field of the data check. */
export type OwnerField = (typeof OWNER_FIELDS)[number];
/** The owner data entered or on record. */
export type OwnerData = Record<OwnerField, string | null | undefined>;

/**
 * A value as compared: Unicode-normalised (NFKC), trimmed, inner spaces collapsed, case folded
 * unless told otherwise; a postal code without its spaces, in capitals, whatever the case rule.
 */
function comparable(field: OwnerField, value: string | null | undefined, caseIgnore: boolean): string {
  const text = (value ?? "").normalize("NFKC").trim().replace(/\s+/g, " ");
  if (field === "postalCode") return text.replace(/\s+/g, "").toUpperCase();
  return caseIgnore ? text.toLocaleLowerCase("en-CA") : text;
}

/**
 * The fields where entered owner data differs from the owner record (datavalidator,
 * vrfyvhclownr, the in-car registration), in OWNER_FIELDS order; a field not entered (undefined)
 * is not compared, an empty one is. Case is ignored unless caseIgnore is false, and "k1a0b1"
 * matches "K1A 0B1". The server's one rule (enrollment/owner-match.ts).
 */
export function ownerDataMismatches(entered: Partial<OwnerData>, record: OwnerData, options: { caseIgnore?: boolean } = {}): OwnerField[] {
  const caseIgnore = options.caseIgnore ?? true;
  return OWNER_FIELDS.filter(
    (field) =>
      entered[field] !== undefined && comparable(field, entered[field], caseIgnore) !== comparable(field, record[field], caseIgnore),
  );
}

/** The message key naming each mismatched owner field (vehicle-area.md 8). */
export const OWNER_FIELD_MESSAGE_KEYS: Record<OwnerField, string> = {
  firstName: "FIRST_NAME_ONLY",
  lastName: "LAST_NAME_ONLY",
  postalCode: "POSTAL_CODE_ONLY",
};

/**
 * The message keys of an owner-data mismatch, in order: REGISTRATION_RDR_MISMATCH_1, one key per
 * mismatched field (FIRST_NAME_ONLY, LAST_NAME_ONLY, POSTAL_CODE_ONLY), REGISTRATION_RDR_MISMATCH_2.
 * Empty when nothing differs.
 */
export function ownerMismatchMessageKeys(fields: readonly OwnerField[]): string[] {
  const listed = OWNER_FIELDS.filter((field) => fields.includes(field));
  if (listed.length === 0) return [];
  return ["REGISTRATION_RDR_MISMATCH_1", ...listed.map((field) => OWNER_FIELD_MESSAGE_KEYS[field]), "REGISTRATION_RDR_MISMATCH_2"];
}

/**
 * What follows an owner-data check (account-and-enrollment.md 4 and 5): a match proceeds; a
 * mismatch asks again while tries remain, and proceeds once the 3 tries are used.
 */
export function ownerCheckNextStep(triesAfterThisCheck: number, mismatched: readonly OwnerField[]): "proceed" | "retry" {
  if (mismatched.length === 0) return "proceed";
  return hasTriesLeft(triesAfterThisCheck) ? "retry" : "proceed";
}

/** Registration wizard steps regstep1 to regstep6. */
export type RegistrationStep = 1 | 2 | 3 | 4 | 5 | 6;

/** The step after this one: from regstep2 a validated dealer token skips the profile to regstep4. */
export function nextRegistrationStep(step: RegistrationStep, tokenValidated: boolean): RegistrationStep {
  if (step === 2 && tokenValidated) return 4;
  return step === 6 ? 6 : ((step + 1) as RegistrationStep);
}

/** The step before this one: from regstep4 a validated dealer token skips back to regstep2. */
export function previousRegistrationStep(step: RegistrationStep, tokenValidated: boolean): RegistrationStep {
  if (step === 4 && tokenValidated) return 2;
  return step === 1 ? 1 : ((step - 1) as RegistrationStep);
}
