import { describe, it, expect } from "vitest";
import {
  POSTAL_CODE_CHARACTERS,
  formatPostalCodeAsTyped,
  isValidPostalCode,
  isValidZip,
  postalCodeReason,
  postalCodeSchema,
  zipSchema,
} from "./postal-code.ts";

describe("formatPostalCodeAsTyped", () => {
  it.each([
    ["", ""],
    ["k", "K"],
    ["k1", "K1"],
    ["k1a", "K1A"],
    ["k1a0", "K1A 0"],
    ["k1a0b", "K1A 0B"],
    ["k1a0b1", "K1A 0B1"],
    ["k1a0b1x", "K1A 0B1"],
    ["K1A 0B1", "K1A 0B1"],
    ["k1a 0b1", "K1A 0B1"],
    ["K1A-0B1", "K1A 0B1"],
    ["  h2x 1y4  ", "H2X 1Y4"],
    ["K1A ", "K1A"],
    ["k 1 a 0 b 1", "K1A 0B1"],
  ])("formats %j as %j", (typed, shown) => {
    expect(formatPostalCodeAsTyped(typed)).toBe(shown);
  });
  it("keeps 6 characters plus the space at most", () => {
    expect(POSTAL_CODE_CHARACTERS).toBe(6);
    expect(formatPostalCodeAsTyped("abcdefghij")).toBe("ABC DEF");
  });
  it("is idempotent", () => {
    for (const typed of ["k", "k1a0", "k1a0b1"]) {
      const once = formatPostalCodeAsTyped(typed);
      expect(formatPostalCodeAsTyped(once)).toBe(once);
    }
  });
});

describe("isValidPostalCode", () => {
  it.each(["K1A 0B1", "H2X 1Y4", "M5V 3L9", "A0A 0A0"])("accepts %j", (value) => {
    expect(isValidPostalCode(value)).toBe(true);
  });
  it.each([
    "",
    "K1A0B1",
    "k1a 0b1",
    "K1A  0B1",
    "K1A-0B1",
    "K1A 0B",
    "K1A 0B12",
    "1KA 0B1",
    "KKA 0B1",
    "K11 0B1",
    "K1A AB1",
    "K1A 001",
    "K1A 0BB",
    " K1A 0B1",
    "K1A 0B1 ",
    "É1A 0B1",
    "12345",
    null,
    undefined,
  ])("refuses %j", (value) => {
    expect(isValidPostalCode(value)).toBe(false);
  });
});

describe("postalCodeReason", () => {
  it("names the reason", () => {
    expect(postalCodeReason(undefined)).toBe("POSTAL_CODE_REQUIRED");
    expect(postalCodeReason("  ")).toBe("POSTAL_CODE_REQUIRED");
    expect(postalCodeReason("K1A")).toBe("POSTAL_CODE_INVALID");
    expect(postalCodeReason("K1A 0B1")).toBeNull();
  });
});

describe("postalCodeSchema", () => {
  it.each([
    ["K1A 0B1", "K1A 0B1"],
    ["k1a 0b1", "K1A 0B1"],
    ["k1a0b1", "K1A 0B1"],
    [" K1A0B1 ", "K1A 0B1"],
  ])("normalizes %j to %j", (input, stored) => {
    expect(postalCodeSchema.parse(input)).toBe(stored);
  });
  it.each([
    [undefined, "POSTAL_CODE_REQUIRED"],
    ["", "POSTAL_CODE_REQUIRED"],
    ["K1A-0B1", "POSTAL_CODE_INVALID"],
    ["K1A 0B", "POSTAL_CODE_INVALID"],
    ["123456", "POSTAL_CODE_INVALID"],
    ["K1A 0B1 X", "POSTAL_CODE_INVALID"],
  ])("refuses %j with %s", (input, key) => {
    expect(postalCodeSchema.safeParse(input).error?.issues.map((i) => i.message)).toEqual([key]);
  });
});

describe("zip", () => {
  it.each(["90210", "00000", "12345"])("accepts %j", (value) => {
    expect(isValidZip(value)).toBe(true);
  });
  it.each(["", "1234", "123456", "1234a", "12 345", "12345-6789", " 12345", null, undefined])("refuses %j", (value) => {
    expect(isValidZip(value)).toBe(false);
  });
  it("has a schema", () => {
    expect(zipSchema.parse("90210")).toBe("90210");
    expect(zipSchema.safeParse("9021").error?.issues[0]?.message).toBe("ZIP_INVALID");
    expect(zipSchema.safeParse(90210).error?.issues[0]?.message).toBe("ZIP_REQUIRED");
  });
});
