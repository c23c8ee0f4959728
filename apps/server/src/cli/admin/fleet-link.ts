import fs from "node:fs";
import type { z } from "zod";
import { connectVehicleLink, type LinkCredentials } from "@carport/telematics";
import type { Config } from "../../config.ts";
import { parseCredentials } from "../../modules/vehicle-link/internal-identities.ts";
import { operatorCredentialsFile } from "../../vehicle-link-runtime.ts";

/** The operator identity: LINK_OPERATOR_CREDENTIALS, else the one the running server's embedded broker wrote. */
function operatorCredentials(config: Config): LinkCredentials | undefined {
  const given = parseCredentials(config.LINK_OPERATOR_CREDENTIALS);
  if (given || config.MQTT_URL) return given;
  const file = operatorCredentialsFile(config);
  if (!file || !fs.existsSync(file)) return undefined;
  const { username, secret } = JSON.parse(fs.readFileSync(file, "utf8")) as LinkCredentials;
  return { username, secret };
}

/** A connection to the simulated fleet's broker, as the operator: no database needed (the server may hold it). */
export function connectToFleet(config: Config) {
  // The broker the fleet uses: MQTT_URL, else the one inside a running `npm start`.
  const brokerUrl = config.MQTT_URL ?? `mqtt://127.0.0.1:${config.EMBEDDED_MQTT_PORT}`;
  const credentials = operatorCredentials(config);
  return connectVehicleLink(brokerUrl, {
    clientId: credentials?.username ?? `carport-admin-${process.pid}`,
    ...(credentials ? { credentials } : {}),
    ...(config.MQTT_TLS_CA ? { ca: fs.readFileSync(config.MQTT_TLS_CA) } : {}),
  });
}

/** What a car last said on a retained topic (it arrives at once on subscribing), or null after 2 s. */
export async function readRetained<S extends z.ZodType>(config: Config, topic: string, schema: S): Promise<z.infer<S> | null> {
  const link = await connectToFleet(config);
  const message = await new Promise<z.infer<S> | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), 2000);
    void link.subscribe(topic, schema, (_topic, received) => {
      clearTimeout(timer);
      resolve(received);
    });
  });
  await link.close();
  return message;
}
