import { describe, it, expect } from "vitest";
import {
  applyNotificationChange,
  effectiveNotificationRow,
  isNotificationRowAlwaysOn,
  isNotificationRowLocked,
} from "./notification-settings.ts";

describe("isNotificationRowLocked", () => {
  it("locks priorityType U", () => {
    expect(isNotificationRowLocked({ priorityType: "U" })).toBe(true);
    expect(isNotificationRowAlwaysOn({ priorityType: "U" })).toBe(true);
  });
  it.each([
    [{ pushAlways: "Y" }, true],
    [{ pushAlways: "N" }, true],
    [{ emailAlways: "Y" }, true],
    [{ emailAlways: "N" }, true],
    [{ pushAlways: "", emailAlways: "" }, false],
    [{ pushAlways: null, emailAlways: null }, false],
    [{ pushAlways: "y" }, false],
    [{ priorityType: "N" }, false],
    [{ priorityType: "u" }, false],
    [{}, false],
  ])("%j locked: %j", (row, locked) => {
    expect(isNotificationRowLocked(row)).toBe(locked);
  });
  it("is always-on only for U", () => {
    expect(isNotificationRowAlwaysOn({ pushAlways: "Y", emailAlways: "Y" })).toBe(false);
  });
});

describe("effectiveNotificationRow", () => {
  it("turns both channels on for U", () => {
    expect(effectiveNotificationRow({ priorityType: "U", push: "N", email: "N", type: "A" })).toEqual({
      priorityType: "U",
      push: "Y",
      email: "Y",
      type: "A",
    });
  });
  it("fixes a channel to its always flag", () => {
    expect(effectiveNotificationRow({ push: "N", email: "N", pushAlways: "Y" })).toEqual({ push: "Y", email: "N", pushAlways: "Y" });
    expect(effectiveNotificationRow({ push: "Y", email: "Y", emailAlways: "N" })).toEqual({ push: "Y", email: "N", emailAlways: "N" });
  });
  it("leaves a free row unchanged and does not mutate", () => {
    const row = { push: "Y" as const, email: "N" as const, pushAlways: "", emailAlways: null };
    const copy = { ...row };
    expect(effectiveNotificationRow(row)).toEqual(copy);
    effectiveNotificationRow({ ...row, priorityType: "U" });
    expect(row).toEqual(copy);
  });
});

describe("applyNotificationChange", () => {
  it("takes the requested values on a free row", () => {
    expect(applyNotificationChange({ push: "Y", email: "Y" }, { push: "N", email: "N" })).toEqual({ push: "N", email: "N" });
    expect(applyNotificationChange({ push: "Y", email: "Y" }, { email: "N" })).toEqual({ push: "Y", email: "N" });
    expect(applyNotificationChange({ push: "Y", email: "N" }, {})).toEqual({ push: "Y", email: "N" });
  });
  it("ignores a request on a U row", () => {
    expect(applyNotificationChange({ priorityType: "U", push: "Y", email: "Y" }, { push: "N", email: "N" })).toEqual({
      priorityType: "U",
      push: "Y",
      email: "Y",
    });
  });
  it("ignores a request on a row with an always flag, on both channels", () => {
    expect(applyNotificationChange({ push: "Y", email: "Y", pushAlways: "Y" }, { push: "N", email: "N" })).toEqual({
      push: "Y",
      email: "Y",
      pushAlways: "Y",
    });
    expect(applyNotificationChange({ push: "Y", email: "N", emailAlways: "N" }, { email: "Y" })).toEqual({
      push: "Y",
      email: "N",
      emailAlways: "N",
    });
  });
});
