import type { LinkCredentials } from "@carport/telematics";
import type { createFleetService } from "../../modules/fleet/fleet-service.ts";
import { parseCsv } from "./csv-rows.ts";
import { factoryVehicleFrom, PROVISION_FIELDS, type ProvisionField } from "./factory-vehicle-input.ts";

export type CsvLineOutcome =
  | { line: number; outcome: "provisioned"; vin: string; credentials: LinkCredentials }
  | { line: number; outcome: "skipped"; vin: string }
  | { line: number; outcome: "refused"; reason: string };

/**
 * Provisions the vehicles of a CSV file whose header names `provision`'s options (brand, vin,
 * model-code...; any order, optional ones may be left out). Each line is provisioned on its own
 * (a bad line changes nothing and does not stop the others); a VIN already there is skipped.
 * Throws, provisioning nothing, when the header names an unknown or repeated column or lacks a required one.
 */
export async function provisionCsv(fleet: ReturnType<typeof createFleetService>, text: string): Promise<CsvLineOutcome[]> {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ""));
  if (!header) throw new Error("the file is empty: its first line names the columns");
  const columns = header.fields.map((name) => name.trim().replace(/^--/, ""));
  const unknown = columns.filter((name) => !(PROVISION_FIELDS as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`unknown column(s) ${unknown.join(", ")}; the columns are ${PROVISION_FIELDS.join(", ")}`);
  const repeated = columns.filter((name, i) => columns.indexOf(name) !== i);
  if (repeated.length) throw new Error(`column(s) named twice: ${repeated.join(", ")}`);

  const outcomes: CsvLineOutcome[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    try {
      if (row.fields.length !== columns.length) throw new Error(`${row.fields.length} field(s) for ${columns.length} column(s)`);
      const vehicle = factoryVehicleFrom(Object.fromEntries(columns.map((name, i) => [name as ProvisionField, row.fields[i]])));
      const credentials = seen.has(vehicle.vin) ? null : await fleet.provision(vehicle);
      seen.add(vehicle.vin);
      outcomes.push(
        credentials
          ? { line: row.line, outcome: "provisioned", vin: vehicle.vin, credentials }
          : { line: row.line, outcome: "skipped", vin: vehicle.vin },
      );
    } catch (error) {
      outcomes.push({ line: row.line, outcome: "refused", reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcomes;
}
