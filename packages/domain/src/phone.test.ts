import { describe, it, expect } from "vitest";
import {
  PHONE_DIGITS,
  formatPhoneAsTyped,
  genericPhoneSchema,
  isValidGenericPhone,
  isValidPhone,
  phoneDigits,
  phoneReason,
  phoneSchema,
} from "./phone.ts";

describe("phoneDigits", () => {
  it("keeps only digits", () => {
    expect(phoneDigits("+1 (514) 555-0123 ext")).toBe("15145550123");
    expect(phoneDigits("")).toBe("");
    expect(phoneDigits("abc")).toBe("");
  });
});

describe("formatPhoneAsTyped", () => {
  it.each([
    ["", ""],
    ["5", "5"],
    ["51", "51"],
    ["514", "514"],
    ["5145", "514-5"],
    ["51455", "514-55"],
    ["514555", "514-555"],
    ["5145550", "514-555-0"],
    ["51455501", "514-555-01"],
    ["514555012", "514-555-012"],
    ["5145550123", "514-555-0123"],
    ["51455501234", "514-555-0123"],
    ["514-555-0123", "514-555-0123"],
    ["(514) 555 0123", "514-555-0123"],
    ["514-", "514"],
    ["a5b1c4", "514"],
    ["514--555", "514-555"],
  ])("formats %j as %j", (typed, shown) => {
    expect(formatPhoneAsTyped(typed)).toBe(shown);
  });
  it("is idempotent", () => {
    for (const typed of ["5", "5145", "5145550", "5145550123"]) {
      const once = formatPhoneAsTyped(typed);
      expect(formatPhoneAsTyped(once)).toBe(once);
    }
  });
  it("never shows more than 10 digits", () => {
    expect(phoneDigits(formatPhoneAsTyped("1".repeat(30)))).toHaveLength(PHONE_DIGITS);
  });
});

describe("isValidPhone", () => {
  it.each(["5145550123", "514-555-0123", "0000000000"])("accepts %j", (value) => {
    expect(isValidPhone(value)).toBe(true);
  });
  it.each([
    "",
    "514555012",
    "51455501234",
    "514-555-012",
    "514-5550123",
    "5145-55-0123",
    "(514) 555-0123",
    "514 555 0123",
    "514.555.0123",
    "514-555-0123 ",
    null,
    undefined,
  ])("refuses %j", (value) => {
    expect(isValidPhone(value)).toBe(false);
  });
});

describe("phoneReason and phoneSchema", () => {
  it("names the reason", () => {
    expect(phoneReason("")).toBe("PHONE_REQUIRED");
    expect(phoneReason(null)).toBe("PHONE_REQUIRED");
    expect(phoneReason("123")).toBe("PHONE_INVALID");
    expect(phoneReason("514-555-0123")).toBeNull();
  });
  it("reports the key as the issue message", () => {
    expect(phoneSchema.parse("514-555-0123")).toBe("514-555-0123");
    expect(phoneSchema.safeParse(undefined).error?.issues[0]?.message).toBe("PHONE_REQUIRED");
    expect(phoneSchema.safeParse("123").error?.issues[0]?.message).toBe("PHONE_INVALID");
  });
});

describe("isValidGenericPhone", () => {
  it.each([
    "5145550123",
    "15145550123",
    "514-555-0123",
    "1-514-555-0123",
    "+1 (514) 555-0123",
    "(514) 555-0123",
    "514 555 0123",
    " 514 555 0123 ",
  ])("accepts %j", (value) => {
    expect(isValidGenericPhone(value)).toBe(true);
  });
  it.each([
    ["", "empty"],
    ["514555012", "9 digits"],
    ["25145550123", "11 digits not starting with 1"],
    ["115145550123", "12 digits"],
    ["514.555.0123", "dots"],
    ["514/555/0123", "slashes"],
    ["514-555-0123 x12", "letters"],
    ["+44 20 7946 0958", "10 digits after a 44 country code makes 12"],
    [null, "null"],
    [undefined, "undefined"],
  ])("refuses %j (%s)", (value, _label) => {
    expect(isValidGenericPhone(value)).toBe(false);
  });
  it("has a schema", () => {
    expect(genericPhoneSchema.parse("+1 514 555 0123")).toBe("+1 514 555 0123");
    expect(genericPhoneSchema.safeParse("123").error?.issues[0]?.message).toBe("PHONE_INVALID");
    expect(genericPhoneSchema.safeParse(5).error?.issues[0]?.message).toBe("PHONE_REQUIRED");
  });
});
