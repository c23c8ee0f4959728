import { describe, expect, it } from "vitest";
import { logoTarget } from "./logo-target.ts";

describe("the header logo's target", () => {
  it("is the login page when signed out", () => {
    expect(logoTarget(false, undefined)).toBe("/login");
  });

  it("is the vehicle list only while the account has no vehicle", () => {
    expect(logoTarget(true, 0)).toBe("/vehicles");
    expect(logoTarget(true, undefined)).toBe("/vehicles");
    expect(logoTarget(true, 1)).toBe("/cwp/overview");
    expect(logoTarget(true, 3)).toBe("/cwp/overview");
  });
});
