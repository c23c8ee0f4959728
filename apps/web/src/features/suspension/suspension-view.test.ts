import { describe, expect, it } from "vitest";
import { deactivationHref, deactivationVehicleOf, vehicleLabel } from "./suspension-view.ts";

const breeze = {
  vehicleId: "v-1",
  vin: "2HMBRGC9000000104",
  modelYear: "2019",
  modelName: "Breeze",
  enrollmentStatus: 4,
  subscriptionStatus: "A",
};

describe("the deactivation route's parameters", () => {
  it("carry the vehicle, from and code, and read back as the same vehicle", () => {
    const href = deactivationHref("/deactivation", breeze, 5, { from: "reactivate", code: null });
    const url = new URL(href, "https://carport.test");
    expect(url.pathname).toBe("/deactivation");
    expect(url.searchParams.get("step")).toBe("5");
    expect(url.searchParams.get("from")).toBe("reactivate");
    expect(url.searchParams.has("code")).toBe(false);
    expect(deactivationVehicleOf(url.searchParams)).toEqual({ ...breeze, enrollmentStatus: "4" });
  });

  it("name no vehicle without a vehicleId", () => {
    expect(deactivationVehicleOf(new URLSearchParams("vin=X&step=2"))).toBeNull();
  });

  it("name the vehicle by model, nickname first when known, with the VIN's last 4", () => {
    expect(vehicleLabel(breeze)).toEqual({ name: "2019 Breeze", vinEnd: "0104" });
    expect(vehicleLabel(breeze, "Old Breeze")).toEqual({ name: "Old Breeze (2019 Breeze)", vinEnd: "0104" });
  });
});
