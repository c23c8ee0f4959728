import { linkPermissions, type LinkIdentity } from "@carport/telematics";

/**
 * The subject NATS's MQTT interface gives a topic filter: "/" becomes ".", "+" becomes "*", "#"
 * becomes ">". Link topics hold no "." or empty level (which NATS would escape), nor "*", ">" or spaces.
 */
export function natsSubject(topicFilter: string): string {
  return topicFilter
    .split("/")
    .map((level) => {
      if (level === "+") return "*";
      if (level === "#") return ">";
      if (!/^[\w-]+$/.test(level)) throw new Error(`topic level "${level}" of ${topicFilter} has no plain NATS subject`);
      return level;
    })
    .join(".");
}

/**
 * Where NATS delivers what a QoS 1 subscription receives (each subscription is a JetStream consumer
 * whose delivery subject is `$MQTT.sub.<id>`): a user with permissions needs it, or gets nothing at QoS 1.
 */
export const NATS_MQTT_DELIVERY = "$MQTT.sub.>";

export interface NatsPermissions {
  publish: { allow: string[] };
  subscribe: { allow: string[] };
}

/** A link identity's NATS user permissions: the same rules as the embedded broker and Mosquitto's ACL (`linkPermissions`). */
export function natsPermissions(namespace: string, identity: LinkIdentity): NatsPermissions {
  const { publish, subscribe } = linkPermissions(namespace, identity);
  return {
    publish: { allow: publish.map(natsSubject) },
    subscribe: { allow: [...subscribe.map(natsSubject), NATS_MQTT_DELIVERY] },
  };
}

/** The `authorization` block of a NATS server's configuration for these users (NATS reads JSON). */
export function natsAuthorization(users: ReadonlyArray<{ username: string; secret: string; permissions?: NatsPermissions }>): string {
  const entries = users.map((u) => ({ user: u.username, password: u.secret, ...(u.permissions ? { permissions: u.permissions } : {}) }));
  return `authorization { users: ${JSON.stringify(entries)} }`;
}
