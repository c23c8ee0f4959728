import { vinSchema } from "@carport/domain";
import type { Config } from "../../config.ts";
import { openDatabase } from "../../db/database.ts";
import { migrate } from "../../db/migrate.ts";
import { parseCredentials } from "../../modules/vehicle-link/internal-identities.ts";
import { pushVehicleToMosquitto, writeDynsecConfig } from "../../modules/vehicle-link/mosquitto-dynsec.ts";

export const MOSQUITTO_DYNSEC_COMMANDS = ["mosquitto-dynsec", "mosquitto-push"] as const;

export const MOSQUITTO_DYNSEC_USAGE = `  mosquitto-dynsec --out DIR
                       write DIR/dynamic-security.json, the file of Mosquitto's dynamic-security plugin,
                       from the link identities, with a new administrator identity for this tool
                       (its secret printed once: MOSQUITTO_DYNSEC_ADMIN=user:secret)
  mosquitto-push --vin VIN
                       a new link secret for the car (printed once), given to the running Mosquitto
                       (MQTT_URL) through the plugin at once, no reload; a car no longer in the
                       factory record is taken out of Mosquitto`;

/** mosquitto-dynsec and mosquitto-push; answers false for another command. */
export async function runMosquittoDynsecCommand(
  command: string,
  config: Config,
  options: { out?: string | undefined; vin?: string | undefined },
): Promise<boolean> {
  if (command !== "mosquitto-dynsec" && command !== "mosquitto-push") return false;
  if (command === "mosquitto-dynsec" && !options.out) throw new Error("--out is required");
  const vin = command === "mosquitto-push" ? vinSchema.parse(options.vin) : "";
  const admin = command === "mosquitto-push" ? parseCredentials(process.env.MOSQUITTO_DYNSEC_ADMIN) : undefined;
  if (command === "mosquitto-push" && !admin)
    throw new Error("MOSQUITTO_DYNSEC_ADMIN=user:secret is required (npm run admin -- mosquitto-dynsec printed it)");
  if (command === "mosquitto-push" && !config.MQTT_URL) throw new Error("MQTT_URL is required: the Mosquitto to give the secret to");
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(db);
    if (command === "mosquitto-dynsec") {
      const { file, admin: made } = await writeDynsecConfig(db, config.LINK_NAMESPACE, options.out!);
      console.log(
        `wrote ${file}; in mosquitto.conf, instead of password_file and acl_file:\n  plugin /usr/lib/x86_64-linux-gnu/mosquitto_dynamic_security.so\n  plugin_opt_config_file ${file}\n` +
          `then restart Mosquitto once. This tool's identity there, for mosquitto-push:\n  MOSQUITTO_DYNSEC_ADMIN=${made.username}:${made.secret}   (shown once)`,
      );
      return true;
    }
    const pushed = await pushVehicleToMosquitto(db, config.LINK_NAMESPACE, vin, { url: config.MQTT_URL!, admin: admin! });
    if (!pushed) console.log(`${vin} is not in the factory record: taken out of Mosquitto`);
    else
      console.log(
        `${vin}: new vehicle-link secret, in Mosquitto now; the old one no longer works\n  user name (and MQTT client id): ${pushed.username}\n  secret (shown once, stored only as a hash): ${pushed.secret}`,
      );
    return true;
  } finally {
    await db.close();
  }
}
