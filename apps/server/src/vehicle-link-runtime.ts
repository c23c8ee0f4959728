import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import {
  brokerUrlsForDisplay,
  startEmbeddedBroker,
  type EmbeddedBroker,
  type LinkAuthority,
  type LinkCredentials,
} from "@carport/telematics";
import { startFleetSimulator, type FleetSimulator } from "@carport/simulator";
import type { FastifyBaseLogger } from "fastify";
import { fleetRunsInProcess, type Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import { LINK_IDENTITY_CHANNEL } from "./db/notification-channels.ts";
import { writePrivateFile } from "./db/private-files.ts";
import { authenticateLinkIdentity } from "./modules/vehicle-link/link-identities.ts";
import { createInternalIdentities, parseCredentials } from "./modules/vehicle-link/internal-identities.ts";
import { connectVehicleLinkGateway, type VehicleLinkGateway } from "./modules/vehicle-link/vehicle-link-gateway.ts";
import { OVMS_PIN_BOX } from "./modules/vehicle-link/ovms-modules.ts";
import { createCredentialBox } from "./core/credential-box.ts";

export interface VehicleLinkRuntime {
  gateway: VehicleLinkGateway;
  /** Address of the broker in use, without the user name and secret MQTT_URL may carry (it is shown and logged). */
  brokerUrl: string;
  /** The embedded broker, when one runs in this process. */
  broker: EmbeddedBroker | null;
  fleet: FleetSimulator | null;
  close(): Promise<void>;
}

/** Where the embedded broker's operator credentials are written for `npm run admin` (beside the data folder); null in memory. */
export function operatorCredentialsFile(config: Config): string | null {
  return config.DATA_DIR.startsWith("memory://")
    ? null
    : path.join(path.dirname(path.resolve(config.DATA_DIR)), "vehicle-link-operator.json");
}

/**
 * The vehicle link as configured: the broker at MQTT_URL or one inside this process (every client
 * authenticated and held to its identity's topics), and the simulated fleet inside this process
 * when SIMULATOR=inprocess, or in a demo when SIMULATOR is unset.
 */
export async function startVehicleLinkRuntime(
  config: Config,
  log: FastifyBaseLogger,
  db: Database,
  /** Load runs: told each time the in-process fleet carries out a command (to count executions). */
  onExecuted?: (vin: string, transactionId: string) => void,
): Promise<VehicleLinkRuntime> {
  let broker: EmbeddedBroker | null = null;
  let stopListening = async () => {};
  let brokerUrl = config.MQTT_URL;
  let server: LinkCredentials | undefined;
  let operator = parseCredentials(config.LINK_OPERATOR_CREDENTIALS);
  let fleetCredentials = parseCredentials(config.SIMULATOR_LINK_CREDENTIALS);
  const ca = config.MQTT_TLS_CA ? fs.readFileSync(config.MQTT_TLS_CA) : undefined;
  if (!brokerUrl) {
    const internal = createInternalIdentities();
    const authority: LinkAuthority = {
      namespace: config.LINK_NAMESPACE,
      async authenticate(username, secret) {
        const own = internal.match(username, secret);
        return own === undefined ? authenticateLinkIdentity(db, username, secret) : own;
      },
      onRefused: (refusal) => log.warn({ component: "vehicle-link", ...refusal }, "vehicle link refused a client"),
    };
    broker = await startEmbeddedBroker({
      port: config.EMBEDDED_MQTT_PORT,
      authority,
      ...(config.MQTT_TLS_KEY && config.MQTT_TLS_CERT
        ? { tls: { port: config.MQTT_TLS_PORT, key: fs.readFileSync(config.MQTT_TLS_KEY), cert: fs.readFileSync(config.MQTT_TLS_CERT) } }
        : {}),
    });
    const embedded = broker;
    // A rotated or revoked identity loses its sessions at once, whoever changed it. Notifications
    // missed while the listening connection was down: every database identity connects again.
    let missed = false;
    stopListening = await db.listen(LINK_IDENTITY_CHANNEL, {
      message: (username) => embedded.disconnect(username),
      live: (live) => {
        if (!live) missed = true;
        else if (missed) {
          missed = false;
          embedded.disconnect((username) => internal.match(username, "") === undefined);
        }
      },
    });
    brokerUrl = broker.url;
    server = internal.server;
    operator ??= internal.operator;
    fleetCredentials ??= internal.fleet;
    const file = operatorCredentialsFile(config);
    if (file) writePrivateFile(file, JSON.stringify({ url: broker.url, ...internal.operator }));
  }
  const gateway = await connectVehicleLinkGateway(brokerUrl, log, randomBytes(4).toString("hex"), config.LINK_NAMESPACE, {
    ...(server ? { credentials: server } : {}),
    ...(operator ? { operator } : {}),
    ...(ca ? { ca } : {}),
    ovms: { db, box: await createCredentialBox(db, undefined, OVMS_PIN_BOX, config.SEALING_KEY) },
  });
  const fleet = fleetRunsInProcess(config)
    ? await startFleetSimulator({
        mqttUrl: brokerUrl,
        namespace: config.LINK_NAMESPACE,
        timeScale: config.SIM_TIME_SCALE,
        ...(fleetCredentials ? { credentials: fleetCredentials } : {}),
        ...(ca ? { ca } : {}),
        log: (message) => log.warn({ component: "simulator" }, message),
        ...(onExecuted ? { onExecuted } : {}),
      })
    : null;
  return {
    gateway,
    brokerUrl: brokerUrlsForDisplay(brokerUrl),
    broker,
    fleet,
    async close() {
      await fleet?.close();
      await gateway.close();
      await stopListening();
      await broker?.close();
    },
  };
}
