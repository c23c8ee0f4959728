import type { FuelKindCode } from "@carport/protocol";
import type { VehicleProfile } from "@carport/telematics";

/** km on a full battery and on a full tank, by powertrain. */
export const RANGE_AT_FULL = { E: 480, P: 55, G: 0, F: 0 } as const;
const FUEL_RANGE_AT_FULL = { E: 0, P: 600, G: 700, F: 600 } as const;

/** What the simulated car (or a twin of a real one) needs to know of a vehicle. */
export function vehicleProfile(
  vin: string,
  model: { fuelKindCode: FuelKindCode; modelYear: string; isCcs2: boolean; remoteIgnition: boolean },
  odometer: number,
): VehicleProfile {
  return {
    vin,
    fuelKindCode: model.fuelKindCode,
    modelYear: model.modelYear,
    isCcs2: model.isCcs2,
    remoteIgnition: model.remoteIgnition,
    rangeAtFull: RANGE_AT_FULL[model.fuelKindCode],
    fuelRangeAtFull: FUEL_RANGE_AT_FULL[model.fuelKindCode],
    odometer,
  };
}
