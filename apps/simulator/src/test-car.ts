import { initialVehicleStatus } from "@carport/telematics";

/** A combustion car's provision, as the cloud publishes it, for the simulator's tests. */
export function testCarProvision(vin: string) {
  const profile = {
    vin,
    fuelKindCode: "G" as const,
    modelYear: "2026",
    isCcs2: false,
    remoteIgnition: true,
    rangeAtFull: 0,
    fuelRangeAtFull: 700,
    odometer: 1200,
  };
  return { profile, status: initialVehicleStatus(profile) };
}
