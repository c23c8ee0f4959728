import { fuelKindCodeSchema, isBrandCode } from "@carport/protocol";
import { postalCodeSchema, vinSchema } from "@carport/domain";
import type { FactoryVehicle } from "../../modules/fleet/factory-repository.ts";

/** The options of `provision`, which are also the columns of `provision-csv`'s file. */
export const PROVISION_FIELDS = [
  "brand",
  "vin",
  "model-code",
  "model-name",
  "model-year",
  "fuel",
  "gen",
  "ccs2",
  "remote-ignition",
  "owner-first",
  "owner-last",
  "postal",
  "dealer-token",
  "dealer-code",
  "trim",
  "color",
  "meid",
] as const;
export type ProvisionField = (typeof PROVISION_FIELDS)[number];

const REQUIRED: readonly ProvisionField[] = [
  "brand",
  "vin",
  "model-code",
  "model-name",
  "model-year",
  "fuel",
  "gen",
  "owner-first",
  "owner-last",
  "postal",
  "dealer-token",
];

/** A yes/no column: empty, 0, false or no is no; 1, true or yes is yes. */
function flag(name: ProvisionField, value: string | boolean | undefined): boolean {
  if (typeof value === "boolean") return value;
  const text = (value ?? "").trim().toLowerCase();
  if (text === "" || text === "0" || text === "false" || text === "no") return false;
  if (text === "1" || text === "true" || text === "yes") return true;
  throw new Error(`--${name} must be 1 or 0 (true or false)`);
}

/** A factory record from `provision`'s options (or a CSV line's columns); throws naming the first bad one. */
export function factoryVehicleFrom(values: Partial<Record<ProvisionField, string | boolean | undefined>>): FactoryVehicle {
  const text = (name: ProvisionField) => {
    const value = values[name];
    return typeof value === "string" ? value.trim() : "";
  };
  for (const name of REQUIRED) if (text(name) === "") throw new Error(`--${name} is required`);
  const brand = text("brand");
  if (!isBrandCode(brand)) throw new Error("--brand must be one of hacc, kci, gen");
  const checked = <T>(
    name: ProvisionField,
    parse: (v: string) => { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } },
  ): T => {
    const result = parse(text(name));
    if (!result.success) throw new Error(`--${name}: ${result.error.issues.map((i) => i.message).join(", ")}`);
    return result.data;
  };
  return {
    vin: checked("vin", (v) => vinSchema.safeParse(v)),
    brand,
    modelCode: text("model-code"),
    modelName: text("model-name"),
    modelYear: text("model-year"),
    fuelKindCode: checked("fuel", (v) => fuelKindCodeSchema.safeParse(v)),
    genType: text("gen"),
    isCcs2: flag("ccs2", values.ccs2),
    remoteIgnition: flag("remote-ignition", values["remote-ignition"]),
    mainBatteryType: "",
    trim: text("trim"),
    exteriorColor: text("color"),
    ownerFirstName: text("owner-first"),
    ownerLastName: text("owner-last"),
    ownerPostalCode: checked("postal", (v) => postalCodeSchema.safeParse(v)),
    dealerToken: text("dealer-token"),
    dealerCode: text("dealer-code"),
    ...(text("meid") ? { meid: text("meid") } : {}),
  };
}
