import type { VehicleSummary } from "@carport/protocol";
import { describe, expect, it } from "vitest";
import { vehicleState } from "./components/vehicle-card.tsx";

const vehicle = (overrides: Partial<VehicleSummary>) =>
  ({ enrollmentStatus: 4, subscriptionStatus: "A", suspendYn: "N", ...overrides }) as VehicleSummary;

describe("vehicleState", () => {
  it("shows a vehicle enrolled without proof of ownership (3) as waiting for it, not as openable", () => {
    expect(vehicleState(vehicle({ enrollmentStatus: 3, subscriptionStatus: "P" }))).toBe("unproven");
  });
  it("keeps the other states", () => {
    expect(vehicleState(vehicle({}))).toBe("active");
    expect(vehicleState(vehicle({ suspendYn: "Y" }))).toBe("suspended");
    expect(vehicleState(vehicle({ enrollmentStatus: 4, subscriptionStatus: "P" }))).toBe("notEnrolled");
  });
  it("asks for the full enrollment dialog for a car enrolled from its screen (1), the add-vehicle dialog for one the dealer enrolled (2)", () => {
    expect(vehicleState(vehicle({ enrollmentStatus: 1, subscriptionStatus: "P" }))).toBe("needsEnrollment");
    expect(vehicleState(vehicle({ enrollmentStatus: 2, subscriptionStatus: "P" }))).toBe("needsAdding");
    expect(vehicleState(vehicle({ enrollmentStatus: 2, suspendYn: "Y" }))).toBe("suspended");
  });
});
