import { describe, it, expect } from "vitest";
import {
  DEALER_TOKEN_EXHAUSTED_CODE,
  ENROLLMENT_MAX_TRIES,
  OWNER_FIELDS,
  completionView,
  enrollmentDialogFor,
  hasTriesLeft,
  isProvenEnrollment,
  nextRegistrationStep,
  ownerCheckNextStep,
  ownerDataMismatches,
  ownerMismatchMessageKeys,
  ownershipProofProblems,
  previousRegistrationStep,
  triesAfterFailure,
  UNPROVEN_ENROLLMENT_STATUS,
} from "./enrollment.ts";
import type { RegistrationStep } from "./enrollment.ts";

describe("completionView", () => {
  it.each([
    [1, "safetyComplete"],
    [2, "safetyComplete"],
    [3, "safetyComplete"],
    [4, "complete"],
    [5, "complete"],
    [6, "complete"],
    [7, "rpsComplete"],
    [8, "rpsCompleteWA"],
    [9, "rpsCompleteIVS"],
    [0, "complete"],
    [10, "complete"],
    [-1, "complete"],
  ])("add vehicle: status %j -> %s", (status, view) => {
    expect(completionView(status)).toBe(view);
    expect(completionView(status, "addVehicle")).toBe(view);
  });
  it.each([
    [1, "safetyComplete"],
    [3, "safetyComplete"],
    [4, "regComplete"],
    [7, "rpsComplete"],
    [8, "rpsCompleteWA"],
    [9, "rpsCompleteIVS"],
    // 0: an account whose car comes from the linked maker account (rgacct carThroughMaker).
    [0, "makerComplete"],
  ])("registration: status %j -> %s", (status, view) => {
    expect(completionView(status, "registration")).toBe(view);
  });
});

describe("enrollmentDialogFor", () => {
  it("asks status 1 for the enrollment dialog and 2 for add-vehicle", () => {
    expect(enrollmentDialogFor(1)).toBe("enrollment");
    expect(enrollmentDialogFor(2)).toBe("addVehicle");
    for (const status of [0, 3, 4, 7, 8, 9]) expect(enrollmentDialogFor(status)).toBeNull();
  });
});

describe("tries", () => {
  it("allows 3", () => {
    expect(ENROLLMENT_MAX_TRIES).toBe(3);
    expect(DEALER_TOKEN_EXHAUSTED_CODE).toBe("7654");
    expect(hasTriesLeft(0)).toBe(true);
    expect(hasTriesLeft(2)).toBe(true);
    expect(hasTriesLeft(3)).toBe(false);
    expect(hasTriesLeft(4)).toBe(false);
  });
  it("counts one more per failure, up to 3", () => {
    expect(triesAfterFailure(0)).toBe(1);
    expect(triesAfterFailure(1)).toBe(2);
    expect(triesAfterFailure(2)).toBe(3);
    expect(triesAfterFailure(3)).toBe(3);
    expect(triesAfterFailure(-2)).toBe(1);
  });
  it("jumps to the maximum on 7654, as a string or a number", () => {
    expect(triesAfterFailure(0, "7654")).toBe(3);
    expect(triesAfterFailure(1, 7654)).toBe(3);
  });
  it("counts normally on other errors", () => {
    expect(triesAfterFailure(0, "7999")).toBe(1);
    expect(triesAfterFailure(0, null)).toBe(1);
  });
  it("allows exactly 3 sends", () => {
    let tries = 0;
    let sends = 0;
    while (hasTriesLeft(tries)) {
      sends++;
      tries = triesAfterFailure(tries);
    }
    expect(sends).toBe(3);
  });
});

describe("ownerDataMismatches", () => {
  const record = { firstName: "Émilie", lastName: "Tremblay", postalCode: "H2X 1Y4" };
  it("is empty when everything matches", () => {
    expect(ownerDataMismatches(record, record)).toEqual([]);
  });
  it("ignores case, surrounding spaces and the postal code's form", () => {
    expect(ownerDataMismatches({ firstName: " émilie ", lastName: "TREMBLAY", postalCode: "h2x1y4" }, record)).toEqual([]);
  });
  it("collapses inner spaces", () => {
    expect(ownerDataMismatches({ ...record, lastName: "Tremblay  Roy" }, { ...record, lastName: "Tremblay Roy" })).toEqual([]);
  });
  it("respects case when caseIgnore is false", () => {
    expect(ownerDataMismatches({ ...record, firstName: "émilie" }, record, { caseIgnore: false })).toEqual(["firstName"]);
    expect(ownerDataMismatches({ ...record, postalCode: "h2x1y4" }, record, { caseIgnore: false })).toEqual([]);
  });
  it("lists each mismatched field in a fixed order", () => {
    expect(ownerDataMismatches({ firstName: "Emilie", lastName: "Roy", postalCode: "K1A 0B1" }, record)).toEqual(OWNER_FIELDS.slice());
    expect(ownerDataMismatches({ ...record, postalCode: "H2X 1Y5" }, record)).toEqual(["postalCode"]);
    expect(ownerDataMismatches({ ...record, lastName: "Roy" }, record)).toEqual(["lastName"]);
  });
  it("treats missing values as empty", () => {
    expect(
      ownerDataMismatches(
        { firstName: null, lastName: undefined, postalCode: "" },
        { firstName: "", lastName: null, postalCode: undefined },
      ),
    ).toEqual([]);
    expect(ownerDataMismatches({ ...record, firstName: null }, record)).toEqual(["firstName"]);
  });
});

describe("ownerMismatchMessageKeys", () => {
  it("is empty with no mismatch", () => {
    expect(ownerMismatchMessageKeys([])).toEqual([]);
  });
  it("wraps the field keys in the two message parts", () => {
    expect(ownerMismatchMessageKeys(["firstName"])).toEqual([
      "REGISTRATION_RDR_MISMATCH_1",
      "FIRST_NAME_ONLY",
      "REGISTRATION_RDR_MISMATCH_2",
    ]);
    expect(ownerMismatchMessageKeys(["lastName"])).toEqual([
      "REGISTRATION_RDR_MISMATCH_1",
      "LAST_NAME_ONLY",
      "REGISTRATION_RDR_MISMATCH_2",
    ]);
    expect(ownerMismatchMessageKeys(["postalCode"])).toEqual([
      "REGISTRATION_RDR_MISMATCH_1",
      "POSTAL_CODE_ONLY",
      "REGISTRATION_RDR_MISMATCH_2",
    ]);
  });
  it("lists several fields in a fixed order, once each", () => {
    expect(ownerMismatchMessageKeys(["postalCode", "firstName", "postalCode"])).toEqual([
      "REGISTRATION_RDR_MISMATCH_1",
      "FIRST_NAME_ONLY",
      "POSTAL_CODE_ONLY",
      "REGISTRATION_RDR_MISMATCH_2",
    ]);
  });
});

describe("ownerCheckNextStep", () => {
  it("proceeds on a match", () => {
    expect(ownerCheckNextStep(1, [])).toBe("proceed");
  });
  it("retries a mismatch while tries remain", () => {
    expect(ownerCheckNextStep(1, ["lastName"])).toBe("retry");
    expect(ownerCheckNextStep(2, ["lastName"])).toBe("retry");
  });
  it("proceeds after the third mismatch", () => {
    expect(ownerCheckNextStep(3, ["firstName", "postalCode"])).toBe("proceed");
  });
});

describe("registration steps", () => {
  const steps: RegistrationStep[] = [1, 2, 3, 4, 5, 6];
  it("moves one step at a time without a validated token", () => {
    expect(steps.map((s) => nextRegistrationStep(s, false))).toEqual([2, 3, 4, 5, 6, 6]);
    expect(steps.map((s) => previousRegistrationStep(s, false))).toEqual([1, 1, 2, 3, 4, 5]);
  });
  it("skips the profile step both ways with a validated token", () => {
    expect(steps.map((s) => nextRegistrationStep(s, true))).toEqual([2, 4, 4, 5, 6, 6]);
    expect(steps.map((s) => previousRegistrationStep(s, true))).toEqual([1, 1, 2, 2, 4, 5]);
  });
});

describe("ownershipProofProblems", () => {
  const empty = { firstName: "", lastName: "", postalCode: "", rdrToken: "" };
  it("asks for both names and a complete postal code when the owner data proves the car", () => {
    expect(ownershipProofProblems("ownerData", empty)).toEqual({ firstName: "required", lastName: "required", postalCode: "required" });
    expect(ownershipProofProblems("ownerData", { ...empty, firstName: "Alex", lastName: " ", postalCode: "H2X 1" })).toEqual({
      lastName: "required",
      postalCode: "postalCode",
    });
    expect(ownershipProofProblems("ownerData", { ...empty, firstName: "Alex", lastName: "Martin", postalCode: "H2X 1Y4" })).toEqual({});
  });
  it("asks only for the token when the dealer token proves it", () => {
    expect(ownershipProofProblems("dealerToken", empty)).toEqual({ rdrToken: "required" });
    expect(ownershipProofProblems("dealerToken", { ...empty, rdrToken: "HT-5101" })).toEqual({});
  });
  it("knows the enrollments that wait for proof of ownership: from the car (1), by the dealer (2), unproven (3)", () => {
    expect(isProvenEnrollment(UNPROVEN_ENROLLMENT_STATUS)).toBe(false);
    expect(isProvenEnrollment(1)).toBe(false);
    expect(isProvenEnrollment(2)).toBe(false);
    expect(isProvenEnrollment(4)).toBe(true);
  });
});
