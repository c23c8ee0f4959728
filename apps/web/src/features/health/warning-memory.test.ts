// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { rememberWarningSeen, wasWarningSeen } from "./warning-memory.ts";

describe("the safety warning seen on this device", () => {
  beforeEach(() => localStorage.clear());

  it("opens once per warning, then stays closed on the next visits", () => {
    expect(wasWarningSeen("W1")).toBe(false);
    rememberWarningSeen("W1");
    expect(wasWarningSeen("W1")).toBe(true);
    // A new warning opens again.
    expect(wasWarningSeen("W2")).toBe(false);
  });

  it("keeps only the latest twenty and survives a damaged entry", () => {
    for (let i = 0; i < 25; i++) rememberWarningSeen(`W${i}`);
    expect(wasWarningSeen("W0")).toBe(false);
    expect(wasWarningSeen("W24")).toBe(true);
    localStorage.setItem("carport.safetyWarnings.seen", "{not json");
    expect(wasWarningSeen("W24")).toBe(false);
  });
});
