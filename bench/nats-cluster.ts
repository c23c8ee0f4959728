// A 3-node NATS cluster with JetStream and its MQTT interface on loopback ports, each node with its
// own store folder under a temporary folder: the clustered broker of `npm run scale-demo -- --broker nats`
// and of the server's failover test. NATS_SERVER names the binary (default: nats-server on PATH, else /usr/sbin/nats-server).
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LinkIdentity } from "@carport/telematics";
import mqtt from "mqtt";
import { freePort } from "../apps/server/src/test/loopback.ts";
import {
  NATS_MQTT_DELIVERY,
  natsAuthorization,
  natsPermissions,
  type NatsPermissions,
} from "../apps/server/src/modules/vehicle-link/nats-permissions.ts";

export interface NatsUser {
  username: string;
  secret: string;
  /** What the user may publish and subscribe to; without it, everything. */
  permissions?: NatsPermissions;
}

export interface NatsNode {
  name: string;
  pid: number;
  mqttPort: number;
  alive: boolean;
  /** Kills the node at once (SIGKILL): no goodbye to its clients or peers. */
  kill(): void;
}

export interface NatsCluster {
  nodes: NatsNode[];
  /** MQTT_URL for a client: every node, starting at `first`, with the identity in the first URL. */
  mqttUrls(first: number, user?: NatsUser): string;
  stop(): Promise<void>;
}

function natsServerBinary(): string {
  if (process.env.NATS_SERVER) return process.env.NATS_SERVER;
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (fs.existsSync(path.join(dir, "nats-server"))) return path.join(dir, "nats-server");
  }
  return "/usr/sbin/nats-server";
}

function nodeConfig(
  name: string,
  ports: { client: number; route: number; mqtt: number },
  routes: number[],
  storeDir: string,
  users: NatsUser[],
) {
  // MQTT in NATS needs a server name, JetStream (sessions, retained and QoS 1 messages live in its
  // streams, replicated on 3 nodes here) and, in a cluster, the routes to every node.
  return [
    `server_name: ${name}`,
    `listen: 127.0.0.1:${ports.client}`,
    `jetstream { store_dir: "${storeDir}" }`,
    `cluster { name: carport-scale, listen: 127.0.0.1:${ports.route}, routes: [${routes.map((p) => `"nats-route://127.0.0.1:${p}"`).join(", ")}] }`,
    `mqtt { listen: 127.0.0.1:${ports.mqtt} }`,
    users.length ? natsAuthorization(users) : "",
  ].join("\n");
}

/** Starts the three nodes and waits until the cluster takes a retained QoS 1 message (JetStream ready). */
export async function startNatsCluster(options: { users?: NatsUser[]; log?: (message: string) => void } = {}): Promise<NatsCluster> {
  // The readiness probe's own user, held to its own topics like the others.
  const probe: NatsUser = {
    username: "carport-probe",
    secret: randomBytes(12).toString("hex"),
    permissions: { publish: { allow: ["carport-probe.>"] }, subscribe: { allow: ["carport-probe.>", NATS_MQTT_DELIVERY] } },
  };
  const users = options.users?.length ? [...options.users, probe] : [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carport-nats-"));
  const ports: Array<{ client: number; route: number; mqtt: number }> = [];
  for (let i = 0; i < 3; i++) ports.push({ client: await freePort(), route: await freePort(), mqtt: await freePort() });
  const binary = natsServerBinary();
  const children: ChildProcess[] = [];
  const nodes: NatsNode[] = ports.map((p, i) => {
    const name = `carport-n${i + 1}`;
    const configFile = path.join(dir, `${name}.conf`);
    fs.writeFileSync(
      configFile,
      nodeConfig(
        name,
        p,
        ports.map((q) => q.route),
        path.join(dir, name),
        users,
      ),
      { mode: 0o600 },
    );
    const child = spawn(binary, ["-c", configFile], { stdio: ["ignore", "ignore", fs.openSync(path.join(dir, `${name}.log`), "a")] });
    children.push(child);
    const node: NatsNode = {
      name,
      pid: child.pid!,
      mqttPort: p.mqtt,
      alive: true,
      kill() {
        node.alive = false;
        child.kill("SIGKILL");
      },
    };
    child.once("exit", () => (node.alive = false));
    return node;
  });
  const mqttUrls = (first: number, user?: NatsUser) =>
    nodes
      .map((_, i) => nodes[(first + i) % nodes.length]!)
      .map((node, i) => `mqtt://${i === 0 && user ? `${user.username}:${user.secret}@` : ""}127.0.0.1:${node.mqttPort}`)
      .join(",");
  const stop = async () => {
    await Promise.all(
      children.map((child) =>
        child.exitCode !== null || child.signalCode !== null
          ? undefined
          : new Promise((resolve) => {
              child.once("exit", resolve);
              child.kill("SIGTERM");
            }),
      ),
    );
    fs.rmSync(dir, { recursive: true, force: true });
  };

  const readyBy = Date.now() + 60_000;
  for (const node of nodes) {
    for (;;) {
      const url = `mqtt://127.0.0.1:${node.mqttPort}`;
      const client = mqtt.connect(url, {
        ...(users.length ? { username: probe.username, password: probe.secret } : {}),
        reconnectPeriod: 0,
        connectTimeout: 5000,
      });
      try {
        await new Promise<void>((resolve, reject) => {
          client.once("connect", () => resolve());
          client.once("error", reject);
          client.once("close", () => reject(new Error("closed")));
        });
        await client.publishAsync(`carport-probe/${node.name}`, "", { qos: 1, retain: true });
        await client.endAsync();
        break;
      } catch (error) {
        client.end(true);
        if (Date.now() > readyBy) {
          await stop();
          throw new Error(`NATS node ${node.name} not ready: ${String(error)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }
  options.log?.(`NATS cluster of ${nodes.length} nodes (JetStream, MQTT on ports ${nodes.map((n) => n.mqttPort).join(", ")}) in ${dir}`);
  return { nodes, mqttUrls, stop };
}

/** A link identity as a user of the cluster's configuration: a fresh secret, and its topics only (`linkPermissions`). */
export function natsUser(namespace: string, identity: LinkIdentity): NatsUser {
  return { username: identity.username, secret: randomBytes(12).toString("hex"), permissions: natsPermissions(namespace, identity) };
}
