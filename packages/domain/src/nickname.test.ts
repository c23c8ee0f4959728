import { describe, it, expect } from "vitest";
import {
  NICKNAME_MAX_LENGTH,
  isNicknameUnchanged,
  isValidNickname,
  nicknameReason,
  nicknameSchema,
  normalizeNickname,
} from "./nickname.ts";

describe("nicknameReason", () => {
  it("allows 15 characters", () => {
    expect(NICKNAME_MAX_LENGTH).toBe(15);
    expect(nicknameReason("a".repeat(15))).toBeNull();
    expect(nicknameReason("a".repeat(16))).toBe("nickTooLong");
  });
  it.each([null, undefined, "", " ", "\t\n"])("names %j emptyNick", (value) => {
    expect(nicknameReason(value)).toBe("emptyNick");
    expect(isValidNickname(value)).toBe(false);
  });
  it.each(["My EV", "Auto d'Émilie", "1", "차", "🚗 Zoom"])("accepts %j", (value) => {
    expect(nicknameReason(value)).toBeNull();
    expect(isValidNickname(value)).toBe(true);
  });
  it("does not count surrounding spaces", () => {
    expect(nicknameReason(`  ${"a".repeat(15)}  `)).toBeNull();
  });
  it("counts an emoji as one character", () => {
    expect(nicknameReason("🚗".repeat(15))).toBeNull();
    expect(nicknameReason("🚗".repeat(16))).toBe("nickTooLong");
  });
});

describe("isNicknameUnchanged", () => {
  it("is true for the same nickname, ignoring surrounding spaces", () => {
    expect(isNicknameUnchanged("My EV", "My EV")).toBe(true);
    expect(isNicknameUnchanged("My EV", " My EV ")).toBe(true);
    expect(isNicknameUnchanged(null, "")).toBe(true);
    expect(isNicknameUnchanged(undefined, "  ")).toBe(true);
  });
  it("is false for any real change, including case", () => {
    expect(isNicknameUnchanged("My EV", "My Ev")).toBe(false);
    expect(isNicknameUnchanged("My EV", "My  EV")).toBe(false);
    expect(isNicknameUnchanged("My EV", "")).toBe(false);
    expect(isNicknameUnchanged(null, "x")).toBe(false);
  });
});

describe("nicknameSchema", () => {
  it("stores the trimmed nickname", () => {
    expect(normalizeNickname("  Zoom ")).toBe("Zoom");
    expect(nicknameSchema.parse("  Zoom ")).toBe("Zoom");
  });
  it.each([
    [undefined, "emptyNick"],
    ["", "emptyNick"],
    ["   ", "emptyNick"],
    ["x".repeat(16), "nickTooLong"],
  ])("refuses %j with %s", (input, key) => {
    expect(nicknameSchema.safeParse(input).error?.issues.map((i) => i.message)).toEqual([key]);
  });
});
