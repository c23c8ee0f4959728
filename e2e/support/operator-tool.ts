import { execFile } from "node:child_process";
import { promisify } from "node:util";

/** The machine's shared Mosquitto, on which journeys that drive a car with the operator tool run their vehicle link. */
export const MOSQUITTO = process.env.MOSQUITTO_URL ?? "mqtt://127.0.0.1:1883";

/** The operator tool (`npm run admin -- …`) on the shared broker, in a journey's own link namespace. */
export async function admin(namespace: string, ...args: string[]): Promise<void> {
  await promisify(execFile)("npm", ["run", "--silent", "admin", "--", ...args], {
    env: { ...process.env, MQTT_URL: MOSQUITTO, LINK_NAMESPACE: namespace },
  });
}
