import { parseArgs } from "node:util";
import { vinSchema } from "@carport/domain";
import { OVMS_CAPABILITIES } from "@carport/protocol";
import { loadConfig, type Config } from "../../config.ts";
import { createCredentialBox } from "../../core/credential-box.ts";
import { openDatabase, type Database } from "../../db/database.ts";
import { migrate } from "../../db/migrate.ts";
import {
  confirmOvmsCapabilities,
  findOvmsModuleOfVin,
  OVMS_PIN_BOX,
  parseCapabilities,
  registerOvmsModule,
  removeOvmsModule,
  setOvmsModulePin,
} from "../../modules/vehicle-link/ovms-modules.ts";

export const OVMS_MODULE_USAGE = `  ovms-module --vin VIN --user U --vehicle-id ID [--pin P] [--supports lock,climate,charge,valet]
                       register the car's Open Vehicle Monitoring System module (the car must be
                       enrolled to an account): its server v3 user name and vehicle id, the module
                       PIN lock and unlock need (sealed), what its vehicle module can do (default
                       lock); prints the secret once and the module's settings. Again: new secret.
  ovms-module --vin VIN [--pin P] [--supports ...]
                       change the PIN or the confirmed capabilities of the car's module
  ovms-module --vin VIN --remove
                       remove the module; its identity stops working at once`;

/** What the module's owner types into its "Server V3 (MQTT)" page, for this Carport. */
function moduleSettings(config: Config, credentials: { username: string; secret: string; prefix: string }): string {
  const host = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : "<carport-host>";
  return [
    `  Config → Server V3 (MQTT) on the module:`,
    `    Server:        ${host}`,
    `    Enable TLS:    yes     Port: ${config.MQTT_TLS_PORT}`,
    `    Username:      ${credentials.username}`,
    `    Password:      ${credentials.secret}   (shown once, stored only as a hash)`,
    `    Client ID:     ${credentials.username}`,
    `    Topic Prefix:  (empty: ${credentials.prefix}/)`,
  ].join("\n");
}

/** `ovms-module`: answers the exit code. The database is the caller's when given (tests), else the configured one. */
export async function runOvmsModuleCommand(argv: string[], given?: { db: Database; config: Config }): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      vin: { type: "string" },
      user: { type: "string" },
      "vehicle-id": { type: "string" },
      pin: { type: "string" },
      supports: { type: "string" },
      remove: { type: "boolean" },
      help: { type: "boolean" },
    },
  });
  if (values.help) {
    console.log(OVMS_MODULE_USAGE);
    return 0;
  }
  const config = given?.config ?? loadConfig();
  const db = given?.db ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  try {
    if (!given) await migrate(db);
    if (!values.vin) throw new Error("--vin is required");
    const vin = vinSchema.parse(values.vin);
    const box = await createCredentialBox(db, undefined, OVMS_PIN_BOX, config.SEALING_KEY);
    const supports = values.supports !== undefined ? parseCapabilities(values.supports) : undefined;
    if (values.remove) {
      if (!(await removeOvmsModule(db, vin))) throw new Error(`${vin} has no OVMS module`);
      console.log(`${vin}: OVMS module removed; its identity no longer works`);
      return 0;
    }
    if (values.user !== undefined || values["vehicle-id"] !== undefined) {
      if (!values.user || !values["vehicle-id"]) throw new Error("--user and --vehicle-id go together");
      const credentials = await registerOvmsModule(db, box, {
        vin,
        user: values.user,
        vehicleId: values["vehicle-id"],
        pin: values.pin,
        supports,
      });
      console.log(`${vin}: OVMS module ${credentials.username}, vehicle id ${values["vehicle-id"]}, topics under ${credentials.prefix}/`);
      console.log(moduleSettings(config, credentials));
      if (values.pin === undefined) console.log("  No module PIN given: lock and unlock fail until --pin sets it.");
      return 0;
    }
    if (!(await findOvmsModuleOfVin(db, vin))) throw new Error(`${vin} has no OVMS module: give --user and --vehicle-id`);
    if (values.pin !== undefined) await setOvmsModulePin(db, box, vin, values.pin);
    if (supports) await confirmOvmsCapabilities(db, vin, supports);
    const module = (await findOvmsModuleOfVin(db, vin))!;
    console.log(
      `${vin}: OVMS module ${module.username}; PIN ${module.sealedPin ? "kept (sealed)" : "not set"}; offers ${
        module.supports.filter((c) => !module.refused.includes(c)).join(", ") || "nothing"
      }${module.refused.length ? `; answered it cannot: ${module.refused.join(", ")}` : ""} (of ${OVMS_CAPABILITIES.join(", ")})`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    if (!given) await db.close();
  }
}
