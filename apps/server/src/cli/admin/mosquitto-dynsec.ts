import { vinSchema } from "@carport/domain";
import { parseCredentials } from "../../modules/vehicle-link/internal-identities.ts";
import {
  pushVehicleToMosquitto,
  sendDynsecCommands,
  writeDynsecConfig,
  type DynsecBroker,
} from "../../modules/vehicle-link/mosquitto-dynsec.ts";
import type { Config } from "../../config.ts";
import { printCredentials, required, type AdminCommand } from "./admin-command.ts";

export const mosquittoDynsec: AdminCommand = {
  name: "mosquitto-dynsec",
  usage: `  mosquitto-dynsec --out DIR
                       write DIR/dynamic-security.json, the file of Mosquitto's dynamic-security plugin,
                       from the link identities, with a new administrator identity for this tool
                       (its secret printed once: MOSQUITTO_DYNSEC_ADMIN=user:secret)`,
  needs: "database",
  async run({ db, config, values }) {
    const { file, admin } = await writeDynsecConfig(db, config.LINK_NAMESPACE, required(values, "out"));
    console.log(
      `wrote ${file}; in mosquitto.conf, instead of password_file and acl_file:\n  plugin /usr/lib/x86_64-linux-gnu/mosquitto_dynamic_security.so\n  plugin_opt_config_file ${file}\n` +
        `then restart Mosquitto once. This tool's identity there, for mosquitto-push:\n  MOSQUITTO_DYNSEC_ADMIN=${admin.username}:${admin.secret}   (shown once)`,
    );
  },
};

export const mosquittoPush: AdminCommand = {
  name: "mosquitto-push",
  usage: `  mosquitto-push --vin VIN
                       a new link secret for the car (printed once), given to the running Mosquitto
                       (MQTT_URL) through the plugin at once, no reload; a car no longer in the
                       factory record is taken out of Mosquitto`,
  needs: "database",
  async run({ db, config, values }) {
    const vin = vinSchema.parse(values.vin);
    const pushed = await pushVehicleToMosquitto(db, config.LINK_NAMESPACE, vin, await runningMosquitto(config));
    if (!pushed) {
      console.log(`${vin} is not in the factory record: taken out of Mosquitto`);
      return;
    }
    console.log(`${vin}: new vehicle-link secret, in Mosquitto now; the old one no longer works`);
    printCredentials(pushed);
  },
};

/**
 * The running Mosquitto (MQTT_URL) and the plugin administrator (MOSQUITTO_DYNSEC_ADMIN) that a secret is
 * handed to, once the plugin has answered them: a broker that cannot take the secret is found before a
 * new one is made and stored.
 */
export async function runningMosquitto(config: Config): Promise<DynsecBroker> {
  const admin = parseCredentials(process.env.MOSQUITTO_DYNSEC_ADMIN);
  if (!admin) throw new Error("MOSQUITTO_DYNSEC_ADMIN=user:secret is required (npm run admin -- mosquitto-dynsec printed it)");
  if (!config.MQTT_URL) throw new Error("MQTT_URL is required: the Mosquitto to give the secret to");
  const broker = { url: config.MQTT_URL, admin };
  try {
    await sendDynsecCommands(broker.url, broker.admin, [{ command: "getDefaultACLAccess" }]);
  } catch (error) {
    throw new Error(
      `Mosquitto's dynamic-security plugin at ${broker.url} did not answer ${admin.username} (${(error as Error).message}): nothing was changed`,
    );
  }
  return broker;
}
