import net from "node:net";
import tls from "node:tls";
import { Aedes, type AuthenticateError, type Client } from "aedes";
import { carMayRetain, linkPermissions, ownsClientId, permits, type LinkIdentity, type LinkPermissions } from "./link-permissions.ts";
import { limitPackets } from "./packet-limits.ts";
import { gatherWritesPerTurn } from "./writes-per-turn.ts";

/** Says whose credentials these are; null: refused. */
export interface LinkAuthority {
  namespace: string;
  authenticate(username: string, secret: string): Promise<LinkIdentity | null>;
  /** A refused connection, publish or subscription (for the log). */
  onRefused?(refusal: {
    what: "connect" | "publish" | "subscribe";
    username: string | undefined;
    address: string;
    topic?: string;
    reason: string;
  }): void;
}

export interface EmbeddedBrokerOptions {
  /** Port of the plain listener, on loopback only (0: any free port). */
  port?: number;
  /** mqtts:// listener on every interface, with this key and certificate (PEM). */
  tls?: { port: number; key: string | Buffer; cert: string | Buffer; host?: string };
  /** Unset: every client may do everything (tests of a single component). */
  authority?: LinkAuthority;
}

export interface EmbeddedBroker {
  /** mqtt://127.0.0.1:<port> */
  url: string;
  /** mqtts://localhost:<port> when a TLS listener runs. */
  tlsUrl: string | null;
  /** Cuts off every session of an identity (its secret was rotated or revoked), or of every identity the predicate picks. */
  disconnect(username: string | ((username: string) => boolean)): void;
  close(): Promise<void>;
}

/** How long a refusal waits after `failures` bad credentials from one address: none for the first three, then doubling to 10 s. */
export function refusalDelayMs(failures: number): number {
  return failures <= 3 ? 0 : Math.min(10_000, 250 * 2 ** (failures - 4));
}

/** Bad credentials are counted per address over this window. */
const FAILURE_WINDOW_MS = 15 * 60_000;

const granted = new WeakMap<Client, { username: string; permissions: LinkPermissions; car: boolean }>();

const REFUSALS = { 2: "identifier rejected", 4: "bad user name or password", 5: "not authorized" } as const;

function refusedLogin(code: keyof typeof REFUSALS): AuthenticateError {
  return Object.assign(new Error(REFUSALS[code]), { returnCode: code });
}

/** An MQTT broker inside this process (aedes), for a single-machine Carport with no other program. */
export async function startEmbeddedBroker(portOrOptions: number | EmbeddedBrokerOptions = 0): Promise<EmbeddedBroker> {
  const options = typeof portOrOptions === "number" ? { port: portOrOptions } : portOrOptions;
  const authority = options.authority;
  const failures = new Map<string, { count: number; since: number }>();
  const addressOf = (client: Client) => (client.conn as net.Socket).remoteAddress ?? "unknown";
  const aedes = await Aedes.createBroker(
    authority
      ? {
          authenticate(client, username, password, done) {
            const address = addressOf(client);
            const refuse = (reason: string, code: keyof typeof REFUSALS = reason === "no credentials" ? 5 : 4) => {
              const now = Date.now();
              // Many addresses must not grow the table without end: forget those outside the window.
              if (failures.size > 10_000) for (const [a, f] of failures) if (now - f.since >= FAILURE_WINDOW_MS) failures.delete(a);
              const seen = failures.get(address);
              const count = seen && now - seen.since < FAILURE_WINDOW_MS ? seen.count + 1 : 1;
              failures.set(address, { count, since: seen && count > 1 ? seen.since : now });
              authority.onRefused?.({ what: "connect", username, address, reason });
              setTimeout(() => done(refusedLogin(code), false), refusalDelayMs(count)).unref();
            };
            if (!username || !password) return refuse("no credentials");
            authority.authenticate(username, password.toString("utf8")).then(
              (identity) => {
                if (!identity) return refuse("unknown identity or wrong secret");
                // Refused before aedes looks for a session under this id: whoever holds it stays connected.
                if (!ownsClientId(identity, client.id)) return refuse(`client id '${client.id}' is not the identity's own`, 2);
                failures.delete(address);
                granted.set(client, {
                  username,
                  permissions: linkPermissions(authority.namespace, identity),
                  car: identity.kind === "vehicle" || identity.kind === "gateway",
                });
                done(null, true);
              },
              () => refuse("identity check failed"),
            );
          },
          authorizePublish(client, packet, callback) {
            if (!client) return callback(null);
            const grant = granted.get(client);
            const permitted = grant !== undefined && permits(grant.permissions.publish, packet.topic);
            // A replayed result or event would be acted on again by every reader subscribing later.
            const retainRefused = permitted && grant.car && packet.retain && !carMayRetain(packet.topic);
            if (permitted && !retainRefused) return callback(null);
            authority.onRefused?.({
              what: "publish",
              username: grant?.username,
              address: addressOf(client),
              topic: packet.topic,
              reason: retainRefused ? "retained message on a topic a car may not retain" : "not permitted",
            });
            // The error closes the client's connection: the message never reaches a subscriber.
            callback(new Error(`publish to ${packet.topic} not permitted`));
          },
          authorizeSubscribe(client, subscription, callback) {
            const grant = granted.get(client);
            if (grant && permits(grant.permissions.subscribe, subscription.topic)) return callback(null, subscription);
            authority.onRefused?.({
              what: "subscribe",
              username: grant?.username,
              address: addressOf(client),
              topic: subscription.topic,
              reason: "not permitted",
            });
            // A refused filter is answered with a failure code in the SUBACK.
            callback(null, null);
          },
        }
      : {},
  );
  const sockets = new Set<net.Socket>();
  const handle = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    gatherWritesPerTurn(socket);
    let client: Client | undefined;
    limitPackets(socket, () => client?.connected === true);
    client = aedes.handle(socket);
  };
  // Small messages go out at the end of the turn that wrote them, not when Nagle's algorithm lets
  // them: with it, a command waited for the car's delayed ACK.
  const server = net.createServer({ noDelay: true }, handle);
  const listen = (listener: net.Server, port: number, host: string) =>
    new Promise<number>((resolve, reject) => {
      listener.once("error", reject);
      listener.listen(port, host, () => resolve((listener.address() as net.AddressInfo).port));
    });
  // Plain MQTT carries secrets in the clear: it listens on loopback only.
  const bound = await listen(server, options.port ?? 0, "127.0.0.1");
  let tlsServer: tls.Server | null = null;
  let tlsUrl: string | null = null;
  if (options.tls) {
    tlsServer = tls.createServer({ key: options.tls.key, cert: options.tls.cert, noDelay: true }, handle);
    const tlsPort = await listen(tlsServer, options.tls.port, options.tls.host ?? "0.0.0.0");
    tlsUrl = `mqtts://localhost:${tlsPort}`;
  }
  return {
    url: `mqtt://127.0.0.1:${bound}`,
    tlsUrl,
    disconnect(username) {
      const clients = (aedes as unknown as { clients: Record<string, Client> }).clients;
      const picked = typeof username === "string" ? (name: string) => name === username : username;
      for (const client of Object.values(clients)) {
        const name = granted.get(client)?.username;
        if (name !== undefined && picked(name)) client.close();
      }
    },
    async close() {
      // Connected clients are cut off, as when a broker goes down; otherwise closing waits for them.
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (tlsServer) await new Promise<void>((resolve) => tlsServer.close(() => resolve()));
    },
  };
}
