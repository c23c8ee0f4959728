// The sustained command phase's owners, in a process of their own: the server's event loop does
// not also run the load. Started by command-round-trip.ts with the server's URL and the number of
// owners; opens a connection for each, and the owners' live streams when they wait on them, before
// it says it is ready, so the phase measures commands, not a burst of new connections. Asks the
// parent for each pAuth (the database may be PGlite, inside that process).
import { keepAliveClient } from "./keep-alive-client.ts";
import { commandRoundTrip, pollRmtsts, type AwaitCompletion, type OwnerHeaders } from "./command-owner.ts";
import { openCommandStreams } from "./command-streams.ts";

export interface OwnersJob {
  auth: OwnerHeaders[];
  workers: number;
  seconds: number;
  /** How often the owners poll rmtsts for a command's completion, unless they were prepared with streams. */
  pollMs: number;
  /** Owners as the browser app acts: vrfypin with this PIN, then the command repeating it; unset: the stand-in pAuth. */
  pin?: string;
  /**
   * Commands started at this rate a second whatever the server's pace (an open load, as a fleet's
   * owners act), each to a car of its own, rather than by `workers` owners each waiting for their
   * last: a round trip is timed from when its command was due, so a server falling behind shows in it.
   */
  rate?: number;
}
export type OwnersMessage =
  | { kind: "ready" }
  | { kind: "pAuth"; request: number; accessToken: string; vehicleId: string }
  | { kind: "done"; latencies: number[]; transactionIds: string[]; cpuSeconds: number };
export type ParentMessage =
  /** Opens the connections and, for these accounts (their access tokens), the live streams the owners wait on. */
  { kind: "prepare"; streamsFor: string[] | null } | { kind: "start"; job: OwnersJob } | { kind: "pAuth"; request: number; pAuth: string };

const send = (message: OwnersMessage) => process.send!(message);
const waiting = new Map<number, (pAuth: string) => void>();
let requests = 0;
function issuePAuth(accessToken: string, vehicleId: string): Promise<string> {
  const request = ++requests;
  return new Promise((resolve) => {
    waiting.set(request, resolve);
    send({ kind: "pAuth", request, accessToken, vehicleId });
  });
}

const [url, connections] = process.argv.slice(2);
const client = keepAliveClient(url!, Number(connections));

/** A pAuth as the browser app has it: vrfypin with the PIN. */
const verifyPin = (pin: string) => async (accessToken: string, vehicleId: string) => {
  const { json } = await client.call("vrfypin", { pin }, { accessToken, vehicleId });
  if (!json.result?.pAuth) throw new Error(`vrfypin refused: ${JSON.stringify(json)}`);
  return json.result.pAuth as string;
};

let streams: Awaited<ReturnType<typeof openCommandStreams>> | null = null;

async function run(job: OwnersJob) {
  const open = streams;
  const completion: AwaitCompletion = open ? (_, transactionId) => open.completion(transactionId) : pollRmtsts(client, job.pollMs);
  const cpu = process.cpuUsage();
  const latencies: number[] = [];
  const transactionIds: string[] = [];
  await (job.rate ? atRate(job.rate, job, completion, latencies, transactionIds) : byWorkers(job, completion, latencies, transactionIds));
  const used = process.cpuUsage(cpu);
  streams?.close();
  client.close();
  send({ kind: "done", latencies, transactionIds, cpuSeconds: (used.user + used.system) / 1e6 });
}

/** One command of the job's kind: as the browser app sends it (vrfypin, then the command with the PIN), or on a stand-in pAuth. */
function oneCommand(job: OwnersJob, headers: OwnerHeaders, command: string, completion: AwaitCompletion) {
  return job.pin
    ? commandRoundTrip(client, verifyPin(job.pin), headers, command, completion, { pin: job.pin })
    : commandRoundTrip(client, issuePAuth, headers, command, completion);
}

/** `workers` owners at once, each cycling through its own share of the fleet, so every vehicle gets commands. */
async function byWorkers(job: OwnersJob, completion: AwaitCompletion, latencies: number[], transactionIds: string[]) {
  const end = performance.now() + job.seconds * 1000;
  await Promise.all(
    Array.from({ length: job.workers }, async (_, worker) => {
      const mine = job.auth.filter((_, i) => i % job.workers === worker);
      for (let i = 0; performance.now() < end; i++) {
        const command = Math.floor(i / mine.length) % 2 ? "drlck" : "drulck";
        const { ms, transactionId } = await oneCommand(job, mine[i % mine.length]!, command, completion);
        latencies.push(ms);
        transactionIds.push(transactionId);
      }
    }),
  );
}

/**
 * `rate` commands a second for the job's seconds, the i-th due i / rate seconds in, to the i-th car:
 * no car gets a second command (the run is cut to the fleet), so none is refused as one pending.
 */
async function atRate(rate: number, job: OwnersJob, completion: AwaitCompletion, latencies: number[], transactionIds: string[]) {
  const count = Math.min(Math.round(rate * job.seconds), job.auth.length);
  const start = performance.now();
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const due = start + (i * 1000) / rate;
      await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
      const { transactionId } = await oneCommand(job, job.auth[i]!, i % 2 ? "drlck" : "drulck", completion);
      latencies.push(performance.now() - due);
      transactionIds.push(transactionId);
    }),
  );
}

process.on("message", (message: ParentMessage) => {
  if (message.kind === "pAuth") {
    waiting.get(message.request)?.(message.pAuth);
    waiting.delete(message.request);
  } else if (message.kind === "prepare") {
    // Open before the clock starts, as the app's stream is open before its owner acts.
    (async () => {
      await client.connect();
      if (message.streamsFor) streams = await openCommandStreams(url!, message.streamsFor, client.post);
      send({ kind: "ready" });
    })().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  } else {
    // Done, it waits to be stopped: exiting by itself could reach the parent before its last message.
    run(message.job).catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  }
});
