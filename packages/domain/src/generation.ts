/** Vehicle generations the screens and rules are gated by (vehicle-area.md 1). */
export type VehicleGeneration = "G1" | "G2" | "G2.5" | "G3";

/**
 * The generation of a vehicle, derived from genType by substring as the spec says ("2.5" or "G2.5"
 * -> G2.5, "3" or "Gen3" -> G3, "2" -> G2, "1" -> G1); "2.5" is looked for before "2". Null when
 * none matches.
 */
export function vehicleGeneration(genType: string | null | undefined): VehicleGeneration | null {
  if (!genType) return null;
  if (genType.includes("2.5")) return "G2.5";
  if (genType.includes("3")) return "G3";
  if (genType.includes("2")) return "G2";
  if (genType.includes("1")) return "G1";
  return null;
}

/** Fuel kinds E (electric) and P (plug-in hybrid) are the ones with charging screens. */
export function isEvOrPhev(fuelKindCode: string | null | undefined): boolean {
  return fuelKindCode === "E" || fuelKindCode === "P";
}

/** A first-generation plug-in hybrid: its charge schedule has a start and an end time (vehicle-area.md 5 and 9). */
export function isG1Phev(vehicle: { fuelKindCode: string | null | undefined; genType: string | null | undefined }): boolean {
  return vehicle.fuelKindCode === "P" && vehicleGeneration(vehicle.genType) === "G1";
}
