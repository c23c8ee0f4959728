import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { programArgs } from "../../apps/server/src/test/server-process.ts";

/** The machine's shared Mosquitto, on which journeys that drive a car with the operator tool run their vehicle link. */
export const MOSQUITTO = process.env.MOSQUITTO_URL ?? "mqtt://127.0.0.1:1883";

/** The operator tool (`npm run admin -- …`, compiled when the build is current) on the shared broker, in a journey's own link namespace. */
export async function admin(namespace: string, ...args: string[]): Promise<void> {
  await promisify(execFile)(process.execPath, [...programArgs("admin"), ...args], {
    env: { ...process.env, MQTT_URL: MOSQUITTO, LINK_NAMESPACE: namespace },
  });
}
