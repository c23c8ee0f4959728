import type { DeactivationStep } from "@carport/domain";

/** The vehicle fields the deactivation route carries (default.deactivation / support.deactivation). */
export interface DeactivationVehicle {
  vehicleId: string;
  vin: string;
  modelYear: string;
  modelName: string;
  enrollmentStatus: number | string;
  subscriptionStatus: string;
}

/** The route's own parameters besides the vehicle: where the owner came from, and the code login's code. */
export interface DeactivationExtras {
  from?: string | null;
  code?: string | null;
}

/** /deactivation (or /support/deactivation) at `step` for the vehicle, keeping from and code. */
export function deactivationHref(
  base: "/deactivation" | "/support/deactivation",
  vehicle: DeactivationVehicle,
  step: DeactivationStep,
  extras: DeactivationExtras = {},
): string {
  const params = new URLSearchParams({
    vehicleId: vehicle.vehicleId,
    vin: vehicle.vin,
    modelYear: vehicle.modelYear,
    modelName: vehicle.modelName,
    enrollmentStatus: String(vehicle.enrollmentStatus),
    subscriptionStatus: vehicle.subscriptionStatus,
  });
  if (extras.from) params.set("from", extras.from);
  if (extras.code) params.set("code", extras.code);
  params.set("step", String(step));
  return `${base}?${params.toString()}`;
}

/** The vehicle as the route's parameters name it; null without a vehicleId. */
export function deactivationVehicleOf(params: URLSearchParams): DeactivationVehicle | null {
  const vehicleId = params.get("vehicleId");
  if (!vehicleId) return null;
  return {
    vehicleId,
    vin: params.get("vin") ?? "",
    modelYear: params.get("modelYear") ?? "",
    modelName: params.get("modelName") ?? "",
    enrollmentStatus: params.get("enrollmentStatus") ?? "",
    subscriptionStatus: params.get("subscriptionStatus") ?? "",
  };
}

/** How the screens name the vehicle: "2019 Breeze", with the VIN's last 4 when known. */
export function vehicleLabel(
  vehicle: Pick<DeactivationVehicle, "modelYear" | "modelName" | "vin">,
  nickName?: string,
): {
  name: string;
  vinEnd: string;
} {
  const model = [vehicle.modelYear, vehicle.modelName].filter(Boolean).join(" ");
  return { name: nickName ? `${nickName} (${model})` : model, vinEnd: vehicle.vin.slice(-4) };
}
