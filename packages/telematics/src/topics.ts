/**
 * Topic names of the vehicle link, under a namespace (default "carport/v1"; one per deployment,
 * so two Carports can share a broker). Per vehicle (by VIN):
 *   provision  cloud → fleet, retained: the vehicle exists, with its profile and last known status
 *   command    cloud → car, QoS 1
 *   result     car → cloud, QoS 1: a command's outcome and the status after it
 *   status     car → cloud, retained: the newest status snapshot
 *   event      car → cloud: warnings, trouble codes, charge complete, alarms
 *   presence   car → cloud, retained: online or not (the fleet's last will marks it offline)
 *   settings   operator → car, retained: simulated latency, unreachable, failure rate
 *   operate    operator → car: something done to the car (a door opened, a trip driven)
 *   calendar   cloud → car, retained: the owner's upcoming appointments for the navigation (empty: none)
 *   calendarAck car → cloud, retained: the appointments the car now holds
 *   display    cloud → car, QoS 1: show the in-car enrollment code on the car's screen (or clear it);
 *              sent to cars not enrolled yet, so the car need not be provisioned
 *   screen     car → cloud, retained: what the car's screen shows now
 */
export const DEFAULT_LINK_NAMESPACE = "carport/v1";

export type TopicKind =
  | "provision"
  | "command"
  | "result"
  | "status"
  | "event"
  | "presence"
  | "settings"
  | "operate"
  | "calendar"
  | "calendarAck"
  | "display"
  | "screen";
const KINDS: readonly string[] = [
  "provision",
  "command",
  "result",
  "status",
  "event",
  "presence",
  "settings",
  "operate",
  "calendar",
  "calendarAck",
  "display",
  "screen",
];

export interface LinkTopics {
  vehicle(vin: string, kind: TopicKind): string;
  /** The subscription matching one kind of topic for every vehicle. */
  everyVehicle(kind: TopicKind): string;
  /** Splits a vehicle topic into its VIN and kind; null for any other topic. */
  parse(topic: string): { vin: string; kind: TopicKind } | null;
  /** The fleet's own presence topic (its last will). */
  fleet(clientId: string): string;
  /** The subscription matching every fleet's presence. */
  everyFleet(): string;
  /** The fleet a fleet presence topic is about; null for any other topic. */
  parseFleet(topic: string): string | null;
}

export function linkTopics(namespace: string = DEFAULT_LINK_NAMESPACE): LinkTopics {
  const root = `${namespace}/vehicles`;
  const depth = root.split("/").length;
  return {
    vehicle: (vin, kind) => `${root}/${vin}/${kind}`,
    everyVehicle: (kind) => `${root}/+/${kind}`,
    parse(topic) {
      const parts = topic.split("/");
      if (parts.length !== depth + 2 || parts.slice(0, depth).join("/") !== root) return null;
      const kind = parts[depth + 1]!;
      return KINDS.includes(kind) ? { vin: parts[depth]!, kind: kind as TopicKind } : null;
    },
    fleet: (clientId) => `${namespace}/fleets/${clientId}/presence`,
    everyFleet: () => `${namespace}/fleets/+/presence`,
    parseFleet(topic) {
      const match = topic.startsWith(`${namespace}/fleets/`) ? topic.slice(namespace.length + 8).split("/") : [];
      return match.length === 2 && match[1] === "presence" && match[0] ? match[0] : null;
    },
  };
}
