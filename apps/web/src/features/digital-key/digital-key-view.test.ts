import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { digitalKeyStateOf, enrollProblems, enrollRequestOf, sharedKeyExpired } from "./digital-key-view.ts";

const activated = { dkStatus: "activated" as const, ownerDkeyInfo: { id: "DK1", notBefore: "20250915" }, sharedDigitalKeyInformation: [] };

describe("the digital key screen's state", () => {
  it("is activated with a status, none for 14202 and 14208, enrolled for 14209 (section 8)", () => {
    expect(digitalKeyStateOf(activated, null)).toEqual({ kind: "activated", status: activated });
    expect(digitalKeyStateOf(undefined, new ApiError("14202", "", 200))).toEqual({ kind: "none" });
    expect(digitalKeyStateOf(undefined, new ApiError("14208", "", 200))).toEqual({ kind: "none" });
    expect(digitalKeyStateOf(undefined, new ApiError("14209", "", 200))).toEqual({ kind: "enrolled" });
    expect(digitalKeyStateOf(undefined, new ApiError("7999", "", 500))).toBeNull();
  });
});

describe("the digital key registration", () => {
  const form = { firstName: " Dana ", lastName: "Tremblay", phoneNumber: "416-555-0123", termsAccepted: true };

  it("needs both names, a 10-digit phone and the terms", () => {
    expect(enrollProblems(form)).toEqual({});
    expect(enrollProblems({ firstName: "", lastName: " ", phoneNumber: "416-555", termsAccepted: false })).toEqual({
      firstName: "required",
      lastName: "required",
      phoneNumber: "phone",
      termsAccepted: "terms",
    });
  });

  it("always registers the owner (userType O), names trimmed and the phone as digits", () => {
    expect(enrollRequestOf(form)).toEqual({ userType: "O", firstName: "Dana", lastName: "Tremblay", phoneNumber: "4165550123" });
  });
});

describe("a shared key's validity", () => {
  it("is expired once its last day has passed, not on that day", () => {
    const today = new Date(2026, 11, 7, 10, 0);
    expect(sharedKeyExpired("20261206", today)).toBe(true);
    expect(sharedKeyExpired("20261207", today)).toBe(false);
    expect(sharedKeyExpired("20270101", today)).toBe(false);
    expect(sharedKeyExpired("not a day", today)).toBe(false);
  });
});
