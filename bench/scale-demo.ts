// `npm run scale-demo`: SCALE_INSTANCES server instances (3) sharing PostgreSQL, Mosquitto (a private
// one, set up as deploy/mosquitto/mosquitto.conf is, unless SCALE_MQTT_URL names another) and Redis,
// the simulated fleet as its own process, and the owners behind a load balancer of the bench's
// (bench/scale-balancer.ts): SCALE_SIGN_INS of them sign in with their password (the others' sessions
// are inserted as a sign-in leaves them: argon2 is measured by those), every owner holds its live
// stream for the whole run (bench/scale-streams.ts), lists its cars and reads each status, then sends
// commands as the browser app does (vrfypin, then the command) as fast as the instances take them,
// IN_FLIGHT owners at once, and learns each result from its stream. Instance SCALE_KILL_INSTANCE
// (1..N; 0: none) is killed (SIGKILL) once half the commands are complete: its owners' calls and
// streams go to the others, the commands it had accepted are completed by the others (every
// instance hears every result and sends again the commands left unanswered). At the end it checks
// every command sent ended (completed, failed by its deadline, refused at send), none lost, none
// carried out twice (counted by the simulator per transaction id), and prints p50/p99.
// `-- --broker nats`: the same on a 3-node NATS cluster (JetStream, MQTT) the demo starts on loopback
// ports, instance k on node k mod 3 and the fleet on node 3 (MQTT_URL lists every node, its own
// first); node SCALE_NATS_KILL (1 to 3, default 3: the fleet's) is killed (SIGKILL) once a third
// of the commands are complete.
// Settings: SCALE_OWNERS (3000), SCALE_VEHICLES_PER_OWNER (10), SCALE_COMMANDS_PER_OWNER (3),
// SCALE_INSTANCES (3), SCALE_SIGN_INS (300), SCALE_IN_FLIGHT (256), SCALE_KILL_INSTANCE (1), SCALE_POOL_SIZE (16 connections
// an instance), SCALE_POSTGRES_URL, SCALE_MQTT_URL, SCALE_REDIS_URL; on NATS: SCALE_NATS_KILL (3),
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
import { insertBulkFleet, issueAccessTokens, ownerEmail, type BulkFleet } from "./bulk-fleet.ts";
import { usePinKey } from "../apps/server/src/core/pin-verifiers.ts";
import { natsUser, startNatsCluster, type NatsCluster } from "./nats-cluster.ts";
import { startServerProcess } from "./processes.ts";
import { buildNode } from "../scripts/build-node.mjs";
import { startFleetProcess } from "./fleet-process.ts";
import { clearRetained } from "../apps/server/src/test/retained-messages.ts";
import { startPrivateMosquitto } from "../apps/server/src/test/private-mosquitto.ts";
import { round } from "./stats.ts";
import { PRODUCTION_OPT_OUTS } from "../apps/server/src/test/production-settings.ts";
import { AnswerLost, loadBalancer } from "./scale-balancer.ts";
import { openOwnerStreams } from "./scale-streams.ts";
import { cpuSampler, residentMiB } from "./scale-cpu.ts";
import { accountCommands, balanced, printResults, summary, type CommandTally } from "./scale-report.ts";

// Each instance provisions every car before it says it is ready: 30,000 on a busy 2-core machine take minutes.
process.env.BENCH_START_TIMEOUT_SECONDS ??= "1200";
const here = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({ options: { broker: { type: "string", default: "mosquitto" } } });
if (args.broker !== "mosquitto" && args.broker !== "nats") throw new Error(`--broker mosquitto or nats, not ${args.broker}`);
const onNats = args.broker === "nats";
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const killNode = setting("SCALE_NATS_KILL", 3) - 1;
const instanceCount = setting("SCALE_INSTANCES", 3);
const killInstance = setting("SCALE_KILL_INSTANCE", 1) - 1;
const owners = setting("SCALE_OWNERS", 3000);
const vehiclesPerOwner = setting("SCALE_VEHICLES_PER_OWNER", 10);
const commandsPerOwner = Math.min(vehiclesPerOwner, setting("SCALE_COMMANDS_PER_OWNER", 3));
const signInCount = Math.min(owners, setting("SCALE_SIGN_INS", 300));
const poolSize = setting("SCALE_POOL_SIZE", 16);
const postgresAdminUrl = process.env.SCALE_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** A broker of the operator's; unset, the demo runs a Mosquitto of its own, set up as deploy/mosquitto/mosquitto.conf is. */
const sharedMqttUrl = process.env.SCALE_MQTT_URL;
const redisUrl = process.env.SCALE_REDIS_URL ?? "redis://127.0.0.1:6379";
const runId = randomBytes(4).toString("hex");
const namespace = `carport-scale/${runId}`;
const redisPrefix = `carport-scale-${runId}:`;
const deadlineSeconds = 60;
/** Owners acting at once: the commands' offered load is as much as the instances take with this many waiting. */
const IN_FLIGHT = setting("SCALE_IN_FLIGHT", 256);

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
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 10) / 10;
const everyOwner = Array.from({ length: owners }, (_, i) => i);
// Owners come from many addresses through the load balancer (the instances trust its X-Forwarded-For).
const addressOf = (i: number) => ({ "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` });

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
const brokerOf = (node: number, user = linkUsers.server) => (cluster ? cluster.mqttUrls(node % 3, user) : mqttUrl);
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
  // Every owner's session as a sign-in leaves it; the first SCALE_SIGN_INS owners sign in for real below.
  const tokens = await issueAccessTokens(setup, fleet);
  await setup.query("analyze");
  await setup.close();
  log(`${owners} owners (signed in) and ${vehicles} vehicles inserted in ${Math.round(performance.now() - t)} ms`);

  // The simulator first, as cars are online before the portal: it takes each provision as an
  // instance publishes it. Started after, it would get every retained provision at once, and
  // Mosquitto drops what exceeds a client's queue (1,000 messages by default).
  t = performance.now();
  const simulator = await startFleetProcess({
    mqttUrl: brokerOf(2, linkUsers.fleet),
    namespace,
    ...(cluster ? { credentials: linkUsers.fleet } : {}),
    // On NATS the fleet keeps its session (in JetStream, on every node), so the commands sent while
    // it moves to another node wait for it there (SCALE_NATS_CLEAN_SESSION=1: they are lost, and sent again).
    persistentSession: cluster !== null && process.env.SCALE_NATS_CLEAN_SESSION !== "1",
  });
  processes.push(simulator);
  const env = {
    // A production start's settings, with their opt-outs (no mail sent); the keys the same on every instance.
    ...PRODUCTION_OPT_OUTS,
    SSO_SECRET: randomBytes(32).toString("hex"),
    SEALING_KEY: randomBytes(32).toString("base64"),
    WEB_DIST: "/nonexistent",
    DEMO: "0",
    PIN_KEY: pinKey,
    DATABASE_URL: db.url,
    DATABASE_POOL_SIZE: String(poolSize),
    LINK_NAMESPACE: namespace,
    SIMULATOR: "off",
    ...(cluster ? { LINK_OPERATOR_CREDENTIALS: `${linkUsers.operator.username}:${linkUsers.operator.secret}` } : {}),
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: redisPrefix,
    TRUST_PROXY: "true",
    DAILY_COMMAND_LIMIT: "1000",
    COMMAND_DEADLINE_SECONDS: String(deadlineSeconds),
    // The owners sign in with the password alone (no Deviceid): the operator's allowance for such
    // clients, so the figure is of password sign-in, not of the one-time-code steps.
    SIGN_IN_WITHOUT_DEVICE_ID: "1",
  };
  const instances = await Promise.all(
    Array.from({ length: instanceCount }, (_, k) => startServerProcess({ ...env, MQTT_URL: brokerOf(k) })),
  );
  processes.push(...instances);
  const bases = instances.map((i) => i.match[1]!);
  log(`${instanceCount} instances at ${bases.join(", ")} (started and provisioned the fleet in ${Math.round(performance.now() - t)} ms)`);
  await simulator.waitForVehicles(vehicles, 900_000);
  log(`simulator process has ${vehicles} vehicles (${Math.round(performance.now() - t)} ms after it started)`);
  const lb = loadBalancer(bases, Math.ceil(IN_FLIGHT / instanceCount) + 16);

  // 1. Sign-in: the first SCALE_SIGN_INS owners, spread over the instances; password checks (argon2) bound it.
  const signIns: number[] = [];
  let signInFailures = 0;
  t = performance.now();
  await pool(everyOwner.slice(0, signInCount), 64, async (i) => {
    const started = performance.now();
    const { json } = await lb.call(i, "v2/login", { loginId: ownerEmail(fleet, i), password: fleet.password }, addressOf(i));
    if (json.responseHeader.responseCode !== 0) return void signInFailures++;
    tokens[i] = json.result.token.accessToken;
    signIns.push(performance.now() - started);
  });
  const signInSeconds = (performance.now() - t) / 1000;
  log(`sign-in: ${signIns.length} owners in ${round(signInSeconds)} s, ${signInFailures} refused`);

  // 2. Every owner's live stream, held until the end; what they cost the instances' memory.
  const residentBefore = instances.map((i) => residentMiB(i.child.pid!) ?? 0);
  t = performance.now();
  const streams = await openOwnerStreams(lb, tokens, addressOf);
  const streamSeconds = (performance.now() - t) / 1000;
  const residentWithStreams = instances.map((i) => residentMiB(i.child.pid!) ?? 0);
  const streamsAtStart = Object.fromEntries([...streams.openedOn].map(([k, n]) => [bases[k]!, n]));
  log(`live streams: ${streams.counts.opened} open in ${round(streamSeconds)} s (${JSON.stringify(streamsAtStart)})`);

  // 3. Status reads: each owner lists its vehicles and reads each one's status, each call on the instance the balancer gives.
  const ownerVehicles: Array<Array<{ vehicleId: string; vin: string }>> = new Array(owners);
  const reads: number[] = [];
  let readFailures = 0;
  t = performance.now();
  await pool(everyOwner, IN_FLIGHT, async (i) => {
    const headers = { accessToken: tokens[i]!, ...addressOf(i) };
    let started = performance.now();
    const list = await lb.call(i, "vhcllst", {}, headers);
    reads.push(performance.now() - started);
    ownerVehicles[i] = list.json.result.vehicles;
    for (const [n, vehicle] of ownerVehicles[i]!.entries()) {
      started = performance.now();
      const status = await lb.call(i + n + 1, "lstvhclsts", {}, { ...headers, vehicleId: vehicle.vehicleId });
      if (status.json.responseHeader.responseCode === 0) reads.push(performance.now() - started);
      else readFailures++;
    }
  });
  const readSeconds = (performance.now() - t) / 1000;
  log(`status reads: ${reads.length} in ${round(readSeconds)} s, ${readFailures} failed`);

  // 4. Commands as the browser app sends them: vrfypin with the PIN, then the command repeating it;
  // its result learnt from the owner's live stream. A broker node, then an instance, killed on the way.
  const tally: CommandTally = {
    sent: 0,
    refusedAtSend: 0,
    refusedCodes: {},
    answerLost: 0,
    accepted: new Set(),
    succeeded: 0,
    failedByDeadline: 0,
    failedOther: 0,
    unfinishedAtClient: 0,
  };
  const roundTrips: number[] = [];
  /** When each completed command was sent and learnt complete, and the instance that accepted it. */
  const spans: Array<{ started: number; ended: number; by: number }> = [];
  const totalCommands = owners * commandsPerOwner;
  const events: string[] = [];
  type Kill = { what: string; atSeconds: number; afterSent: number; afterCompleted: number };
  const kills: { brokerNode: Kill | null; instance: Kill | null } = { brokerNode: null, instance: null };
  const killedAt: number[] = [];
  const killed = (what: string): Kill => {
    killedAt.push(performance.now());
    const kill = { what, atSeconds: round((performance.now() - t) / 1000), afterSent: tally.sent, afterCompleted: roundTrips.length };
    log(`killed ${what} (SIGKILL) after ${kill.afterCompleted} commands completed, ${kill.afterSent} sent`);
    events.push(
      `${what} killed (SIGKILL) ${kill.atSeconds} s into the commands, with ${kill.afterCompleted} completed and ${kill.afterSent} sent`,
    );
    return kill;
  };
  function killOnTheWay() {
    if (cluster && !kills.brokerNode && roundTrips.length >= totalCommands / 3) {
      const node = cluster.nodes[killNode]!;
      node.kill();
      kills.brokerNode = killed(`NATS node ${node.name}`);
    }
    if (killInstance >= 0 && killInstance < instanceCount && !kills.instance && roundTrips.length >= totalCommands / 2) {
      instances[killInstance]!.child.kill("SIGKILL");
      kills.instance = killed(`instance ${killInstance + 1} (${bases[killInstance]})`);
    }
  }
  const giveUpMs = (deadlineSeconds + 15) * 1000;
  // The CPU each part uses for the commands, for the capacity model (docs/performance.md).
  const monitor = await openPostgres(db.url, 1);
  const backends = "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()";
  const cpu = cpuSampler({
    instances: () => instances.map((i) => i.child.pid!),
    postgres: async () => (await monitor.query<{ pid: number }>(backends)).map((row) => row.pid),
    ...(cluster ? { nats: () => cluster!.nodes.map((node) => node.pid) } : {}),
    fleet: () => [simulator.pid],
    "load generator": () => [process.pid],
  });
  await cpu.start();
  t = performance.now();
  await pool(everyOwner, IN_FLIGHT, async (i) => {
    for (const [n, vehicle] of (ownerVehicles[i] ?? []).slice(0, commandsPerOwner).entries()) {
      const headers = { accessToken: tokens[i]!, vehicleId: vehicle.vehicleId, ...addressOf(i) };
      const started = performance.now();
      tally.sent++;
      const verified = await lb.call(i + n, "vrfypin", { pin: fleet.pin }, headers);
      const pAuth = verified.json.result?.pAuth as string | undefined;
      if (!pAuth) {
        tally.refusedAtSend++;
        const code = `vrfypin ${verified.json.error?.errorCode ?? "?"}`;
        tally.refusedCodes[code] = (tally.refusedCodes[code] ?? 0) + 1;
        continue;
      }
      let answer;
      try {
        const command = n % 2 ? "drlck" : "drulck";
        answer = await lb.on(
          i + n,
          async (instance) => ({ by: instance.index, ...(await instance.client.call(command, { pin: fleet.pin }, { ...headers, pAuth })) }),
          false,
        );
      } catch (error) {
        if (!(error instanceof AnswerLost)) throw error;
        tally.answerLost++;
        continue;
      }
      const transactionId = answer.headers.get("transactionid");
      if (answer.json.responseHeader.responseCode !== 0 || !transactionId) {
        tally.refusedAtSend++;
        const code = String(answer.json.error?.errorCode ?? "?");
        tally.refusedCodes[code] = (tally.refusedCodes[code] ?? 0) + 1;
        continue;
      }
      tally.accepted.add(transactionId);
      const done = await streams.completion(i, transactionId, giveUpMs);
      if (!done) {
        tally.unfinishedAtClient++;
        continue;
      }
      const ended = performance.now();
      roundTrips.push(ended - started);
      spans.push({ started, ended, by: answer.by });
      killOnTheWay();
      const code = done.transaction.apiStatusCode;
      if (code === "0000") tally.succeeded++;
      else if (code === "7703") tally.failedByDeadline++;
      else tally.failedOther++;
    }
  });
  const commandSeconds = (performance.now() - t) / 1000;
  const cpuSeconds = await cpu.stop();
  await monitor.close();
  const cpuMsPerCommand = Object.fromEntries(Object.entries(cpuSeconds).map(([k, v]) => [k, round((v * 1000) / roundTrips.length, 2)]));
  log(`commands: ${tally.sent} sent in ${round(commandSeconds)} s`);
  streams.close();
  lb.close();

  // 5. Accounting: the database's final states, and the simulator's executions per transaction.
  const executions = await simulator.stop();
  processes.splice(processes.indexOf(simulator), 1);
  const commands = await accountCommands(db.url, tally, executions);
  // The commands under way at neither kill, and those the killed instance had accepted that were still under way when it went.
  const clear = spans.filter((c) => killedAt.every((at) => c.ended < at || c.started > at)).map((c) => c.ended - c.started);
  const instanceKilledAt = kills.instance ? killedAt.at(-1)! : null;
  const orphans = spans.filter(
    (c) => instanceKilledAt && c.by === killInstance && c.started < instanceKilledAt && c.ended > instanceKilledAt,
  );
  const phases = {
    "sign-in (v2/login)": { ...summary(signIns, signInSeconds), failed: signInFailures },
    "status reads (vhcllst, lstvhclsts)": { ...summary(reads, readSeconds), failed: readFailures },
    commands: { ...summary(roundTrips, commandSeconds), failed: commands.failedByDeadline + commands.failedOther },
    "commands under way at no kill": summary(clear, commandSeconds),
  };
  const results = {
    measuredAt: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}`,
    loadAverage: { start: loadAtStart, end: os.loadavg() },
    totalSeconds: Math.round((Date.now() - startedAt) / 1000),
    instances: instanceCount,
    databasePoolPerInstance: poolSize,
    broker: cluster
      ? {
          kind: "NATS cluster, 3 nodes, JetStream, MQTT",
          instanceNodes: bases.map((_, k) => cluster!.nodes[k % 3]!.name),
          fleetNode: cluster.nodes[2]!.name,
        }
      : { kind: "Mosquitto" },
    kills,
    owners,
    vehicles,
    commandsPerOwner,
    liveStreams: {
      ...streams.counts,
      openedPerInstance: Object.fromEntries([...streams.openedOn].map(([k, n]) => [`instance ${k + 1}`, n])),
    },
    loadBalancer: lb.counts,
    instanceMemoryMiB: { beforeStreams: residentBefore, withStreams: residentWithStreams },
    memoryPerStreamKiB: Math.round(((sum(residentWithStreams) - sum(residentBefore)) * 1024) / streams.counts.opened),
    cpuSecondsDuringCommands: cpuSeconds,
    cpuMsPerCommand,
    signIn: phases["sign-in (v2/login)"],
    signInSessionsInserted: owners - signIns.length,
    statusReads: phases["status reads (vhcllst, lstvhclsts)"],
    commands: {
      path: "vrfypin with the PIN, then drlck/drulck; completion learnt from the owner's live stream",
      inFlight: IN_FLIGHT,
      roundTrip: phases.commands,
      roundTripUnderWayAtNoKill: phases["commands under way at no kill"],
      acceptedByTheKilledInstanceAndUnderWayWhenItWent: {
        count: orphans.length,
        learntCompleteFrom: "the surviving instances (their owners' streams moved there)",
        p50Ms: summary(
          orphans.map((c) => c.ended - c.started),
          1,
        ).p50Ms,
        maxMs: summary(
          orphans.map((c) => c.ended - c.started),
          1,
        ).maxMs,
      },
      ...commands,
      ok: balanced(commands),
    },
  };
  const resultsFile = cluster ? "scale-results-nats.json" : "scale-results.json";
  fs.writeFileSync(path.join(here, resultsFile), JSON.stringify(results, null, 2) + "\n");
  const s = streams.counts;
  events.push(
    `live streams: ${s.opened} opened, ${s.dropped} dropped and ${s.reopened} opened again on another instance; results learnt by stream ${s.byStream}, by the refetch after a reopen ${s.byRefetch}, by the last check ${s.byLastCheck}`,
    `commands the killed instance had accepted, not yet known complete when it went: ${orphans.length}, every one then learnt complete from the others`,
    `CPU per command completed (ms): ${JSON.stringify(cpuMsPerCommand)}; instances' memory ${sum(residentBefore)} MiB before the streams, ${sum(residentWithStreams)} MiB with them`,
    `load balancer: ${lb.counts.takenOut} instance(s) taken out, ${lb.counts.retried} calls retried on another, ${lb.counts.answersLost} command answers lost`,
  );
  printResults({
    headline: `Scale-out run: ${instanceCount} instances, PostgreSQL, ${cluster ? "a 3-node NATS cluster (MQTT)" : "Mosquitto"}, Redis, simulator process; ${owners} owners holding live streams, ${vehicles} vehicles; ${results.totalSeconds} s`,
    events,
    loadAverage: results.loadAverage,
    phases,
    commands,
    resultsFile,
  });
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
