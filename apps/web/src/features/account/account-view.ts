import {
  emailReason,
  effectiveNotificationRow,
  formatPhoneAsTyped,
  formatPostalCodeAsTyped,
  isAlphanumericText,
  isNotificationRowLocked,
  passwordFailures,
  phoneReason,
  pinReason,
  postalCodeReason,
  preferenceSaveError,
  type YesNo,
} from "@carport/domain";
import { PROVINCES, type Province } from "@carport/domain";
import type { CallRequest, CallResult } from "@carport/protocol";
import { invalidFieldOf } from "../../api/api-error.ts";
import { errorMessageFor, type ErrorMessage, type MessageKey } from "../../i18n/error-messages.ts";
import { parseUtcTimestamp } from "../../i18n/format.ts";

/**
 * The account panels' rules as pure functions (account-and-enrollment.md 3 and 5): the personal
 * form and its checks (the same @carport/domain rules the server applies), the preference check,
 * the password checklist, the PIN check, notification rows and history items, and what a
 * refused save shows where.
 */

export { PROVINCES, type Province };

export type AccountInfo = CallResult<"accountInfoGet">;
export type AccountInfoRequest = CallRequest<"accountInfoSave">;

/** The personal-information form: every field a string, phones and postal code as shown. */
export interface PersonalForm {
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  notificationEmail: string;
  phonePrimary: string;
  phoneSecondary: string;
  street: string;
  suite: string;
  city: string;
  province: Province;
  postalCode: string;
}
export type PersonalField = keyof PersonalForm;

/** Form fields in the order they are shown: the first invalid one takes the focus. */
export const PERSONAL_FIELDS = [
  "firstName",
  "middleName",
  "lastName",
  "suffix",
  "notificationEmail",
  "phonePrimary",
  "phoneSecondary",
  "street",
  "suite",
  "city",
  "province",
  "postalCode",
] as const satisfies readonly PersonalField[];

/** Longest value of each text field (the server's limits). */
export const PERSONAL_MAX_LENGTH = {
  firstName: 40,
  middleName: 40,
  lastName: 40,
  suffix: 10,
  street: 80,
  suite: 20,
  city: 40,
} as const;
type TextFieldName = keyof typeof PERSONAL_MAX_LENGTH;
const REQUIRED_TEXT: readonly TextFieldName[] = ["firstName", "lastName"];

function isProvince(value: string): value is Province {
  return (PROVINCES as readonly string[]).includes(value);
}

/** The form as gtacctinfo fills it: phones 3-3-4, postal code upper case with its space, ON by default. */
export function personalFormOf(info: AccountInfo): PersonalForm {
  const address = info.addresses.primary;
  return {
    firstName: info.firstName,
    middleName: info.middleName,
    lastName: info.lastName,
    suffix: info.suffix,
    notificationEmail: info.notificationEmail,
    phonePrimary: formatPhoneAsTyped(info.phones.primary),
    phoneSecondary: formatPhoneAsTyped(info.phones.secondary),
    street: address.street,
    suite: address.suite,
    city: address.city,
    province: isProvince(address.province) ? address.province : "ON",
    postalCode: formatPostalCodeAsTyped(address.postalCode),
  };
}

/** What typing does to a field: phones keep 10 digits shown 3-3-4, postal codes format as typed. */
export function typedValue(field: PersonalField, value: string): string {
  if (field === "phonePrimary" || field === "phoneSecondary") return formatPhoneAsTyped(value);
  if (field === "postalCode") return formatPostalCodeAsTyped(value);
  return value;
}

export type PersonalProblems = Partial<Record<PersonalField, MessageKey>>;

/** The message for a text field that breaks a rule, or null. */
function textProblem(field: TextFieldName, value: string): MessageKey | null {
  const trimmed = value.trim();
  if (REQUIRED_TEXT.includes(field) && trimmed === "") return "account.validation.required";
  if (trimmed.length > PERSONAL_MAX_LENGTH[field]) return "account.validation.tooLong";
  if (!isAlphanumericText(trimmed)) return "account.validation.alphanumeric";
  return null;
}

/** Every field's problem under the rules the server applies (svacctinfo); empty when the form may be sent. */
export function checkPersonalForm(form: PersonalForm): PersonalProblems {
  const problems: PersonalProblems = {};
  for (const field of Object.keys(PERSONAL_MAX_LENGTH) as TextFieldName[]) {
    const problem = textProblem(field, form[field]);
    if (problem) problems[field] = problem;
  }
  const email = emailReason(form.notificationEmail.trim());
  if (email) problems.notificationEmail = email === "EMAIL_REQUIRED" ? "account.validation.required" : "account.validation.email";
  for (const field of ["phonePrimary", "phoneSecondary"] as const) {
    if (form[field] !== "" && phoneReason(form[field])) problems[field] = "account.validation.phone";
  }
  if (form.postalCode !== "" && postalCodeReason(form.postalCode)) problems.postalCode = "account.validation.postalCode";
  return problems;
}

/** The first field with a problem, in the order shown; null when there is none. */
export function firstProblemField<F extends string>(order: readonly F[], problems: Partial<Record<F, unknown>>): F | null {
  return order.find((field) => problems[field] !== undefined) ?? null;
}

/** The svacctinfo body of a checked form: trimmed text, phones as their digits. */
export function personalRequestOf(form: PersonalForm): AccountInfoRequest {
  const digits = (phone: string) => phone.replace(/\D/g, "");
  return {
    firstName: form.firstName.trim(),
    middleName: form.middleName.trim(),
    lastName: form.lastName.trim(),
    suffix: form.suffix.trim(),
    notificationEmail: form.notificationEmail.trim(),
    phones: { primary: digits(form.phonePrimary), secondary: digits(form.phoneSecondary) },
    addresses: {
      primary: {
        street: form.street.trim(),
        suite: form.suite.trim(),
        city: form.city.trim(),
        province: form.province,
        postalCode: form.postalCode,
      },
    },
  };
}

/** The form field a 7998 answer's wire field names ("addresses.primary.postalCode" → postalCode). */
const WIRE_FIELDS: Record<string, PersonalField> = {
  firstName: "firstName",
  middleName: "middleName",
  lastName: "lastName",
  suffix: "suffix",
  notificationEmail: "notificationEmail",
  "phones.primary": "phonePrimary",
  "phones.secondary": "phoneSecondary",
  "addresses.primary.street": "street",
  "addresses.primary.suite": "suite",
  "addresses.primary.city": "city",
  "addresses.primary.province": "province",
  "addresses.primary.postalCode": "postalCode",
};

/** What a refused save shows: the field the server named with its message, else a message above the form. */
export type RefusedSave<F extends string> = { kind: "field"; field: F; message: MessageKey } | { kind: "form"; message: ErrorMessage };

/** A refused svacctinfo: a 7998 naming a field goes on that field; anything else is PERSONAL_INFORMATION_SUBMIT_FAILED. */
export function refusedPersonalSave(error: unknown): RefusedSave<PersonalField> {
  const invalid = invalidFieldOf(error);
  const field = invalid ? WIRE_FIELDS[invalid.field] : undefined;
  if (invalid && field) return { kind: "field", field, message: "account.validation.refused" };
  return { kind: "form", message: formMessage(error, "account.errors.PERSONAL_INFORMATION_SUBMIT_FAILED") };
}

/**
 * The message above a form for a failed call: the screen's default for a refused request (7998
 * without a field of this form) or a transport failure; otherwise the shared rules (7999, the
 * server's own text).
 */
export function formMessage(error: unknown, fallback: MessageKey): ErrorMessage {
  if (invalidFieldOf(error) || (error instanceof Error && "errorCode" in error && error.errorCode === "7998")) return { key: fallback };
  return errorMessageFor(error, fallback);
}

// ---- Preferences ----

export type OdometerUnit = 1 | 3;
export type ClimateUnitChoice = "C" | "F";
export type LanguageChoice = 0 | 1;

export interface PreferenceForm {
  odometerUnit: OdometerUnit | null;
  climateUnit: ClimateUnitChoice | null;
  languageId: LanguageChoice | null;
  maintenanceAlert: boolean;
}

export function preferenceFormOf(info: AccountInfo): PreferenceForm {
  const p = info.preference;
  return {
    odometerUnit: p.odometerUnit === 3 ? 3 : p.odometerUnit === 1 ? 1 : null,
    climateUnit: p.climateUnit,
    languageId: p.languageId,
    maintenanceAlert: p.maintenanceAlert,
  };
}

/** The svacctprf body, or null (PREFERENCE_SUBMIT_FAILED) unless odometer unit, climate unit and language are all set. */
export function preferenceRequestOf(form: PreferenceForm): CallRequest<"preferencesSave"> | null {
  if (preferenceSaveError(form) || form.odometerUnit === null || form.climateUnit === null || form.languageId === null) return null;
  return {
    preference: {
      odometerUnit: form.odometerUnit,
      climateUnit: form.climateUnit,
      languageId: form.languageId,
      maintenanceAlert: form.maintenanceAlert,
    },
  };
}

// ---- Password and PIN ----

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export type PasswordField = keyof PasswordForm;
export const PASSWORD_FIELDS = ["oldPassword", "newPassword", "confirmPassword"] as const satisfies readonly PasswordField[];

/** The live checklist of the new password (the rule is the domain's, shared with the recovery pages). */
export { passwordChecklist } from "@carport/domain";

export function checkPasswordForm(form: PasswordForm): Partial<Record<PasswordField, MessageKey>> {
  const problems: Partial<Record<PasswordField, MessageKey>> = {};
  if (form.oldPassword === "") problems.oldPassword = "account.validation.required";
  if (form.newPassword === "") problems.newPassword = "account.validation.required";
  else if (passwordFailures(form.newPassword).length > 0) problems.newPassword = "account.security.password.rulesNotMet";
  if (form.confirmPassword === "") problems.confirmPassword = "account.validation.required";
  else if (form.confirmPassword !== form.newPassword) problems.confirmPassword = "account.security.password.confirmMismatch";
  return problems;
}

/** A refused chngpsswd: a wrong current password or a new one equal to it go on their field; else CHANGE_PASSWORD_FAILED. */
export function refusedPasswordChange(error: unknown): RefusedSave<PasswordField> {
  const invalid = invalidFieldOf(error);
  if (invalid?.field === "oldPassword") return { kind: "field", field: "oldPassword", message: "account.security.wrongPassword" };
  if (invalid?.field === "newPassword" && invalid.reason === "SAME_AS_OLD") {
    return { kind: "field", field: "newPassword", message: "account.security.password.sameAsOld" };
  }
  if (invalid?.field === "newPassword") return { kind: "field", field: "newPassword", message: "account.security.password.rulesNotMet" };
  if (invalid?.field === "confirmPassword")
    return { kind: "field", field: "confirmPassword", message: "account.security.password.confirmMismatch" };
  return { kind: "form", message: formMessage(error, "account.errors.CHANGE_PASSWORD_FAILED") };
}

export interface PinForm {
  pin: string;
  password: string;
}
export type PinFormField = keyof PinForm;
export const PIN_FIELDS = ["pin", "password"] as const satisfies readonly PinFormField[];

const PIN_MESSAGES = {
  PIN_REQUIRED: "account.validation.required",
  PIN_FORMAT: "account.security.pin.format",
  PIN_SAME_DIGITS: "account.security.pin.sameDigits",
  PIN_SEQUENTIAL: "account.security.pin.sequential",
} as const satisfies Record<string, MessageKey>;

export function checkPinForm(form: PinForm): Partial<Record<PinFormField, MessageKey>> {
  const problems: Partial<Record<PinFormField, MessageKey>> = {};
  const reason = pinReason(form.pin);
  if (reason) problems.pin = PIN_MESSAGES[reason];
  if (form.password === "") problems.password = "account.validation.required";
  return problems;
}

/** A refused chngpin: the PIN rule or the wrong password on its field; else PIN_CHANGE_FAILED. */
export function refusedPinChange(error: unknown): RefusedSave<PinFormField> {
  const invalid = invalidFieldOf(error);
  if (invalid?.field === "password") return { kind: "field", field: "password", message: "account.security.wrongPassword" };
  if (invalid?.field === "pin") {
    const key = PIN_MESSAGES[invalid.reason as keyof typeof PIN_MESSAGES] ?? "account.security.pin.format";
    return { kind: "field", field: "pin", message: key };
  }
  return { kind: "form", message: formMessage(error, "account.errors.PIN_CHANGE_FAILED") };
}

// ---- Notification settings ----

export type NotificationRow = CallResult<"notificationSettings">["notificationList"][number];

/** A row as the panel shows it: effective values (U always on, pushAlways/emailAlways fixed) and whether it is locked. */
export interface NotificationRowView {
  notificationType: string;
  notificationName: string;
  push: boolean;
  email: boolean;
  locked: boolean;
  alwaysOn: boolean;
}

export function notificationRowViews(rows: readonly NotificationRow[]): NotificationRowView[] {
  return rows.map((row) => {
    const effective = effectiveNotificationRow(row);
    return {
      notificationType: row.notificationType,
      notificationName: row.notificationName,
      push: effective.push === "Y",
      email: effective.email === "Y",
      locked: isNotificationRowLocked(row),
      alwaysOn: row.priorityType === "U",
    };
  });
}

/** A switch flipped: locked rows never change. */
/** The rows as the owner left them, named as the server now names them (after a language switch). */
export function renameNotificationRows(rows: readonly NotificationRowView[], named: readonly NotificationRow[]): NotificationRowView[] {
  const names = new Map(named.map((row) => [row.notificationType, row.notificationName]));
  return rows.map((row) => ({ ...row, notificationName: names.get(row.notificationType) ?? row.notificationName }));
}

export function toggleNotification(
  rows: readonly NotificationRowView[],
  type: string,
  channel: "push" | "email",
  on: boolean,
): NotificationRowView[] {
  return rows.map((row) => (row.notificationType === type && !row.locked ? { ...row, [channel]: on } : row));
}

/** The ntfsttng body: every row with its push and e-mail flag (locked rows with their fixed values). */
export function notificationSaveRequestOf(rows: readonly NotificationRowView[]): CallRequest<"notificationSettingsSave"> {
  const yn = (on: boolean): YesNo => (on ? "Y" : "N");
  return {
    requestType: "all",
    notificationList: rows.map((row) => ({ notificationType: row.notificationType, push: yn(row.push), email: yn(row.email) })),
  };
}

// ---- Notification history ----

export type HistoryItem = CallResult<"notificationHistory">["notifications"][number];

/** The history call of a brand: kci keeps the older ntfhst, others ntfhstV2 (same handler, same answer). */
export function historyCallName(brand: string): "ntfhst" | "ntfhstV2" {
  return brand === "kci" ? "ntfhst" : "ntfhstV2";
}

/** When a notification was sent: its UTC date (yyyymmdd) and time (hhmmss) as one moment, null when unreadable. */
export function historyMoment(item: Pick<HistoryItem, "date" | "time">): Date | null {
  return parseUtcTimestamp(`${item.date}${item.time.padStart(6, "0")}`);
}

const CHANNEL_KEYS: Record<HistoryItem["channel"], MessageKey> = {
  email: "account.history.channel.email",
  push: "account.history.channel.push",
  webhook: "account.history.channel.webhook",
  ntfy: "account.history.channel.ntfy",
  gotify: "account.history.channel.gotify",
};

export function channelKey(channel: HistoryItem["channel"]): MessageKey {
  return CHANNEL_KEYS[channel];
}
