import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import {
  checkPasswordForm,
  checkPersonalForm,
  checkPinForm,
  firstProblemField,
  historyCallName,
  historyMoment,
  notificationRowViews,
  notificationSaveRequestOf,
  PERSONAL_FIELDS,
  personalFormOf,
  personalRequestOf,
  preferenceRequestOf,
  passwordChecklist,
  refusedPasswordChange,
  refusedPersonalSave,
  refusedPinChange,
  renameNotificationRows,
  toggleNotification,
  typedValue,
  type AccountInfo,
  type NotificationRow,
} from "./account-view.ts";

const info: AccountInfo = {
  email: "demo@hacc.test",
  firstName: "Alex",
  middleName: "",
  lastName: "Tremblay",
  suffix: "",
  notificationEmail: "demo@hacc.test",
  emailConfirmed: true,
  phones: { primary: "5145550123", secondary: "" },
  addresses: { primary: { street: "1 Main St", suite: "", city: "Ottawa", province: "ON", postalCode: "k1a0b1" } },
  preference: { odometerUnit: 1, climateUnit: "C", languageId: 0, maintenanceAlert: true, preferredDealer: null },
};

const refused = (field: string, reason: string) => new ApiError("7998", `Invalid request: field '${field}': ${reason}`, 400);

describe("personal information", () => {
  it("fills the form with phones 3-3-4 and the postal code formatted", () => {
    const form = personalFormOf(info);
    expect(form.phonePrimary).toBe("514-555-0123");
    expect(form.postalCode).toBe("K1A 0B1");
    expect(form.province).toBe("ON");
  });

  it("formats phones and postal codes as typed", () => {
    expect(typedValue("phonePrimary", "51455501239")).toBe("514-555-0123");
    expect(typedValue("phoneSecondary", "5145")).toBe("514-5");
    expect(typedValue("postalCode", "h2x1y4")).toBe("H2X 1Y4");
    expect(typedValue("city", "Montréal")).toBe("Montréal");
  });

  it("checks the fields with the server's rules, in the order shown", () => {
    const form = {
      ...personalFormOf(info),
      firstName: " ",
      notificationEmail: "nope",
      phonePrimary: "514-555",
      postalCode: "K1A",
      city: "Ottawa<>",
    };
    const problems = checkPersonalForm(form);
    expect(problems).toEqual({
      firstName: "account.validation.required",
      notificationEmail: "account.validation.email",
      phonePrimary: "account.validation.phone",
      city: "account.validation.alphanumeric",
      postalCode: "account.validation.postalCode",
    });
    expect(firstProblemField(PERSONAL_FIELDS, problems)).toBe("firstName");
    expect(checkPersonalForm(personalFormOf(info))).toEqual({});
    expect(checkPersonalForm({ ...personalFormOf(info), suffix: "x".repeat(11) }).suffix).toBe("account.validation.tooLong");
  });

  it("sends trimmed text and phone digits", () => {
    const body = personalRequestOf({ ...personalFormOf(info), firstName: " Alex " });
    expect(body.firstName).toBe("Alex");
    expect(body.phones).toEqual({ primary: "5145550123", secondary: "" });
    expect(body.addresses.primary.postalCode).toBe("K1A 0B1");
  });

  it("puts a 7998 on the field it names, anything else above the form", () => {
    expect(refusedPersonalSave(refused("addresses.primary.postalCode", "POSTAL_CODE_INVALID"))).toEqual({
      kind: "field",
      field: "postalCode",
      message: "account.validation.refused",
    });
    expect(refusedPersonalSave(refused("phones.primary", "PHONE_INVALID"))).toMatchObject({ field: "phonePrimary" });
    expect(refusedPersonalSave(new ApiError("transport", ""))).toEqual({
      kind: "form",
      message: { key: "account.errors.PERSONAL_INFORMATION_SUBMIT_FAILED" },
    });
    expect(refusedPersonalSave(new ApiError("7999", "boom"))).toEqual({ kind: "form", message: { key: "errors.GENERAL_ISSUE" } });
  });
});

describe("preferences", () => {
  it("requires odometer unit, climate unit and language", () => {
    expect(preferenceRequestOf({ odometerUnit: 3, climateUnit: "F", languageId: 1, maintenanceAlert: false })).toEqual({
      preference: { odometerUnit: 3, climateUnit: "F", languageId: 1, maintenanceAlert: false },
    });
    expect(preferenceRequestOf({ odometerUnit: null, climateUnit: "C", languageId: 0, maintenanceAlert: true })).toBeNull();
    expect(preferenceRequestOf({ odometerUnit: 1, climateUnit: null, languageId: 0, maintenanceAlert: true })).toBeNull();
    expect(preferenceRequestOf({ odometerUnit: 1, climateUnit: "C", languageId: null, maintenanceAlert: true })).toBeNull();
  });
});

describe("password and PIN", () => {
  it("lists every password rule with whether it is met", () => {
    const list = passwordChecklist("abc");
    expect(list.map((r) => r.rule)).toEqual(["minLength", "maxLength", "number", "uppercase", "special", "forbidden", "repetitive"]);
    expect(list.filter((r) => !r.met).map((r) => r.rule)).toEqual(["minLength", "number", "uppercase", "special", "repetitive"]);
    expect(passwordChecklist("New-Pass-2027!").every((r) => r.met)).toBe(true);
  });

  it("shows no password rule as met while the new password is empty", () => {
    expect(passwordChecklist("").filter((r) => r.met)).toEqual([]);
  });

  it("checks the password form and names the refused field", () => {
    expect(checkPasswordForm({ oldPassword: "", newPassword: "weak", confirmPassword: "x" })).toEqual({
      oldPassword: "account.validation.required",
      newPassword: "account.security.password.rulesNotMet",
      confirmPassword: "account.security.password.confirmMismatch",
    });
    expect(checkPasswordForm({ oldPassword: "a", newPassword: "New-Pass-2027!", confirmPassword: "New-Pass-2027!" })).toEqual({});
    expect(refusedPasswordChange(refused("oldPassword", "WRONG_PASSWORD"))).toMatchObject({ field: "oldPassword" });
    expect(refusedPasswordChange(refused("newPassword", "SAME_AS_OLD"))).toMatchObject({ message: "account.security.password.sameAsOld" });
    expect(refusedPasswordChange(new ApiError("transport", ""))).toEqual({
      kind: "form",
      message: { key: "account.errors.CHANGE_PASSWORD_FAILED" },
    });
  });

  it("refuses equal or consecutive PIN digits and a missing password", () => {
    expect(checkPinForm({ pin: "1357", password: "x" })).toEqual({});
    expect(checkPinForm({ pin: "1234", password: "x" }).pin).toBe("account.security.pin.sequential");
    expect(checkPinForm({ pin: "9876", password: "x" }).pin).toBe("account.security.pin.sequential");
    expect(checkPinForm({ pin: "7777", password: "x" }).pin).toBe("account.security.pin.sameDigits");
    expect(checkPinForm({ pin: "12", password: "" })).toEqual({
      pin: "account.security.pin.format",
      password: "account.validation.required",
    });
    expect(refusedPinChange(refused("pin", "PIN_SEQUENTIAL"))).toEqual({
      kind: "field",
      field: "pin",
      message: "account.security.pin.sequential",
    });
    expect(refusedPinChange(refused("password", "WRONG_PASSWORD"))).toMatchObject({ field: "password" });
    expect(refusedPinChange(new ApiError("7403", ""))).toMatchObject({ kind: "form" });
  });
});

describe("notification settings", () => {
  const row = (overrides: Partial<NotificationRow>): NotificationRow => ({
    notificationType: "T",
    notificationName: "Type",
    push: "N",
    email: "N",
    priorityType: "N",
    pushAlways: "",
    emailAlways: "",
    vehicleId: "v1",
    ...overrides,
  });

  it("shows priority rows on and locked, and Y/N always-flags fixed and locked", () => {
    const views = notificationRowViews([
      row({ notificationType: "U", priorityType: "U" }),
      row({ notificationType: "P", pushAlways: "N", push: "Y", email: "Y" }),
      row({ notificationType: "F", push: "Y" }),
    ]);
    expect(views.map((v) => [v.notificationType, v.push, v.email, v.locked, v.alwaysOn])).toEqual([
      ["U", true, true, true, true],
      ["P", false, true, true, false],
      ["F", true, false, false, false],
    ]);
    const toggled = toggleNotification(toggleNotification(views, "U", "push", false), "F", "email", true);
    expect(toggled[0]!.push).toBe(true);
    expect(toggled[2]!.email).toBe(true);
    expect(notificationSaveRequestOf(toggled)).toEqual({
      requestType: "all",
      notificationList: [
        { notificationType: "U", push: "Y", email: "Y" },
        { notificationType: "P", push: "N", email: "Y" },
        { notificationType: "F", push: "Y", email: "Y" },
      ],
    });
  });

  it("keeps the owner's unsaved switches when the rows come back named in another language", () => {
    const views = toggleNotification(
      notificationRowViews([row({ notificationType: "F", notificationName: "Charging complete" })]),
      "F",
      "email",
      true,
    );
    const renamed = renameNotificationRows(views, [row({ notificationType: "F", notificationName: "Recharge terminée" })]);
    expect(renamed).toEqual([{ ...views[0], notificationName: "Recharge terminée" }]);
  });
});

describe("notification history", () => {
  it("uses ntfhst for kci and ntfhstV2 for the others", () => {
    expect(historyCallName("kci")).toBe("ntfhst");
    expect(historyCallName("hacc")).toBe("ntfhstV2");
    expect(historyCallName("gen")).toBe("ntfhstV2");
  });

  it("reads the UTC date and time as one moment", () => {
    expect(historyMoment({ date: "20261121", time: "140500" })?.toISOString()).toBe("2026-11-21T14:05:00.000Z");
    expect(historyMoment({ date: "2026", time: "" })).toBeNull();
  });
});
