import { vinSchema } from "@carport/domain";
import { OVMS_CAPABILITIES } from "@carport/protocol";
import type { Config } from "../../config.ts";
import { createCredentialBox } from "../../core/credential-box.ts";
import {
  confirmOvmsCapabilities,
  findOvmsModuleOfVin,
  OVMS_PIN_BOX,
  parseCapabilities,
  registerOvmsModule,
  removeOvmsModule,
  setOvmsModulePin,
} from "../../modules/vehicle-link/ovms-modules.ts";
import { required, type AdminCommand } from "./admin-command.ts";

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

export const ovmsModule: AdminCommand = {
  name: "ovms-module",
  usage: `  ovms-module --vin VIN --user U --vehicle-id ID [--pin P] [--supports lock,climate,charge,valet]
                       register the car's Open Vehicle Monitoring System module (the car must be
                       enrolled to an account): its server v3 user name and vehicle id, the module
                       PIN lock and unlock need (sealed), what its vehicle module can do (default
                       lock); prints the secret once and the module's settings. Again: new secret.
  ovms-module --vin VIN [--pin P] [--supports ...]
                       change the PIN or the confirmed capabilities of the car's module
  ovms-module --vin VIN --remove
                       remove the module; its identity stops working at once`,
  needs: "database",
  async run({ db, config, values }) {
    const vin = vinSchema.parse(required(values, "vin"));
    const box = await createCredentialBox(db, undefined, OVMS_PIN_BOX, config.SEALING_KEY);
    const supports = values.supports !== undefined ? parseCapabilities(values.supports) : undefined;
    if (values.remove) {
      if (!(await removeOvmsModule(db, vin))) throw new Error(`${vin} has no OVMS module`);
      console.log(`${vin}: OVMS module removed; its identity no longer works`);
      return;
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
      return;
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
  },
};
