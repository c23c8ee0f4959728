import { describe, it, expect } from "vitest";
import { isValidSecurityAnswer, securityAnswerReason, securityAnswerSchema } from "./security-answer.ts";

describe("securityAnswerReason", () => {
  it.each(["Fluffy", "fluffy123", "Montréal", "a", "o'neil", "x-y_z", "서울"])("accepts %j", (value) => {
    expect(securityAnswerReason(value)).toBeNull();
    expect(isValidSecurityAnswer(value)).toBe(true);
  });
  it.each(["two words", " lead", "trail ", "tab\there", "new\nline", "nbsp\u00a0x", " "])("refuses %j for whitespace", (value) => {
    expect(securityAnswerReason(value)).toBe("SECURITY_ANSWER_WHITESPACE");
    expect(isValidSecurityAnswer(value)).toBe(false);
  });
  it.each([null, undefined, ""])("names %j SECURITY_ANSWER_REQUIRED", (value) => {
    expect(securityAnswerReason(value)).toBe("SECURITY_ANSWER_REQUIRED");
  });
});

describe("securityAnswerSchema", () => {
  it("parses a good answer", () => {
    expect(securityAnswerSchema.parse("Rex")).toBe("Rex");
  });
  it("reports the reason key", () => {
    expect(securityAnswerSchema.safeParse("a b").error?.issues[0]?.message).toBe("SECURITY_ANSWER_WHITESPACE");
    expect(securityAnswerSchema.safeParse(undefined).error?.issues[0]?.message).toBe("SECURITY_ANSWER_REQUIRED");
  });
});
