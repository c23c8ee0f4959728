/** Where a car's discovery configs, states and commands live on Home Assistant's broker. */
export interface HaTopicPrefixes {
  /** Home Assistant's discovery prefix ("homeassistant"). */
  discovery: string;
  /** Carport's own topics ("carport"). */
  base: string;
}

/** The components Carport publishes, as Home Assistant names them in a config topic. */
export type HaComponent = "sensor" | "binary_sensor" | "device_tracker" | "lock" | "button" | "number" | "text" | "event";

/** The discovery node of a car: its id without dashes (a node id is letters, digits, _ and -). */
export const nodeIdOf = (vehicleId: string) => `carport_${vehicleId.replaceAll("-", "")}`;

/** The vehicle id a node id names (the inverse of nodeIdOf); null for a node that is not Carport's. */
export function vehicleIdOfNode(nodeId: string): string | null {
  const hex = /^carport_([0-9a-f]{32})$/.exec(nodeId)?.[1];
  return hex ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` : null;
}

export function haTopics(prefixes: HaTopicPrefixes) {
  const car = (vehicleId: string) => `${prefixes.base}/${vehicleId}`;
  return {
    /** `<discovery>/<component>/<node_id>/<object_id>/config`, retained; empty to remove the entity. */
    config: (component: HaComponent, vehicleId: string, objectId: string) =>
      `${prefixes.discovery}/${component}/${nodeIdOf(vehicleId)}/${objectId}/config`,
    /** Every config (a subscription pattern), to find Carport's left from before. */
    allConfigs: `${prefixes.discovery}/+/+/+/config`,
    /** One JSON document of the car's last status, retained. */
    state: (vehicleId: string) => `${car(vehicleId)}/state`,
    /** The car's last known position (latitude, longitude…), retained: the device tracker's attributes. */
    location: (vehicleId: string) => `${car(vehicleId)}/location`,
    /** "online" while the car is connected to its link, "offline" otherwise, retained. */
    availability: (vehicleId: string) => `${car(vehicleId)}/availability`,
    /** Each command's outcome (pending, succeeded, failed, refused), with its code: an event, not retained. */
    commandResult: (vehicleId: string) => `${car(vehicleId)}/command`,
    /** Where Home Assistant sends an entity's command. */
    command: (vehicleId: string, objectId: string) => `${car(vehicleId)}/${objectId}/set`,
    /** Every command topic, as one instance among several takes each command once (a shared subscription). */
    commandsShared: `$share/carport/${prefixes.base}/+/+/set`,
    /** Home Assistant's birth and will ("online" when it starts): every config is published again then. */
    homeAssistantStatus: `${prefixes.discovery}/status`,
    /** "online" while Carport is connected, "offline" (its will) when it is not, retained. */
    bridgeAvailability: `${prefixes.base}/bridge/availability`,
    /** The car a config topic is of, when it is one of Carport's; null otherwise. */
    vehicleOfConfig(topic: string): string | null {
      const parts = topic.split("/");
      const discovery = prefixes.discovery.split("/").length;
      if (!topic.startsWith(`${prefixes.discovery}/`) || parts.length !== discovery + 4 || parts.at(-1) !== "config") return null;
      return vehicleIdOfNode(parts[discovery + 1]!);
    },
    /** The car and the entity a command topic names; null for any other topic. */
    parseCommand(topic: string): { vehicleId: string; objectId: string } | null {
      const parts = topic.slice(prefixes.base.length + 1).split("/");
      if (!topic.startsWith(`${prefixes.base}/`) || parts.length !== 3 || parts[2] !== "set") return null;
      return { vehicleId: parts[0]!, objectId: parts[1]! };
    },
  };
}
export type HaTopics = ReturnType<typeof haTopics>;
