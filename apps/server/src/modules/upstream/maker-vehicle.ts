/**
 * A car's factory facts from its entry in the maker's `vhcllst`, as the public Canadian clients read
 * it (KiaUvoApiCA get_vehicles: vehicleId, nickName, modelName, modelYear, vin, fuelKindCode;
 * egmp-bluelink-scriptable canada.ts getCar: exteriorColor, trim), plus the feature flags a
 * Canadian entry may carry (genType, isCCS2Vehicle, remoteIgnition, mainBatteryType). Only what the
 * entry says: an absent text stays empty (unknown), an absent flag is null (unknown), except a CCS2
 * model the public clients name (below); never a field the entry does not have. How a command goes to
 * a car whose flags are unknown is the public clients' way (upstream-command-calls.ts, climate-on-engine.ts).
 */
export interface MakerVehicleFacts {
  modelCode: string;
  modelName: string;
  modelYear: string;
  trim: string;
  exteriorColor: string;
  fuelKindCode: "G" | "E" | "P" | "F";
  genType: string;
  /** null: the maker did not tell. */
  isCcs2: boolean | null;
  /** null: the maker did not tell. */
  remoteIgnition: boolean | null;
  mainBatteryType: string;
}

const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");

/** A Y/N (or boolean) flag of the entry; null when the entry does not say. */
function flag(value: unknown): boolean | null {
  if (value === "Y" || value === true) return true;
  if (value === "N" || value === false) return false;
  return null;
}

/**
 * The cars KiaUvoApiCA start_climate sends `remoteControl` to instead of `hvacInfo` (Kia "EV9",
 * Hyundai "IONIQ 9"): the CCS2 cars, when the entry has no isCCS2Vehicle of its own.
 */
const CCS2_MODELS = new Set(["EV9", "IONIQ 9"]);

export function makerVehicleFacts(entry: Record<string, unknown>, status: Record<string, unknown> | null): MakerVehicleFacts {
  const declared = text(entry.fuelKindCode);
  // Without a fuel kind, a status carrying evStatus is an electric car's (the status says so).
  const fuelKindCode = (["G", "E", "P", "F"] as const).find((k) => k === declared) ?? (status?.evStatus ? "E" : "G");
  const modelName = text(entry.modelName);
  return {
    modelCode: text(entry.modelCode),
    modelName,
    modelYear: text(entry.modelYear),
    trim: text(entry.trim),
    exteriorColor: text(entry.exteriorColor),
    fuelKindCode,
    genType: text(entry.genType),
    isCcs2:
      flag(entry.isCCS2Vehicle) ??
      (CCS2_MODELS.has(modelName.toUpperCase()) || CCS2_MODELS.has(text(entry.nickName).toUpperCase()) ? true : null),
    // Unknown without the flag; KiaUvoApiCA starts every car that is not an EV remotely (rmtstrt), and
    // so does Carport's command to such a car (climate-on-engine.ts), but it is not stated as a fact.
    remoteIgnition: flag(entry.remoteIgnition),
    mainBatteryType: text(entry.mainBatteryType),
  };
}
