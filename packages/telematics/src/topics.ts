/**
 * Topic names of the vehicle link. Per vehicle (by VIN):
 *   provision  cloud → fleet, retained: the vehicle exists, with its profile and last known status
 *   command    cloud → car, QoS 1
 *   result     car → cloud, QoS 1: a command's outcome and the status after it
 *   status     car → cloud, retained: the newest status snapshot
 *   event      car → cloud: warnings, trouble codes, charge complete, alarms
 *   presence   car → cloud, retained: online or not (the fleet's last will marks it offline)
 *   settings   operator → car, retained: simulated latency, asleep, failure rate
 */
export const TOPIC_ROOT = "carport/v1/vehicles";

export type TopicKind = "provision" | "command" | "result" | "status" | "event" | "presence" | "settings";

export function vehicleTopic(vin: string, kind: TopicKind): string {
  return `${TOPIC_ROOT}/${vin}/${kind}`;
}

/** The subscription matching one kind of topic for every vehicle. */
export function everyVehicle(kind: TopicKind): string {
  return `${TOPIC_ROOT}/+/${kind}`;
}

/** Splits a vehicle topic into its VIN and kind; null for any other topic. */
export function parseVehicleTopic(topic: string): { vin: string; kind: TopicKind } | null {
  const parts = topic.split("/");
  if (parts.length !== 5 || `${parts[0]}/${parts[1]}/${parts[2]}` !== TOPIC_ROOT) return null;
  const kind = parts[4] as TopicKind;
  if (!["provision", "command", "result", "status", "event", "presence", "settings"].includes(kind)) return null;
  return { vin: parts[3]!, kind };
}
