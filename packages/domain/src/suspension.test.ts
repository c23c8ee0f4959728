import { describe, expect, it } from "vitest";
import { DEACTIVATION_STEP, needsSuspendedVehicle, parseDeactivationStep, stepAfterConfirm, suspensionLinkState } from "./suspension.ts";

describe("suspended-vehicle deactivation steps", () => {
  it("reads steps 0 to 5, starts at the choice without one, and rejects anything else", () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => parseDeactivationStep(String(n)))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(parseDeactivationStep(null)).toBe(DEACTIVATION_STEP.choose);
    expect(parseDeactivationStep("")).toBe(DEACTIVATION_STEP.choose);
    for (const bad of ["6", "-1", "2.5", "02", "two", " 2"]) expect(parseDeactivationStep(bad), bad).toBeNull();
  });

  it("shows the choice and both prompts only for a vehicle still suspended; results and cancel show after it changed", () => {
    expect([0, 1, 2, 3, 4, 5].filter((n) => needsSuspendedVehicle(n as 0))).toEqual([0, 2, 5]);
  });

  it("leads the deactivate prompt to done (3) and the cancel-suspension prompt (5) to reactivated (4)", () => {
    expect(stepAfterConfirm(2)).toBe(3);
    expect(stepAfterConfirm(5)).toBe(4);
  });
});

describe("a reactivation link's vehicle", () => {
  const vehicles = [
    { vehicleId: "S", suspendYn: "Y" as const },
    { vehicleId: "A", suspendYn: "N" as const },
  ];
  it("is suspended, active again, or no longer on the account", () => {
    expect(suspensionLinkState(vehicles, "S")).toBe("suspended");
    expect(suspensionLinkState(vehicles, "A")).toBe("active");
    expect(suspensionLinkState(vehicles, "GONE")).toBe("missing");
    expect(suspensionLinkState(vehicles, null)).toBe("missing");
    expect(suspensionLinkState(vehicles, "")).toBe("missing");
  });
});
