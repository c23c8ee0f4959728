import {
  emailReason,
  nextRegistrationStep,
  nicknameReason,
  normalizeNickname,
  ownerMismatchMessageKeys,
  passwordFailures,
  phoneReason,
  pinReason,
  postalCodeReason,
  previousRegistrationStep,
  vinReason,
  type OwnerField,
  type RegistrationStep,
} from "@carport/domain";
import type { CallRequest } from "@carport/protocol";

/** Everything the registration wizard collects (account-and-enrollment.md 3, registration payload). */
export interface RegistrationForm {
  vin: string;
  rdrToken: string;
  nickName: string;
  email: string;
  password: string;
  confirmPassword: string;
  pin: string;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  notificationEmail: string;
  phone: string;
  street: string;
  suite: string;
  city: string;
  province: string;
  postalCode: string;
  /** The dealerCode picked from the directory in regstep5 ("" for none), and its name for regstep6. */
  preferredDealer: string;
  preferredDealerName: string;
}

export type RegistrationField = keyof RegistrationForm;

/** Default province ON (account-and-enrollment.md 9). */
export const DEFAULT_PROVINCE = "ON";

export { PROVINCES } from "../account/index.ts";

export const EMPTY_REGISTRATION: RegistrationForm = {
  vin: "",
  rdrToken: "",
  nickName: "",
  email: "",
  password: "",
  confirmPassword: "",
  pin: "",
  firstName: "",
  middleName: "",
  lastName: "",
  suffix: "",
  notificationEmail: "",
  phone: "",
  street: "",
  suite: "",
  city: "",
  province: DEFAULT_PROVINCE,
  postalCode: "",
  preferredDealer: "",
  preferredDealerName: "",
};

/** Where the wizard is: its step, how far it got, whether the dealer token proved ownership. */
export interface WizardState {
  step: RegistrationStep;
  /** The furthest step reached: every step up to it can be revisited. */
  reached: RegistrationStep;
  tokenValidated: boolean;
  /** Set while a section is edited from the confirmation (regstep6): "next" returns there. */
  editingFromConfirmation: boolean;
}

export const INITIAL_WIZARD: WizardState = { step: 1, reached: 1, tokenValidated: false, editingFromConfirmation: false };

/** The steps the step list shows: the profile (regstep3) is skipped when the dealer token was validated. */
export function visibleSteps(state: Pick<WizardState, "tokenValidated">): RegistrationStep[] {
  const all: RegistrationStep[] = [1, 2, 3, 4, 5, 6];
  return state.tokenValidated ? all.filter((step) => step !== 3) : all;
}

/** The step after a completed one (regstep2 jumps to regstep4 with a validated token); an edit from regstep6 returns there. */
export function advance(state: WizardState): WizardState {
  const step = state.editingFromConfirmation ? 6 : nextRegistrationStep(state.step, state.tokenValidated);
  return { ...state, step, reached: Math.max(state.reached, step) as RegistrationStep, editingFromConfirmation: false };
}

/** Back one step (regstep4 back to regstep2 with a validated token). */
export function goBack(state: WizardState): WizardState {
  return { ...state, step: previousRegistrationStep(state.step, state.tokenValidated), editingFromConfirmation: false };
}

/** True when the step list may open this step: reached already and not skipped. */
export function canVisit(state: WizardState, step: RegistrationStep): boolean {
  return step <= state.reached && visibleSteps(state).includes(step);
}

/** Opens a completed step from the step list. */
export function visit(state: WizardState, step: RegistrationStep): WizardState {
  if (!canVisit(state, step)) return state;
  return { ...state, step, editingFromConfirmation: false };
}

/** The Edit button of a confirmation section: that step, then back to regstep6. */
export function editFromConfirmation(state: WizardState, step: RegistrationStep): WizardState {
  if (!canVisit(state, step)) return state;
  return { ...state, step, editingFromConfirmation: true };
}

/**
 * A new VIN (or token) in regstep1 starts the wizard over from there: what was checked for
 * another vehicle no longer holds.
 */
export function vehicleChanged(state: WizardState, tokenValidated: boolean): WizardState {
  return { step: 1, reached: 1, tokenValidated, editingFromConfirmation: false };
}

export type Problems = Partial<Record<RegistrationField, string>>;

/** Message keys under register.validation. */
export type ValidationKey =
  | "required"
  | "vin"
  | "nickname"
  | "nicknameTooLong"
  | "email"
  | "passwordRules"
  | "confirmMismatch"
  | "pinFormat"
  | "pinSameDigits"
  | "pinSequential"
  | "phone"
  | "postalCode";

/**
 * regstep1: the VIN (normalised by the caller) and the nickname; the token is optional. A car
 * connected through the maker's app (`throughMaker`) needs neither: a VIN typed is checked as a VIN,
 * and its nickname only when one is given.
 */
export function checkVehicleStep(form: RegistrationForm, throughMaker = false): Partial<Record<RegistrationField, ValidationKey>> {
  const problems: Partial<Record<RegistrationField, ValidationKey>> = {};
  if (throughMaker) {
    if (form.vin !== "" && vinReason(form.vin)) problems.vin = "vin";
    if (form.nickName !== "" && nicknameReason(form.nickName)) problems.nickName = "nicknameTooLong";
    return problems;
  }
  const vin = vinReason(form.vin);
  if (vin) problems.vin = vin === "VIN_REQUIRED" ? "required" : "vin";
  const nick = nicknameReason(form.nickName);
  if (nick) problems.nickName = nick === "emptyNick" ? "required" : "nicknameTooLong";
  return problems;
}

/** regstep2: e-mail, password (domain rules), its confirmation and the PIN. */
export function checkAccountStep(form: RegistrationForm): Partial<Record<RegistrationField, ValidationKey>> {
  const problems: Partial<Record<RegistrationField, ValidationKey>> = {};
  const email = emailReason(form.email.trim());
  if (email) problems.email = email === "EMAIL_REQUIRED" ? "required" : "email";
  if (form.password === "") problems.password = "required";
  else if (passwordFailures(form.password).length > 0) problems.password = "passwordRules";
  if (form.confirmPassword === "") problems.confirmPassword = "required";
  else if (form.confirmPassword !== form.password) problems.confirmPassword = "confirmMismatch";
  const pin = pinReason(form.pin);
  if (pin === "PIN_REQUIRED") problems.pin = "required";
  else if (pin === "PIN_SAME_DIGITS") problems.pin = "pinSameDigits";
  else if (pin === "PIN_SEQUENTIAL") problems.pin = "pinSequential";
  else if (pin) problems.pin = "pinFormat";
  return problems;
}

/** regstep3: names, notification e-mail, optional phone, address with postal code. */
export function checkProfileStep(form: RegistrationForm): Partial<Record<RegistrationField, ValidationKey>> {
  const problems: Partial<Record<RegistrationField, ValidationKey>> = {};
  for (const field of ["firstName", "lastName", "street", "city"] as const) {
    if (form[field].trim() === "") problems[field] = "required";
  }
  const email = emailReason(form.notificationEmail.trim());
  if (email) problems.notificationEmail = email === "EMAIL_REQUIRED" ? "required" : "email";
  if (form.phone !== "" && phoneReason(form.phone)) problems.phone = "phone";
  const postal = postalCodeReason(form.postalCode);
  if (postal) problems.postalCode = postal === "POSTAL_CODE_REQUIRED" ? "required" : "postalCode";
  return problems;
}

/** regstep4's owner check: the names and postal code it compares. */
export function checkOwnerStep(form: RegistrationForm): Partial<Record<RegistrationField, ValidationKey>> {
  const problems: Partial<Record<RegistrationField, ValidationKey>> = {};
  if (form.firstName.trim() === "") problems.firstName = "required";
  if (form.lastName.trim() === "") problems.lastName = "required";
  const postal = postalCodeReason(form.postalCode);
  if (postal) problems.postalCode = postal === "POSTAL_CODE_REQUIRED" ? "required" : "postalCode";
  return problems;
}

/** The first field with a problem, in the form's order. */
export function firstProblem(
  order: readonly RegistrationField[],
  problems: Partial<Record<RegistrationField, unknown>>,
): RegistrationField | null {
  return order.find((field) => problems[field] !== undefined) ?? null;
}

/** The owner-check mismatch message, as register.owner keys (REGISTRATION_RDR_MISMATCH_1, fields, _2). */
export function ownerMismatchKeys(mismatched: readonly OwnerField[]): string[] {
  return ownerMismatchMessageKeys(mismatched).map((key) => `register.owner.${key}`);
}

/** The rgacct request: the dealer token when it was validated, the profile otherwise. */
export function registrationRequest(
  form: RegistrationForm,
  options: {
    tokenValidated: boolean;
    tncId?: string | undefined;
    kci: boolean;
    policyConfirm: boolean;
    promotionAllow: boolean;
    /** The car is connected through the maker's app: no car now, the VIN typed (if any) named for when it comes. */
    throughMaker?: boolean;
    /** The per-type notification choices offered (gtntfsttngtyps). */
    notificationList?: CallRequest<"registerAccount">["notificationList"];
  },
): CallRequest<"registerAccount"> {
  const throughMaker = options.throughMaker === true;
  const vehicle =
    throughMaker && form.vin === ""
      ? {}
      : { vehicle: { vin: form.vin, ...(throughMaker && form.nickName === "" ? {} : { nickName: normalizeNickname(form.nickName) }) } };
  const base: CallRequest<"registerAccount"> = {
    ...vehicle,
    ...(throughMaker ? { carThroughMaker: "Y" as const } : {}),
    account: { email: form.email.trim(), password: form.password, confirmPassword: form.confirmPassword },
    pin: form.pin,
    tncConfirm: "Y",
    notificationList: options.notificationList ?? [],
    ...(options.tncId ? { tncId: options.tncId } : {}),
    ...(form.preferredDealer.trim() ? { preferredDealer: form.preferredDealer.trim() } : {}),
    ...(options.kci ? { policyConfirm: options.policyConfirm ? "Y" : "N", promotionAllow: options.promotionAllow ? "Y" : "N" } : {}),
  };
  if (options.tokenValidated && !throughMaker) return { ...base, rdrToken: form.rdrToken.trim() };
  const optional = (value: string) => (value.trim() === "" ? undefined : value.trim());
  return {
    ...base,
    profile: {
      firstName: form.firstName.trim(),
      ...(optional(form.middleName) ? { middleName: optional(form.middleName) } : {}),
      lastName: form.lastName.trim(),
      ...(optional(form.suffix) ? { suffix: optional(form.suffix) } : {}),
      notificationEmail: form.notificationEmail.trim(),
      ...(form.phone ? { phones: { primary: form.phone } } : {}),
      addresses: {
        primary: {
          street: form.street.trim(),
          suite: form.suite.trim(),
          city: form.city.trim(),
          province: form.province || DEFAULT_PROVINCE,
          postalCode: form.postalCode,
        },
      },
    } as NonNullable<CallRequest<"registerAccount">["profile"]>,
  };
}

/** A just-added vehicle that is fully enrolled (4) and active (A) becomes the selected one. */
export function addedVehicleIsReady(result: { enrollmentStatus: number; subscriptionStatus: string }): boolean {
  return result.enrollmentStatus === 4 && result.subscriptionStatus === "A";
}
