import { isBrandCode, type BrandCode } from "@carport/protocol";
import type { LinkCredentials } from "@carport/telematics";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import type { AdminValues } from "./admin-options.ts";

/** What every command is given: the configuration and the options of its command line. */
export interface AdminContext {
  config: Config;
  values: AdminValues;
}

/**
 * One command of the operator tool, in a file of its own, listed in admin-commands.ts.
 * - `database`: run with the database opened and migrated (and the current terms in place);
 * - `alone`: opens what it needs itself, or nothing (the vehicle link, backups): the running server may hold the database.
 */
export type AdminCommand = {
  name: string;
  /** Its lines of the usage text, in the order of admin-commands.ts ("" when another command's lines say it). */
  usage: string;
} & (
  | { needs: "alone"; run(context: AdminContext): Promise<void> }
  | { needs: "database"; run(context: AdminContext & { db: Database }): Promise<number | void> }
);

/** The value of a string option the command cannot do without. */
export function required(values: AdminValues, name: keyof AdminValues): string {
  const value = values[name];
  if (typeof value !== "string" || value === "") throw new Error(`--${name} is required`);
  return value;
}

export function brandOption(values: AdminValues): BrandCode | undefined {
  if (values.brand === undefined) return undefined;
  if (!isBrandCode(values.brand)) throw new Error(`--brand must be one of hacc, kci, gen`);
  return values.brand;
}

export function printCredentials(credentials: LinkCredentials) {
  console.log(
    `  user name (and MQTT client id): ${credentials.username}\n  secret (shown once, stored only as a hash): ${credentials.secret}`,
  );
}
