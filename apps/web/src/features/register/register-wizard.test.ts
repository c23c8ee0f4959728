import { describe, expect, it } from "vitest";
import {
  advance,
  canVisit,
  checkAccountStep,
  checkProfileStep,
  checkVehicleStep,
  editFromConfirmation,
  EMPTY_REGISTRATION,
  goBack,
  INITIAL_WIZARD,
  ownerMismatchKeys,
  registrationRequest,
  visibleSteps,
  visit,
  type RegistrationForm,
  type WizardState,
} from "./register-wizard.ts";

const form: RegistrationForm = {
  ...EMPTY_REGISTRATION,
  vin: "2HMAUEC5000000201",
  rdrToken: "HT-5101",
  nickName: "My car",
  email: "alex@example.com",
  password: "Str0ng!Pass",
  confirmPassword: "Str0ng!Pass",
  pin: "2580",
  firstName: "Alex",
  lastName: "Martin",
  notificationEmail: "alex@example.com",
  phone: "514-555-0199",
  street: "1 Main St",
  city: "Montreal",
  postalCode: "H2X 1Y4",
};

describe("registration wizard steps", () => {
  it("walks 1 to 6 without a dealer token and remembers the furthest step", () => {
    let state: WizardState = INITIAL_WIZARD;
    const seen = [state.step];
    while (state.step !== 6) {
      state = advance(state);
      seen.push(state.step);
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
    expect(state.reached).toBe(6);
    expect(visibleSteps(state)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("skips the profile with a validated token, forward and back", () => {
    const atTwo = advance({ ...INITIAL_WIZARD, tokenValidated: true });
    expect(atTwo.step).toBe(2);
    const atFour = advance(atTwo);
    expect(atFour.step).toBe(4);
    expect(goBack(atFour).step).toBe(2);
    expect(visibleSteps(atFour)).toEqual([1, 2, 4, 5, 6]);
    expect(canVisit(atFour, 3)).toBe(false);
  });

  it("revisits only reached steps", () => {
    const atThree = advance(advance(INITIAL_WIZARD));
    expect(visit(atThree, 1).step).toBe(1);
    expect(visit(atThree, 5).step).toBe(3);
  });

  it("returns to the confirmation after an edit from regstep6", () => {
    let state: WizardState = { step: 6, reached: 6, tokenValidated: false, editingFromConfirmation: false };
    state = editFromConfirmation(state, 2);
    expect(state.step).toBe(2);
    state = advance(state);
    expect(state.step).toBe(6);
    expect(state.editingFromConfirmation).toBe(false);
  });
});

describe("step checks", () => {
  it("accepts a complete form", () => {
    expect(checkVehicleStep(form)).toEqual({});
    expect(checkAccountStep(form)).toEqual({});
    expect(checkProfileStep(form)).toEqual({});
  });

  it("names the problems", () => {
    expect(checkVehicleStep({ ...form, vin: "123", nickName: "x".repeat(16) })).toEqual({ vin: "vin", nickName: "nicknameTooLong" });
    expect(checkAccountStep({ ...form, email: "no", password: "short", confirmPassword: "other", pin: "1111" })).toEqual({
      email: "email",
      password: "passwordRules",
      confirmPassword: "confirmMismatch",
      pin: "pinSameDigits",
    });
    expect(checkAccountStep({ ...form, pin: "1234" }).pin).toBe("pinSequential");
    expect(checkProfileStep({ ...form, phone: "514", postalCode: "" })).toEqual({ phone: "phone", postalCode: "required" });
  });

  it("builds the owner-mismatch message keys", () => {
    expect(ownerMismatchKeys(["postalCode", "firstName"])).toEqual([
      "register.owner.REGISTRATION_RDR_MISMATCH_1",
      "register.owner.FIRST_NAME_ONLY",
      "register.owner.POSTAL_CODE_ONLY",
      "register.owner.REGISTRATION_RDR_MISMATCH_2",
    ]);
    expect(ownerMismatchKeys([])).toEqual([]);
  });
});

describe("registration request", () => {
  const options = { tncId: "T1", kci: false, policyConfirm: false, promotionAllow: false };
  it("sends the dealer token instead of the profile when it was validated", () => {
    const body = registrationRequest(form, { ...options, tokenValidated: true });
    expect(body.rdrToken).toBe("HT-5101");
    expect(body.profile).toBeUndefined();
    expect(body.tncConfirm).toBe("Y");
    expect(body.notificationList).toEqual([]);
    expect(body).not.toHaveProperty("policyConfirm");
    expect(body).not.toHaveProperty("preferredDealer");
  });

  it("sends the code of the dealer picked from the directory, not its name", () => {
    const picked = { ...form, preferredDealer: "HACC-D03", preferredDealerName: "Halcyon Ottawa Centre" };
    expect(registrationRequest(picked, { ...options, tokenValidated: true }).preferredDealer).toBe("HACC-D03");
  });

  it("sends the profile with the default province otherwise, and kci's consents", () => {
    const body = registrationRequest(form, { ...options, tokenValidated: false, kci: true, policyConfirm: true });
    expect(body.rdrToken).toBeUndefined();
    expect(body.profile?.addresses?.primary.province).toBe("ON");
    expect(body.profile?.phones?.primary).toBe("514-555-0199");
    expect(body.policyConfirm).toBe("Y");
    expect(body.promotionAllow).toBe("N");
  });
});

describe("added vehicle", () => {
  it("is selected only when fully enrolled and active", async () => {
    const { addedVehicleIsReady } = await import("./register-wizard.ts");
    expect(addedVehicleIsReady({ enrollmentStatus: 4, subscriptionStatus: "A" })).toBe(true);
    expect(addedVehicleIsReady({ enrollmentStatus: 2, subscriptionStatus: "A" })).toBe(false);
    expect(addedVehicleIsReady({ enrollmentStatus: 4, subscriptionStatus: "I" })).toBe(false);
  });
});
