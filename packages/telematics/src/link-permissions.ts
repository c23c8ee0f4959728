import type { TopicKind } from "./topics.ts";
import { OVMS_ROOT, ovmsTopics } from "./ovms.ts";

/**
 * Who may use which topics of the vehicle link. One rule set, enforced by the broker Carport embeds
 * and written out for Mosquitto (apps/server's mosquitto-config.ts).
 *   vehicle   one car: publishes its own reports, receives its own commands
 *   gateway   the same for the cars the operator granted it (or every car, when granted all)
 *   server    Carport: sends provisions, commands, calendars and displays; reads every car's reports
 *   operator  the operator's tool: simulation settings and operations; reads screens and calendars
 *   ovms      one Open Vehicle Monitoring System module (ovms.ts): anything under its own topic
 *             prefix `ovms/<user>/<vehicleid>/` (its metrics, notifications, answers; the commands
 *             sent to it), nothing else
 */
export type LinkIdentity =
  | { kind: "vehicle"; username: string; vins: readonly string[] }
  | { kind: "gateway"; username: string; vins: readonly string[] | "all" }
  | { kind: "server"; username: string }
  | { kind: "operator"; username: string }
  | { kind: "ovms"; username: string; vin: string; prefix: string };

export const CAR_PUBLISHES: readonly TopicKind[] = ["result", "status", "event", "presence", "screen", "calendarAck"];
export const CAR_RECEIVES: readonly TopicKind[] = ["provision", "command", "settings", "operate", "calendar", "display"];
export const SERVER_PUBLISHES: readonly TopicKind[] = ["provision", "command", "calendar", "display"];
export const OPERATOR_PUBLISHES: readonly TopicKind[] = ["settings", "operate"];
export const OPERATOR_READS: readonly TopicKind[] = ["screen", "calendarAck"];
/** What a car may publish retained (the latest one is what a reader joining later needs); never a result or an event. */
export const CAR_RETAINS: readonly TopicKind[] = ["status", "presence", "screen", "calendarAck"];

/**
 * Whether an identity may connect under this MQTT client id. A car or gateway only under its user
 * name: its session, its queued commands and its last will are its own, and no other identity can
 * take them (or knock it off the link by connecting under the same id). Carport and the operator
 * tool, which run a connection per instance, under their user name or `<user name>:<anything>`
 * (no identity's user name holds a ":", so such an id is never another identity's).
 */
export function ownsClientId(identity: LinkIdentity, clientId: string): boolean {
  if (clientId === identity.username) return true;
  return (identity.kind === "server" || identity.kind === "operator") && clientId.startsWith(`${identity.username}:`);
}

/**
 * Whether a car or gateway may publish this topic, one its permissions already let it publish,
 * retained: a status, presence (its cars' or its fleet's), screen or calendar acknowledgement.
 */
export function carMayRetain(topic: string): boolean {
  return CAR_RETAINS.includes(topic.slice(topic.lastIndexOf("/") + 1) as TopicKind);
}

export interface LinkPermissions {
  publish: string[];
  subscribe: string[];
}

/**
 * The topic filters an identity may publish to and subscribe to. A car or gateway's own fleet
 * presence topic (its last will) is named by its user name, which it also uses as client id;
 * Mosquitto's ACL file passes "%u" as `ownName`.
 */
export function linkPermissions(namespace: string, identity: LinkIdentity, ownName: string = identity.username): LinkPermissions {
  const vehicle = (vin: string, kind: TopicKind) => `${namespace}/vehicles/${vin}/${kind}`;
  switch (identity.kind) {
    case "vehicle":
    case "gateway": {
      const vins = identity.vins === "all" ? ["+"] : [...identity.vins];
      return {
        publish: [...vins.flatMap((vin) => CAR_PUBLISHES.map((kind) => vehicle(vin, kind))), `${namespace}/fleets/${ownName}/presence`],
        subscribe: vins.flatMap((vin) => CAR_RECEIVES.map((kind) => vehicle(vin, kind))),
      };
    }
    case "server":
      return {
        publish: [...SERVER_PUBLISHES.map((kind) => vehicle("+", kind)), ovmsTopics.command(`${OVMS_ROOT}/+/+`, "+")],
        subscribe: [
          ...CAR_PUBLISHES.map((kind) => vehicle("+", kind)),
          `${namespace}/fleets/+/presence`,
          ovmsTopics.everyMetric,
          ovmsTopics.everyResponse,
        ],
      };
    case "operator":
      return {
        publish: OPERATOR_PUBLISHES.map((kind) => vehicle("+", kind)),
        subscribe: OPERATOR_READS.map((kind) => vehicle("+", kind)),
      };
    case "ovms":
      return { publish: [`${identity.prefix}/#`], subscribe: [`${identity.prefix}/#`] };
  }
}

/**
 * Whether a topic (publish) or a topic filter (subscribe) lies inside one of the permitted filters.
 * A "+" in the permitted filter covers any one level, a "+" asked for only by a "+". A permitted
 * filter ending in "#" (an OVMS module's own prefix) covers every topic and filter with at least one
 * level below its prefix, wildcards there included; "#" asked for is covered by nothing else.
 */
export function permits(permitted: readonly string[], topic: string): boolean {
  const asked = topic.split("/");
  const malformed = asked.some(
    (level, i) => (level.includes("+") && level !== "+") || (level.includes("#") && (level !== "#" || i !== asked.length - 1)),
  );
  if (malformed) return false;
  const levelCovers = (level: string, i: number) => level === "+" || (level === asked[i] && asked[i] !== "+" && asked[i] !== "#");
  return permitted.some((filter) => {
    const levels = filter.split("/");
    if (levels[levels.length - 1] === "#") {
      const prefix = levels.slice(0, -1);
      return asked.length > prefix.length && prefix.every(levelCovers);
    }
    return levels.length === asked.length && levels.every(levelCovers);
  });
}
