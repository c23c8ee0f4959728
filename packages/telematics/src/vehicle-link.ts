import mqtt, { type IClientOptions, type MqttClient } from "mqtt";
import type { z } from "zod";

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
    handler: (topic: string, message: z.output<S>) => void,
    qos?: 0 | 1,
  ): Promise<void>;
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
 * Connects to the broker at url. `will` is published by the broker if this client disappears
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
    onInvalid?: (topic: string, error: unknown) => void;
  },
): Promise<VehicleLink> {
  const clientOptions: IClientOptions = {
    clientId: options.clientId,
    ...(options.credentials ? { username: options.credentials.username, password: options.credentials.secret } : {}),
    ...(options.ca ? { ca: options.ca } : {}),
    clean: true,
    reconnectPeriod: 1000,
    connectTimeout: 10_000,
    ...(options.will
      ? { will: { topic: options.will.topic, payload: Buffer.from(JSON.stringify(options.will.message)), qos: 1, retain: true } }
      : {}),
  };
  const client: MqttClient = await mqtt.connectAsync(url, clientOptions);
  // Small messages go out at once on this and every reconnection's socket: with Nagle's algorithm
  // a command or a result waited for the other side's delayed ACK (tens of milliseconds a hop).
  const sendAtOnce = () => (client.stream as { setNoDelay?: (noDelay: boolean) => void }).setNoDelay?.(true);
  sendAtOnce();
  client.on("connect", sendAtOnce);
  const handlers: Array<{ pattern: string; handle: (topic: string, payload: Buffer) => void }> = [];
  client.on("message", (topic, payload) => {
    for (const h of handlers) if (topicMatches(h.pattern, topic)) h.handle(topic, payload);
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
    async clear(topic) {
      await client.publishAsync(topic, "", { qos: 1, retain: true });
    },
    async subscribe(pattern, schema, handler, qos = 1) {
      handlers.push({
        pattern,
        handle: (topic, payload) => {
          if (payload.length === 0) return;
          try {
            handler(topic, schema.parse(JSON.parse(payload.toString("utf8"))));
          } catch (error) {
            options.onInvalid?.(topic, error);
          }
        },
      });
      await client.subscribeAsync(pattern, { qos });
    },
    async close() {
      // Without a broker to flush to, waiting for in-flight messages would never end.
      await client.endAsync(!client.connected);
    },
  };
}
