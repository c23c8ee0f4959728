import { z } from "zod";
import { CAR_PUBLISHES, CAR_RECEIVES, OPERATOR_PUBLISHES } from "./link-permissions.ts";
import {
  calendarAckMessageSchema,
  calendarMessageSchema,
  commandMessageSchema,
  displayMessageSchema,
  eventMessageSchema,
  operationMessageSchema,
  presenceMessageSchema,
  provisionMessageSchema,
  resultMessageSchema,
  screenMessageSchema,
  simulationSettingsSchema,
  statusMessageSchema,
} from "./messages.ts";
import { DEFAULT_LINK_NAMESPACE, type TopicKind } from "./topics.ts";

/** Every topic of a car: who sends it, its QoS, whether the broker keeps the last message, and its message. */
export const LINK_CHANNELS: ReadonlyArray<{
  kind: TopicKind;
  from: "cloud" | "car" | "operator";
  qos: 0 | 1;
  retained: boolean;
  schema: z.ZodType;
  summary: string;
}> = [
  {
    kind: "provision",
    from: "cloud",
    qos: 1,
    retained: true,
    schema: provisionMessageSchema,
    summary: "The car is enrolled in Carport: its profile and last known status. Take the status from here when you start.",
  },
  {
    kind: "command",
    from: "cloud",
    qos: 1,
    retained: false,
    schema: commandMessageSchema,
    summary:
      "A remote command from the owner. Carry it out once, never after its deadline, and answer on result. The same transaction id may come again (QoS 1, or Carport sending it again when no result came back): answer a repeat with the result published the first time.",
  },
  {
    kind: "result",
    from: "car",
    qos: 1,
    retained: false,
    schema: resultMessageSchema,
    summary: "A command's outcome with the status after it; completes the command in the portal.",
  },
  {
    kind: "status",
    from: "car",
    qos: 1,
    retained: true,
    schema: statusMessageSchema,
    summary: "The newest status snapshot, whenever it changes.",
  },
  {
    kind: "event",
    from: "car",
    qos: 1,
    retained: false,
    schema: eventMessageSchema,
    summary: "Warnings, trouble codes, charge complete, alarms, trips.",
  },
  {
    kind: "presence",
    from: "car",
    qos: 1,
    retained: true,
    schema: presenceMessageSchema,
    summary: "Online or not; set it as the connection's last will (online: false) too.",
  },
  {
    kind: "settings",
    from: "operator",
    qos: 1,
    retained: true,
    schema: simulationSettingsSchema,
    summary: "Simulated cars only: latency, unreachable, failure rate. A real car may ignore it.",
  },
  {
    kind: "operate",
    from: "operator",
    qos: 1,
    retained: false,
    schema: operationMessageSchema,
    summary: "Simulated cars only: something done to the car (a door opened, a trip). A real car may ignore it.",
  },
  {
    kind: "calendar",
    from: "cloud",
    qos: 1,
    retained: true,
    schema: calendarMessageSchema,
    summary: "The owner's upcoming appointments for the navigation (the whole list each time; empty: none).",
  },
  {
    kind: "calendarAck",
    from: "car",
    qos: 1,
    retained: true,
    schema: calendarAckMessageSchema,
    summary: "The appointments the navigation now holds.",
  },
  {
    kind: "display",
    from: "cloud",
    qos: 1,
    retained: false,
    schema: displayMessageSchema,
    summary: "Show the in-car enrollment code on the head unit, or go back home. Sent to cars not enrolled yet too.",
  },
  { kind: "screen", from: "car", qos: 1, retained: true, schema: screenMessageSchema, summary: "What the head unit shows now." },
];

/**
 * The AsyncAPI 3 description of the vehicle link, from the car's side: what it sends and receives.
 * Generated from the zod schemas; docs/vehicle-link.asyncapi.json is this, written by
 * `npm run docs:vehicle-link` (a test keeps the two equal).
 */
export function vehicleLinkAsyncApi(namespace: string = DEFAULT_LINK_NAMESPACE) {
  const channels: Record<string, unknown> = {};
  const operations: Record<string, unknown> = {};
  const messages: Record<string, unknown> = {};
  for (const channel of LINK_CHANNELS) {
    const sends = channel.from === "car";
    channels[channel.kind] = {
      address: `${namespace}/vehicles/{vin}/${channel.kind}`,
      title: `${channel.kind} (${channel.from} → ${sends ? "cloud" : "car"})`,
      description: channel.summary,
      parameters: { vin: { $ref: "#/components/parameters/vin" } },
      messages: { [channel.kind]: { $ref: `#/components/messages/${channel.kind}` } },
    };
    operations[`${sends ? "send" : "receive"}${channel.kind[0]!.toUpperCase()}${channel.kind.slice(1)}`] = {
      action: sends ? "send" : "receive",
      channel: { $ref: `#/channels/${channel.kind}` },
      summary: channel.summary,
      bindings: { mqtt: { qos: channel.qos, retain: channel.retained, bindingVersion: "0.2.0" } },
      messages: [{ $ref: `#/channels/${channel.kind}/messages/${channel.kind}` }],
    };
    messages[channel.kind] = {
      name: channel.kind,
      contentType: "application/json",
      payload: z.toJSONSchema(channel.schema, { io: "input", unrepresentable: "any" }),
    };
  }
  return {
    asyncapi: "3.0.0",
    info: {
      title: "Carport vehicle link",
      version: "1.0.0",
      description:
        "MQTT topics between Carport and a car (or a gateway speaking for several cars). Every client authenticates with its link identity " +
        "(user name and secret, made when the car enters the factory record: `npm run admin -- provision`, rotated with `link-credentials --rotate`); " +
        "the client id is the user name; the broker refuses anything outside the identity's own topics, a retained result or event, " +
        "and packets over 1,310,720 bytes. Messages are UTF-8 JSON; an empty retained message clears a topic. " +
        "The guide: docs/vehicle-link.md.",
    },
    defaultContentType: "application/json",
    servers: {
      production: {
        host: "carport.example:8883",
        protocol: "mqtts",
        description: "TLS (the embedded broker's MQTT_TLS_PORT, or your Mosquitto).",
      },
      local: { host: "127.0.0.1:1884", protocol: "mqtt", description: "Plain MQTT, on the server's loopback only (EMBEDDED_MQTT_PORT)." },
    },
    channels,
    operations,
    components: {
      parameters: { vin: { description: "The car's VIN: 17 characters, A–Z without I, O, Q, and 0–9." } },
      messages,
    },
    "x-carport-permissions": {
      carSends: [...CAR_PUBLISHES],
      carReceives: [...CAR_RECEIVES],
      operatorSends: [...OPERATOR_PUBLISHES],
      fleetPresence: `${namespace}/fleets/{username}/presence (a gateway's last will: its cars go offline with it)`,
    },
  };
}
