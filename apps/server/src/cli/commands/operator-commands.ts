import fs from "node:fs";
import { isBrandCode, type BrandCode } from "@carport/protocol";
import { vinSchema } from "@carport/domain";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { findAccountByEmail } from "../../core/account-repository.ts";
import { createFleetService } from "../../modules/fleet/fleet-service.ts";
import { deleteAccount } from "./delete-account.ts";
import { deleteVehicle } from "./delete-vehicle.ts";
import { describeEnrollmentTries, resetEnrollmentTries } from "./enrollment-tries.ts";
import { provisionCsv } from "./provision-csv.ts";
import { purgeDemo } from "./purge-demo.ts";
import { mailPasswordReset } from "./reset-password.ts";
import { unlockAccount } from "./unlock-account.ts";

export const ACCOUNT_COMMANDS = [
  "unlock",
  "reset-password",
  "delete-account",
  "delete-vehicle",
  "provision-csv",
  "purge-demo",
  "enrollment-tries",
] as const;

export const ACCOUNT_COMMANDS_USAGE = `  unlock --brand B --email E
                       lift the account's sign-in lock (after failures or a fraud report)
  reset-password --brand B --email E
                       mail the owner a password-reset link (the owner chooses the password)
  delete-account --brand B --email E --yes
                       delete the account and everything about it; its cars stay in the factory
                       record, free for another owner
  delete-vehicle --vin VIN --yes
                       delete the car from the factory record with its enrollment and records;
                       its vehicle-link identity stops working
  provision-csv --file F
                       provision from a CSV file whose header names provision's options (brand,vin,
                       model-code,...; ccs2 and remote-ignition 1 or 0): each line provisioned,
                       skipped (already there) or refused with the reason; exit 1 if any was refused
  purge-demo --yes     delete the demo accounts and the demo fleet with their data, so the database
                       can be started with DEMO=0
  enrollment-tries --vin VIN [--reset]
                       the car's wrong dealer tokens and owner data per source (address or
                       account) and their waits; --reset forgets them all, in-car codes' too`;

/** The options these commands read. */
export interface AccountCommandOptions {
  brand?: string | undefined;
  email?: string | undefined;
  vin?: string | undefined;
  file?: string | undefined;
  yes?: boolean | undefined;
  reset?: boolean | undefined;
}

function option(options: AccountCommandOptions, name: "brand" | "email" | "vin" | "file"): string {
  const value = options[name];
  if (typeof value !== "string" || value.trim() === "") throw new Error(`--${name} is required`);
  return value.trim();
}

function brandOf(options: AccountCommandOptions): BrandCode {
  const brand = option(options, "brand");
  if (!isBrandCode(brand)) throw new Error("--brand must be one of hacc, kci, gen");
  return brand;
}

/** Deletions run only when the operator has said --yes. */
function confirmed(options: AccountCommandOptions, what: string): void {
  if (!options.yes) throw new Error(`this deletes ${what} for good; run it again with --yes to do it`);
}

/** Runs one of ACCOUNT_COMMANDS, printing what it did; answers the exit code. */
export async function runAccountCommand(command: string, db: Database, config: Config, options: AccountCommandOptions): Promise<number> {
  switch (command) {
    case "unlock": {
      const email = option(options, "email");
      const lock = await unlockAccount(db, brandOf(options), email);
      console.log(
        lock
          ? `${email}: unlocked (it was locked after ${lock === "fraud" ? "a fraud report" : "failed sign-ins"})`
          : `${email}: was not locked; its failed sign-ins are forgotten`,
      );
      return 0;
    }
    case "reset-password": {
      const email = option(options, "email");
      await mailPasswordReset(db, config, brandOf(options), email);
      console.log(`${email}: a password-reset link is mailed to the owner`);
      return 0;
    }
    case "delete-account": {
      const brand = brandOf(options);
      const email = option(options, "email");
      if (!(await findAccountByEmail(db, brand, email))) throw new Error(`no ${brand} account ${email}`);
      confirmed(options, `the ${brand} account ${email} with its vehicles' enrollments and records`);
      const vins = await deleteAccount(db, brand, email);
      console.log(`${email}: deleted${vins.length ? `; free for another owner: ${vins.join(", ")}` : ""}`);
      return 0;
    }
    case "delete-vehicle": {
      const vin = vinSchema.parse(option(options, "vin"));
      confirmed(options, `${vin} from the factory record with its enrollment and records`);
      const { enrolledTo } = await deleteVehicle(db, vin);
      console.log(`${vin}: deleted${enrolledTo ? ` (it was enrolled to ${enrolledTo})` : ""}; its vehicle-link identity no longer works`);
      return 0;
    }
    case "provision-csv": {
      const file = option(options, "file");
      const outcomes = await provisionCsv(createFleetService(db), fs.readFileSync(file, "utf8"));
      for (const o of outcomes) {
        if (o.outcome === "provisioned") {
          console.log(`line ${o.line}: provisioned ${o.vin}; its vehicle-link identity:`);
          console.log(
            `  user name (and MQTT client id): ${o.credentials.username}\n  secret (shown once, stored only as a hash): ${o.credentials.secret}`,
          );
        } else if (o.outcome === "skipped") console.log(`line ${o.line}: skipped ${o.vin}, already in the factory record`);
        else console.log(`line ${o.line}: refused: ${o.reason}`);
      }
      const count = (kind: string) => outcomes.filter((o) => o.outcome === kind).length;
      console.log(`${count("provisioned")} provisioned, ${count("skipped")} skipped, ${count("refused")} refused`);
      return count("refused") > 0 ? 1 : 0;
    }
    case "purge-demo": {
      confirmed(options, "the demo accounts and the demo fleet with all their data");
      const { accounts, vins } = await purgeDemo(db);
      console.log(
        `deleted ${accounts.length} demo account(s)${accounts.length ? ` (${accounts.join(", ")})` : ""} and ${vins.length} demo car(s) from the factory record`,
      );
      return 0;
    }
    case "enrollment-tries": {
      const vin = vinSchema.parse(option(options, "vin").toUpperCase());
      if (options.reset) console.log(await resetEnrollmentTries(db, vin));
      else for (const line of await describeEnrollmentTries(db, vin)) console.log(line);
      return 0;
    }
    default:
      throw new Error(`unknown command ${command}`);
  }
}
