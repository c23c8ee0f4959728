import mqtt, { type MqttClient } from "mqtt";
import type { LinkCredentials } from "@carport/telematics";
import { rotateVehicleSecret, saveServiceIdentity } from "../modules/vehicle-link/link-identities.ts";
import type { TestServer } from "./test-server.ts";

/** Fresh credentials of a car's own link identity (its secret rotated, as the operator would). */
export async function carCredentials(server: TestServer, vin: string): Promise<LinkCredentials> {
  const credentials = await rotateVehicleSecret(server.db, vin);
  if (!credentials) throw new Error(`${vin} has no link identity`);
  return credentials;
}

/** A gateway identity the operator granted every car (a test watching or playing many cars). */
export function allCarsGateway(server: TestServer, username: string): Promise<LinkCredentials> {
  return saveServiceIdentity(server.db, { kind: "gateway", username, vins: "all" });
}

/** The test server's broker address without the server's own user name and secret (an MQTT_URL may carry them). */
export function linkUrl(server: TestServer): string {
  const url = new URL(server.vehicleLink.brokerUrl);
  url.username = "";
  url.password = "";
  return url.toString();
}

/** A plain MQTT client on the test server's broker, under these credentials; no reconnection. */
export function connectAs(server: TestServer, credentials: LinkCredentials | null, options: mqtt.IClientOptions = {}): Promise<MqttClient> {
  return mqtt.connectAsync(linkUrl(server), {
    clientId: credentials?.username ?? `anonymous-${process.pid}`,
    ...(credentials ? { username: credentials.username, password: credentials.secret } : {}),
    reconnectPeriod: 0,
    ...options,
  });
}
