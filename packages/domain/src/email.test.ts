import { describe, it, expect } from "vitest";
import {
  EMAIL_MAX_LENGTH,
  emailReason,
  emailSchema,
  isValidEmail,
  isValidSecondaryDriverEmail,
  secondaryDriverEmailSchema,
} from "./email.ts";

describe("isValidEmail", () => {
  it.each([
    "a@b.co",
    "owner@example.com",
    "first.last@example.com",
    "first.middle.last@example.com",
    "user_name@example.com",
    "user-name@example.com",
    "user+tag@example.com",
    "UPPER@EXAMPLE.COM",
    "123@example.com",
    "a@sub.domain.example.ca",
    "a@my-host.com",
    "a@123.example.org",
    "_@x.io",
    "+@x.io",
    "-@x.io",
    "a@b.museum",
  ])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ["", "empty"],
    ["plain", "no @"],
    ["@example.com", "empty local part"],
    ["a@", "no domain"],
    ["a@example", "no top-level label"],
    ["a@example.c", "top-level label of one letter"],
    ["a@example.c0", "top-level label with a digit"],
    ["a@example.123", "numeric top-level label"],
    ["a@example.co-", "hyphen in the top-level label"],
    [".a@example.com", "leading dot in local part"],
    ["a.@example.com", "trailing dot in local part"],
    ["a..b@example.com", "empty segment in local part"],
    ["a@@example.com", "two @"],
    ["a@b@example.com", "@ inside"],
    ["a b@example.com", "space in local part"],
    ["a@exa mple.com", "space in domain"],
    [" a@example.com", "leading space"],
    ["a@example.com ", "trailing space"],
    ["a!@example.com", "! in local part"],
    ["a#b@example.com", "# in local part"],
    ['"a"@example.com', "quoted local part"],
    ["a@.example.com", "leading dot in domain"],
    ["a@example..com", "empty domain label"],
    ["a@example.com.", "trailing dot"],
    ["a@exam_ple.com", "underscore in domain"],
    ["a@exam+ple.com", "plus in domain"],
    ["é@example.com", "accented local part"],
    ["a@exämple.com", "accented domain"],
    ["a@[127.0.0.1]", "address literal"],
    ["a@example.com\n", "newline"],
  ])("refuses %j (%s)", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it("refuses null and undefined", () => {
    expect(isValidEmail(null)).toBe(false);
    expect(isValidEmail(undefined)).toBe(false);
  });
});

describe("emailReason", () => {
  it("names a missing value EMAIL_REQUIRED", () => {
    expect(emailReason("")).toBe("EMAIL_REQUIRED");
    expect(emailReason(null)).toBe("EMAIL_REQUIRED");
    expect(emailReason(undefined)).toBe("EMAIL_REQUIRED");
  });
  it("names a malformed value EMAIL_INVALID", () => {
    expect(emailReason("nope")).toBe("EMAIL_INVALID");
  });
  it("accepts an address of exactly the maximum length and refuses one character more", () => {
    const domain = "@example.com";
    const atMax = "a".repeat(EMAIL_MAX_LENGTH - domain.length) + domain;
    expect(atMax).toHaveLength(EMAIL_MAX_LENGTH);
    expect(emailReason(atMax)).toBeNull();
    expect(emailReason("a" + atMax)).toBe("EMAIL_TOO_LONG");
  });
  it("is null for a valid address", () => {
    expect(emailReason("a@b.ca")).toBeNull();
  });
});

describe("isValidSecondaryDriverEmail", () => {
  it("follows the same rule", () => {
    expect(isValidSecondaryDriverEmail("driver+2@example.ca")).toBe(true);
    expect(isValidSecondaryDriverEmail("driver@example")).toBe(false);
    expect(isValidSecondaryDriverEmail(undefined)).toBe(false);
  });
});

describe("emailSchema", () => {
  it("parses a valid e-mail unchanged", () => {
    expect(emailSchema.parse("Owner@Example.com")).toBe("Owner@Example.com");
  });
  it.each([
    [undefined, "EMAIL_REQUIRED"],
    [42, "EMAIL_REQUIRED"],
    ["", "EMAIL_REQUIRED"],
    ["x@y", "EMAIL_INVALID"],
    ["a".repeat(300) + "@example.com", "EMAIL_TOO_LONG"],
  ])("refuses %j with %s", (input, key) => {
    const result = emailSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toBe(key);
  });
  it("is the schema used for the secondary driver", () => {
    expect(secondaryDriverEmailSchema.safeParse("x@y").success).toBe(false);
    expect(secondaryDriverEmailSchema.safeParse("x@y.ca").success).toBe(true);
  });
});
