/**
 * MQTT_URL may name the nodes of a clustered broker, comma-separated
 * (`mqtt://user:secret@127.0.0.1:1883,mqtt://127.0.0.1:1884`): a client connects to the first
 * that answers and, when its node goes, to the next one in turn. The user name and secret are the
 * first URL's (one identity for the whole cluster).
 */
export interface BrokerAddresses {
  /** The first URL, with the user name and secret when given. */
  primary: string;
  /** Every node, in the order given. */
  servers: Array<{ host: string; port: number; protocol: "mqtt" | "mqtts" | "ws" | "wss" }>;
}

const DEFAULT_PORTS: Record<string, number> = { mqtt: 1883, mqtts: 8883, ws: 80, wss: 443 };

/** Splits a broker URL list; throws on an entry that is not an mqtt, mqtts, ws or wss URL. */
export function parseBrokerUrls(value: string): BrokerAddresses {
  const urls = value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (urls.length === 0) throw new Error("no broker URL");
  const servers = urls.map((url) => {
    const parsed = new URL(url);
    const protocol = parsed.protocol.replace(/:$/, "");
    if (!(protocol in DEFAULT_PORTS)) throw new Error(`not an MQTT URL: ${protocol}`);
    return {
      host: parsed.hostname.replace(/^\[(.*)\]$/, "$1"),
      port: parsed.port ? Number(parsed.port) : DEFAULT_PORTS[protocol]!,
      protocol: protocol as BrokerAddresses["servers"][number]["protocol"],
    };
  });
  return { primary: urls[0]!, servers };
}

/** The URL list as shown and logged: without the user name and secret. */
export function brokerUrlsForDisplay(value: string): string {
  return value
    .split(",")
    .map((part) => {
      const shown = new URL(part.trim());
      shown.username = "";
      shown.password = "";
      return shown.toString().replace(/\/$/, "");
    })
    .join(",");
}
