import { randomBytes } from "node:crypto";
import { startEmbeddedBroker, type EmbeddedBroker } from "@carport/telematics";
import { startFleetSimulator, type FleetSimulator } from "@carport/simulator";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.ts";
import { connectVehicleLinkGateway, type VehicleLinkGateway } from "./modules/vehicle-link/vehicle-link-gateway.ts";

export interface VehicleLinkRuntime {
  gateway: VehicleLinkGateway;
  /** mqtt:// address of the broker in use. */
  brokerUrl: string;
  fleet: FleetSimulator | null;
  close(): Promise<void>;
}

/**
 * The vehicle link as configured: the broker at MQTT_URL or one inside this process, and the
 * simulated fleet inside this process unless SIMULATOR=off.
 */
export async function startVehicleLinkRuntime(config: Config, log: FastifyBaseLogger): Promise<VehicleLinkRuntime> {
  let broker: EmbeddedBroker | null = null;
  let brokerUrl = config.MQTT_URL;
  if (!brokerUrl) {
    broker = await startEmbeddedBroker(config.EMBEDDED_MQTT_PORT);
    brokerUrl = broker.url;
  }
  const gateway = await connectVehicleLinkGateway(brokerUrl, log, randomBytes(4).toString("hex"), config.LINK_NAMESPACE);
  const fleet =
    config.SIMULATOR === "inprocess"
      ? await startFleetSimulator({
          mqttUrl: brokerUrl,
          namespace: config.LINK_NAMESPACE,
          timeScale: config.SIM_TIME_SCALE,
          log: (message) => log.warn({ component: "simulator" }, message),
        })
      : null;
  return {
    gateway,
    brokerUrl,
    fleet,
    async close() {
      await fleet?.close();
      await gateway.close();
      await broker?.close();
    },
  };
}
