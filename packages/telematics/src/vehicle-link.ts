import mqtt, { type IClientOptions, type MqttClient } from "mqtt";
import type { z } from "zod";
import { parseBrokerUrls } from "./broker-urls.ts";
import { gatherWritesPerTurn } from "./writes-per-turn.ts";

export interface LinkPublishOptions {
  qos?: 0 | 1;
  retain?: boolean;
}

export interface LinkCredentials {
  username: string;
  secret: string;
}

/** A connection to the vehicle link's MQTT broker that speaks JSON messages checked by zod. */
export interface VehicleLink {
  publish(topic: string, message: unknown, options?: LinkPublishOptions): Promise<void>;
  /** Clears a retained message. */
  clear(topic: string): Promise<void>;
  subscribe<S extends z.ZodType>(
    pattern: string,
    schema: S,
    /** retained: the broker replayed a message kept from before this subscription (MQTT sets the flag on those only). */
    handler: (topic: string, message: z.output<S>, retained: boolean) => void,
    qos?: 0 | 1,
  ): Promise<void>;
  /** Publishes text as it is (a device dialect that is not JSON: OVMS). */
  publishText(topic: string, text: string, options?: LinkPublishOptions): Promise<void>;
  /** Subscribes to text messages as they are (an empty message, a cleared retained one, included). */
  subscribeText(pattern: string, handler: (topic: string, text: string, retained: boolean) => void, qos?: 0 | 1): Promise<void>;
  readonly connected: boolean;
  close(): Promise<void>;
}

function topicMatches(pattern: string, topic: string): boolean {
  const p = pattern.split("/");
  const t = topic.split("/");
  for (let i = 0; i < p.length; i++) {
    if (p[i] === "#") return true;
    if (p[i] !== "+" && p[i] !== t[i]) return false;
  }
  return p.length === t.length;
}

/**
 * Connects to the broker at url (or the first answering node of a comma-separated list, moving to
 * the next when its node goes: see broker-urls.ts). `will` is published by the broker if this client disappears
 * (the fleet uses it to mark its cars offline). Malformed messages are dropped and reported.
 */
export async function connectVehicleLink(
  url: string,
  options: {
    clientId: string;
    /** The link identity (user name) and its secret; a URL's own user:password also works. */
    credentials?: LinkCredentials;
    /** PEM certificate(s) to trust for mqtts:// besides the system's (a private CA or a self-signed broker). */
    ca?: string | Buffer;
    will?: { topic: string; message: unknown };
    /**
     * Keep the session (subscriptions and the QoS 1 messages for them) while disconnected, under
     * clientId: on a clustered broker whose sessions outlive a node (NATS keeps them in JetStream),
     * what was sent while the client moved to another node still reaches it.
     */
    persistentSession?: boolean;
    onInvalid?: (topic: string, error: unknown) => void;
  },
): Promise<VehicleLink> {
  const addresses = parseBrokerUrls(url);
  const clientOptions: IClientOptions = {
    ...(addresses.servers.length > 1 ? { servers: addresses.servers } : {}),
    clientId: options.clientId,
    ...(options.credentials ? { username: options.credentials.username, password: options.credentials.secret } : {}),
    ...(options.ca ? { ca: options.ca } : {}),
    clean: !options.persistentSession,
    // Subscriptions are made again on each reconnection below, retried until the broker grants them.
    resubscribe: false,
    reconnectPeriod: 1000,
    connectTimeout: 10_000,
    ...(options.will
      ? { will: { topic: options.will.topic, payload: Buffer.from(JSON.stringify(options.will.message)), qos: 1, retain: true } }
      : {}),
  };
  const client: MqttClient = await mqtt.connectAsync(addresses.primary, clientOptions);
  // Small messages go out at the end of the event loop's turn on this and every reconnection's
  // socket: with Nagle's algorithm a command or a result waited for the other side's delayed ACK
  // (tens of milliseconds a hop); the packets of one turn share a system call.
  const sendAtOnce = () => {
    (client.stream as { setNoDelay?: (noDelay: boolean) => void }).setNoDelay?.(true);
    gatherWritesPerTurn(client.stream);
  };
  sendAtOnce();
  const handlers: Array<{ pattern: string; qos: 0 | 1; handle: (topic: string, payload: Buffer, retained: boolean) => void }> = [];
  let closing = false;
  /**
   * A clustered broker can refuse a subscription for a few seconds after one of its nodes went
   * (NATS: while JetStream elects new leaders), so a reconnected client asks again until granted;
   * mqtt.js's own resubscription would leave it without the subscription.
   */
  async function subscribeUntilGranted(pattern: string, qos: 0 | 1) {
    while (!closing) {
      try {
        await client.subscribeAsync(pattern, { qos });
        return;
      } catch (error) {
        options.onInvalid?.("(subscription)", error);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }
  client.on("connect", () => {
    sendAtOnce();
    for (const { pattern, qos } of handlers) void subscribeUntilGranted(pattern, qos);
  });
  client.on("message", (topic, payload, packet) => {
    for (const h of handlers) if (topicMatches(h.pattern, topic)) h.handle(topic, payload, packet.retain);
  });
  client.on("error", (error) => options.onInvalid?.("(connection)", error));

  return {
    get connected() {
      return client.connected;
    },
    async publish(topic, message, publishOptions = {}) {
      await client.publishAsync(topic, JSON.stringify(message), {
        qos: publishOptions.qos ?? 1,
        retain: publishOptions.retain ?? false,
      });
    },
    async publishText(topic, text, publishOptions = {}) {
      await client.publishAsync(topic, text, { qos: publishOptions.qos ?? 1, retain: publishOptions.retain ?? false });
    },
    async subscribeText(pattern, handler, qos = 1) {
      handlers.push({ pattern, qos, handle: (topic, payload, retained) => handler(topic, payload.toString("utf8"), retained) });
      await client.subscribeAsync(pattern, { qos });
    },
    async clear(topic) {
      await client.publishAsync(topic, "", { qos: 1, retain: true });
    },
    async subscribe(pattern, schema, handler, qos = 1) {
      handlers.push({
        pattern,
        qos,
        handle: (topic, payload, retained) => {
          if (payload.length === 0) return;
          try {
            handler(topic, schema.parse(JSON.parse(payload.toString("utf8"))), retained);
          } catch (error) {
            options.onInvalid?.(topic, error);
          }
        },
      });
      await client.subscribeAsync(pattern, { qos });
    },
    async close() {
      closing = true;
      // Without a broker to flush to, waiting for in-flight messages would never end.
      await client.endAsync(!client.connected);
    },
  };
}
