// `npm run scale-demo`: two server instances sharing PostgreSQL, Mosquitto (a private one, set up as
// deploy/mosquitto/mosquitto.conf is, unless SCALE_MQTT_URL names another) and Redis, the simulated
// fleet as its own process, and owners signing in, reading status and sending commands across both
// instances. Reports throughput and latency, and checks every accepted command reached a final
// state, none lost, none carried out twice (counted by the simulator per transaction id).
// `npm run scale-demo -- --broker nats`: the same on a 3-node NATS cluster (JetStream, MQTT) the
// demo starts on loopback ports, each instance and the fleet on a different node (MQTT_URL lists
// every node, its own first), and the fleet's node killed (SIGKILL) once a third of the commands
// are complete (SCALE_NATS_KILL: the node to kill, 1 to 3; 3 is the fleet's).
// Settings: SCALE_OWNERS (1000), SCALE_VEHICLES_PER_OWNER (10), SCALE_COMMANDS_PER_OWNER (3),
// SCALE_POSTGRES_URL, SCALE_MQTT_URL, SCALE_REDIS_URL; on NATS: SCALE_NATS_KILL (3),
// SCALE_NATS_CLEAN_SESSION=1 (the fleet without a kept session), NATS_SERVER (the binary).
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import { openPostgres } from "../apps/server/src/db/database.ts";
import { migrate } from "../apps/server/src/db/migrate.ts";
import { ensureCurrentTerms } from "../apps/server/src/modules/terms/terms-repository.ts";
import { postgresDatabase } from "./api-throughput.ts";
import { insertBulkFleet, ownerEmail, pAuthIssuer, type BulkFleet } from "./bulk-fleet.ts";
import { usePinKey } from "../apps/server/src/core/pin-verifiers.ts";
import { natsUser, startNatsCluster, type NatsCluster } from "./nats-cluster.ts";
import { startServerProcess } from "./processes.ts";
import { buildNode } from "../scripts/build-node.mjs";
import { startFleetProcess } from "./fleet-process.ts";
import { clearRetained } from "../apps/server/src/test/retained-messages.ts";
import { startPrivateMosquitto } from "../apps/server/src/test/private-mosquitto.ts";
import { percentile, round } from "./stats.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({ options: { broker: { type: "string", default: "mosquitto" } } });
if (args.broker !== "mosquitto" && args.broker !== "nats") throw new Error(`--broker mosquitto or nats, not ${args.broker}`);
const onNats = args.broker === "nats";
const killNode = Number(process.env.SCALE_NATS_KILL ?? 3) - 1;
const owners = Number(process.env.SCALE_OWNERS ?? 1000);
const vehiclesPerOwner = Number(process.env.SCALE_VEHICLES_PER_OWNER ?? 10);
const commandsPerOwner = Math.min(vehiclesPerOwner, Number(process.env.SCALE_COMMANDS_PER_OWNER ?? 3));
const postgresAdminUrl = process.env.SCALE_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** A broker of the operator's; unset, the demo runs a Mosquitto of its own, set up as deploy/mosquitto/mosquitto.conf is. */
const sharedMqttUrl = process.env.SCALE_MQTT_URL;
const redisUrl = process.env.SCALE_REDIS_URL ?? "redis://127.0.0.1:6379";
const runId = randomBytes(4).toString("hex");
const namespace = `carport-scale/${runId}`;
const redisPrefix = `carport-scale-${runId}:`;
const deadlineSeconds = 60;
/** How often an owner polls rmtsts while its command runs (the browser app polls every second). */
const POLL_MS = 250;
/** Owners acting at once (each holds one connection; thousands at once overflow listen backlogs). */
const IN_FLIGHT = 256;

const fleet: BulkFleet = {
  owners,
  vehiclesPerOwner,
  emailPrefix: `scale-${runId}-`,
  vinPrefix: "3HMSCAL5",
  password: "Scale-Pass-2026!",
  pin: "2468",
};
const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

/** Runs `work` over the items with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

function summary(latencies: number[], seconds: number) {
  return {
    count: latencies.length,
    perSecond: round(latencies.length / seconds),
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
  };
}

async function call(base: string, name: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(`${base}/tods/api/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { headers: response.headers, json: (await response.json()) as any };
}

// The servers the bench starts are the compiled server `npm run serve` runs, built from the sources
// as they are now (run from source, tsx's name-keeping costs every closure a request makes).
await buildNode();
const loadAtStart = os.loadavg();
const startedAt = Date.now();
const db = await postgresDatabase(postgresAdminUrl);
const processes: Array<{ stop(): Promise<unknown> }> = [];
// On NATS, the link's identities are users of the cluster's configuration, each held to its own
// topics: one for the instances, the operator's, the fleet's gateway (granted every car).
const linkUsers = {
  server: natsUser(namespace, { kind: "server", username: "carport-server" }),
  operator: natsUser(namespace, { kind: "operator", username: "carport-operator" }),
  fleet: natsUser(namespace, { kind: "gateway", username: "carport-fleet", vins: "all" }),
};
let cluster: NatsCluster | null = null;
let mosquitto: Awaited<ReturnType<typeof startPrivateMosquitto>> | null = null;
let mqttUrl = sharedMqttUrl ?? "";
/** The broker URL of a process: Mosquitto's, or on NATS every node starting at its own. */
const brokerOf = (node: number, user = linkUsers.server) => (cluster ? cluster.mqttUrls(node, user) : mqttUrl);
try {
  if (onNats) cluster = await startNatsCluster({ users: Object.values(linkUsers), log });
  else if (!sharedMqttUrl) {
    mosquitto = await startPrivateMosquitto("anonymous");
    mqttUrl = mosquitto.url;
  }
  log(
    `database ${new URL(db.url).pathname.slice(1)}, broker ${cluster ? "NATS cluster" : mqttUrl} under ${namespace}, Redis ${redisUrl} under ${redisPrefix}`,
  );
  const setup = await openPostgres(db.url, 8);
  await migrate(setup);
  await ensureCurrentTerms(setup);
  // The instances run as production does (DEMO=0), which needs a PIN key; the fleet's PIN verifiers are made with the same.
  const pinKey = randomBytes(32).toString("base64");
  usePinKey(Buffer.from(pinKey, "utf8"));
  let t = performance.now();
  await insertBulkFleet(setup, fleet);
  const vehicles = owners * vehiclesPerOwner;
  log(`${owners} owners and ${vehicles} vehicles inserted in ${Math.round(performance.now() - t)} ms`);

  // The simulator first, as cars are online before the portal: it takes each provision as an
  // instance publishes it. Started after, it would get 10,000 retained provisions at once, and
  // Mosquitto drops what exceeds a client's queue (1,000 messages by default).
  t = performance.now();
  const simulator = await startFleetProcess({
    mqttUrl: brokerOf(2, linkUsers.fleet),
    namespace,
    ...(cluster ? { credentials: linkUsers.fleet } : {}),
    // On NATS the fleet keeps its session (in JetStream, on every node), so the commands sent while
    // it moves to another node wait for it there (SCALE_NATS_CLEAN_SESSION=1: they are lost, and fail by their deadline).
    persistentSession: cluster !== null && process.env.SCALE_NATS_CLEAN_SESSION !== "1",
  });
  processes.push(simulator);
  const env = {
    WEB_DIST: "/nonexistent",
    DEMO: "0",
    PIN_KEY: pinKey,
    DATABASE_URL: db.url,
    LINK_NAMESPACE: namespace,
    SIMULATOR: "off",
    ...(cluster ? { LINK_OPERATOR_CREDENTIALS: `${linkUsers.operator.username}:${linkUsers.operator.secret}` } : {}),
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: redisPrefix,
    // Owners come from many addresses through the load balancer (here: X-Forwarded-For).
    TRUST_PROXY: "true",
    DAILY_COMMAND_LIMIT: "1000",
    COMMAND_DEADLINE_SECONDS: String(deadlineSeconds),
    // The owners sign in with the password alone (no Deviceid): the operator's allowance for such
    // clients, so the figure is of password sign-in, not of the one-time-code steps.
    SIGN_IN_WITHOUT_DEVICE_ID: "1",
  };
  const instances = await Promise.all([0, 1].map((node) => startServerProcess({ ...env, MQTT_URL: brokerOf(node) })));
  processes.push(...instances);
  const bases = instances.map((i) => i.match[1]!);
  log(`instances at ${bases.join(" and ")} (started and provisioned the fleet in ${Math.round(performance.now() - t)} ms)`);
  await simulator.waitForVehicles(vehicles);
  log(`simulator process has ${vehicles} vehicles (${Math.round(performance.now() - t)} ms after it started)`);

  const instanceOf = (i: number) => bases[i % 2]!;
  const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

  // 1. Sign-in: every owner, alternating instances; password checks (argon2) bound it.
  const tokens: string[] = new Array(owners);
  const signIns: number[] = [];
  let signInFailures = 0;
  t = performance.now();
  await pool(
    Array.from({ length: owners }, (_, i) => i),
    64,
    async (i) => {
      const started = performance.now();
      const { json } = await call(
        instanceOf(i),
        "v2/login",
        { loginId: ownerEmail(fleet, i), password: fleet.password },
        { "x-forwarded-for": address(i) },
      );
      if (json.responseHeader.responseCode !== 0) {
        signInFailures++;
        return;
      }
      tokens[i] = json.result.token.accessToken;
      signIns.push(performance.now() - started);
    },
  );
  const signInSeconds = (performance.now() - t) / 1000;
  log(`sign-in: ${signIns.length} owners in ${round(signInSeconds)} s, ${signInFailures} refused`);

  // 2. Status reads: each owner lists its vehicles on one instance and reads each one's status on the other.
  const ownerVehicles: Array<Array<{ vehicleId: string; vin: string }>> = new Array(owners);
  const reads: number[] = [];
  let readFailures = 0;
  t = performance.now();
  await pool(
    Array.from({ length: owners }, (_, i) => i),
    IN_FLIGHT,
    async (i) => {
      if (!tokens[i]) return;
      let started = performance.now();
      const list = await call(instanceOf(i), "vhcllst", {}, { accessToken: tokens[i]! });
      reads.push(performance.now() - started);
      ownerVehicles[i] = list.json.result.vehicles;
      for (const [n, vehicle] of ownerVehicles[i]!.entries()) {
        started = performance.now();
        const status = await call(instanceOf(i + n + 1), "lstvhclsts", {}, { accessToken: tokens[i]!, vehicleId: vehicle.vehicleId });
        if (status.json.responseHeader.responseCode === 0) reads.push(performance.now() - started);
        else readFailures++;
      }
    },
  );
  const readSeconds = (performance.now() - t) / 1000;
  log(`status reads: ${reads.length} in ${round(readSeconds)} s, ${readFailures} failed`);

  // 3. Commands: each owner sends one command after another to its first vehicles, on one instance,
  // and polls the transaction on the other until it is complete (C).
  const accepted = new Map<string, { owner: number; vin: string }>();
  const roundTrips: number[] = [];
  let sent = 0;
  let refusedAtSend = 0;
  let succeeded = 0;
  let failedByDeadline = 0;
  let failedOther = 0;
  let unfinishedAtClient = 0;
  const killAfter = Math.floor((owners * commandsPerOwner) / 3);
  // The PIN step of each command (one argon2 verify in vrfypin) is granted directly: a pAuth signed as vrfypin signs it.
  const issuePAuth = await pAuthIssuer(setup);
  let killed = null as { node: string; atSeconds: number; afterSent: number; afterCompleted: number } | null;
  t = performance.now();
  await pool(
    Array.from({ length: owners }, (_, i) => i),
    IN_FLIGHT,
    async (i) => {
      for (const [n, vehicle] of (ownerVehicles[i] ?? []).slice(0, commandsPerOwner).entries()) {
        const pAuth = issuePAuth(tokens[i]!, vehicle.vehicleId);
        const headers = { accessToken: tokens[i]!, vehicleId: vehicle.vehicleId, pAuth };
        const started = performance.now();
        sent++;
        const answer = await call(instanceOf(i + n), n % 2 ? "drlck" : "drulck", {}, headers);
        const transactionId = answer.headers.get("transactionid");
        if (answer.json.responseHeader.responseCode !== 0 || !transactionId) {
          refusedAtSend++;
          continue;
        }
        accepted.set(transactionId, { owner: i, vin: vehicle.vin });
        const giveUp = Date.now() + (deadlineSeconds + 10) * 1000;
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          const status = await call(instanceOf(i + n + 1), "rmtsts", {}, { accessToken: tokens[i]!, transactionId });
          const transaction = status.json.result?.transaction;
          if (transaction?.apiResult === "C") {
            roundTrips.push(performance.now() - started);
            if (cluster && !killed && roundTrips.length >= killAfter) {
              const node = cluster.nodes[killNode]!;
              node.kill();
              killed = {
                node: node.name,
                atSeconds: round((performance.now() - t) / 1000),
                afterSent: sent,
                afterCompleted: roundTrips.length,
              };
              log(`killed NATS node ${node.name} (SIGKILL) after ${roundTrips.length} commands completed, ${sent} sent`);
            }
            if (transaction.apiStatusCode === "0000") succeeded++;
            else if (transaction.apiStatusCode === "7703") failedByDeadline++;
            else failedOther++;
            break;
          }
          if (Date.now() > giveUp) {
            unfinishedAtClient++;
            break;
          }
        }
      }
    },
  );
  const commandSeconds = (performance.now() - t) / 1000;
  await setup.close();
  log(`commands: ${sent} sent in ${round(commandSeconds)} s`);

  // 4. Accounting: the database's final states, and the simulator's executions per transaction.
  const check = await openPostgres(db.url, 1);
  const states = await check.query<{ id: string; state: string; status_code: string | null }>(
    "select id, state, status_code from remote_transactions",
  );
  await check.close();
  const executions = await simulator.stop();
  processes.splice(processes.indexOf(simulator), 1);
  const byId = new Map(states.map((s) => [s.id, s]));
  const lost = [...accepted.keys()].filter((id) => byId.get(id)?.state !== "C");
  const executedTwice = Object.entries(executions).filter(([, count]) => count > 1);
  const executedUnknown = Object.keys(executions).filter((id) => !accepted.has(id));
  const finalSuccess = [...accepted.keys()].filter((id) => byId.get(id)?.status_code === "0000").length;
  const successNotExecuted = [...accepted.keys()].filter((id) => byId.get(id)?.status_code === "0000" && !executions[id]).length;
  // A command failed by its deadline either never reached the car or was carried out and its result never came back.
  const overdue = [...accepted.keys()].filter((id) => byId.get(id)?.status_code === "7703");
  const overdueCarriedOut = overdue.filter((id) => executions[id]).length;

  const results = {
    measuredAt: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}`,
    loadAverage: { start: loadAtStart, end: os.loadavg() },
    totalSeconds: Math.round((Date.now() - startedAt) / 1000),
    instances: 2,
    broker: cluster
      ? {
          kind: "NATS cluster, 3 nodes, JetStream, MQTT",
          instanceNodes: [cluster.nodes[0]!.name, cluster.nodes[1]!.name],
          fleetNode: cluster.nodes[2]!.name,
          killed,
        }
      : { kind: "Mosquitto" },
    owners,
    vehicles,
    signIn: { ...summary(signIns, signInSeconds), refused: signInFailures },
    statusReads: { ...summary(reads, readSeconds), failed: readFailures },
    commands: {
      ...summary(roundTrips, commandSeconds),
      sent,
      refusedAtSend,
      accepted: accepted.size,
      succeeded,
      failedByDeadline,
      failedOther,
      unfinishedAtClient,
      databaseFinal: states.filter((s) => s.state === "C").length,
      databasePending: states.filter((s) => s.state === "P").length,
      lost: lost.length,
      executedTwice: executedTwice.length,
      executedButNeverAccepted: executedUnknown.length,
      successWithoutExecution: successNotExecuted,
      failedByDeadlineNeverReachedCar: overdue.length - overdueCarriedOut,
      failedByDeadlineResultNeverBack: overdueCarriedOut,
      finalSuccessInDatabase: finalSuccess,
    },
  };
  const resultsFile = cluster ? "scale-results-nats.json" : "scale-results.json";
  fs.writeFileSync(path.join(here, resultsFile), JSON.stringify(results, null, 2) + "\n");

  const c = results.commands;
  console.log(
    `\nScale-out run: 2 instances, PostgreSQL, ${cluster ? "a 3-node NATS cluster (MQTT)" : "Mosquitto"}, Redis, simulator process; ${owners} owners, ${vehicles} vehicles; ${results.totalSeconds} s`,
  );
  if (cluster) {
    console.log(
      `instances on ${cluster.nodes[0]!.name} and ${cluster.nodes[1]!.name}, the fleet on ${cluster.nodes[2]!.name}; ${killed ? `${killed.node} killed (SIGKILL) ${killed.atSeconds} s into the commands, with ${killed.afterCompleted} completed and ${killed.afterSent} sent` : "no node killed"}`,
    );
  }
  console.log(
    `load average ${loadAtStart.map((l) => l.toFixed(1)).join(" ")} at the start, ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} at the end\n`,
  );
  console.table({
    "sign-in (v2/login)": {
      "per s": results.signIn.perSecond,
      count: results.signIn.count,
      "p50 ms": results.signIn.p50Ms,
      "p99 ms": results.signIn.p99Ms,
      failed: signInFailures,
    },
    "status reads (vhcllst, lstvhclsts)": {
      "per s": results.statusReads.perSecond,
      count: results.statusReads.count,
      "p50 ms": results.statusReads.p50Ms,
      "p99 ms": results.statusReads.p99Ms,
      failed: readFailures,
    },
    "commands (send → C, polled every 250 ms)": {
      "per s": results.commands.perSecond,
      count: results.commands.count,
      "p50 ms": results.commands.p50Ms,
      "p99 ms": results.commands.p99Ms,
      failed: c.failedByDeadline + c.failedOther,
    },
  });
  console.log(
    `commands sent ${c.sent}: refused at send ${c.refusedAtSend}, accepted ${c.accepted} = succeeded ${c.succeeded} + failed by deadline ${c.failedByDeadline} + failed otherwise ${c.failedOther} + unfinished ${c.unfinishedAtClient}`,
  );
  console.log(
    `database: ${c.databaseFinal} complete, ${c.databasePending} pending; lost ${c.lost}; executed twice ${c.executedTwice}; executed but never accepted ${c.executedButNeverAccepted}; success without execution ${c.successWithoutExecution}`,
  );
  if (c.failedByDeadline > 0) {
    console.log(
      `failed by deadline: ${c.failedByDeadlineNeverReachedCar} never reached the car, ${c.failedByDeadlineResultNeverBack} carried out with the result never back`,
    );
  }
  const balanced = c.sent === c.refusedAtSend + c.succeeded + c.failedByDeadline + c.failedOther && c.unfinishedAtClient === 0;
  console.log(
    balanced && c.lost === 0 && c.executedTwice === 0
      ? "\nOK: every command sent completed or failed by deadline; none lost, none carried out twice."
      : "\nNOT OK: see the counts above.",
  );
  console.log(
    `sent ${c.sent} = completed ${c.succeeded + c.failedOther} + failed by deadline ${c.failedByDeadline} + refused at send ${c.refusedAtSend}${c.unfinishedAtClient ? ` + unfinished ${c.unfinishedAtClient}` : ""}; lost ${c.lost}; run twice ${c.executedTwice}`,
  );
  console.log(`written to bench/${resultsFile}`);
} finally {
  for (const p of processes.reverse()) await p.stop().catch(() => {});
  await db.drop().catch((error) => console.error(`database not dropped: ${String(error)}`));
  // A NATS cluster goes with its store folders, the demo's Mosquitto with its own; a shared broker
  // keeps what it is not told to forget.
  if (cluster) await cluster.stop().catch((error) => console.error(`NATS cluster not stopped: ${String(error)}`));
  else if (mosquitto) await mosquitto.stop();
  else await clearRetained(mqttUrl, namespace, 2000).catch((error) => console.error(`retained messages not cleared: ${String(error)}`));
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}
