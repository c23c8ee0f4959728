// `npx tsx bench/profile-summary.ts <file.cpuprofile> [top]`: where a `node --cpu-prof` profile's
// time went, by self time: the top functions, and the share of each package (or the app's own code,
// Node's internals, garbage collection, idle).
import fs from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArgument] = process.argv.slice(2);
if (!file) {
  console.error("usage: bench/profile-summary.ts <file.cpuprofile> [top]");
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map<number, number>();
profile.samples.forEach((id, i) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfMicros.values()].reduce((a, b) => a + b, 0);

/** The package a frame's file belongs to, or what else it is. */
function areaOf({ functionName, url }: ProfileNode["callFrame"]): string {
  if (functionName === "(garbage collector)") return "garbage collection";
  if (functionName === "(idle)") return "idle";
  if (functionName === "(program)") return "(program: native, unattributed)";
  if (!url) return "native (writev, crypto, …)";
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1]!;
  if (url.startsWith("node:")) return "node internals";
  const inRepo = /\/(apps\/[^/]+|packages\/[^/]+|bench)\//.exec(url);
  return inRepo ? inRepo[1]! : url;
}

/**
 * The part of a run a sample's time served: the first frame from the leaf up that belongs to one
 * (a socket write under the pg driver is the database driver's), for the command bench's one
 * process holding server, broker, fleet and load generator.
 */
const PARTS: Array<[RegExp, string]> = [
  [/\/bench\/|undici/, "load generator (bench, fetch)"],
  [/apps\/simulator|vehicle-twin/, "fleet simulator"],
  [/node_modules\/aedes/, "MQTT broker (aedes)"],
  [/node_modules\/(pg|pg-protocol|pg-pool)\//, "database driver (pg, its socket writes)"],
  [/@electric-sql\/pglite|^wasm:/, "database (PGlite)"],
  [/node_modules\/(mqtt|mqtt-packet)\//, "MQTT client (its socket writes)"],
  [/apps\/server|node_modules\/(fastify|find-my-way|zod|prom-client|pino)/, "server (HTTP, calls, envelopes)"],
  [/packages\/telematics/, "vehicle link"],
];
const parentOf = new Map<number, number>();
for (const node of profile.nodes as Array<ProfileNode & { children?: number[] }>)
  for (const child of node.children ?? []) parentOf.set(child, node.id);
function partOf(id: number): string {
  const leaf = byId.get(id)!.callFrame.functionName;
  if (leaf === "(idle)") return "idle";
  if (leaf === "(garbage collector)") return "garbage collection";
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const url = byId.get(at)!.callFrame.url;
    const part = PARTS.find(([pattern]) => pattern.test(url));
    if (part) return part[1];
  }
  return "other (Node internals, unattributed)";
}
const parts = new Map<string, number>();
for (const [id, micros] of selfMicros) parts.set(partOf(id), (parts.get(partOf(id)) ?? 0) + micros);

const functions = new Map<string, number>();
const areas = new Map<string, number>();
for (const [id, micros] of selfMicros) {
  const frame = byId.get(id)!.callFrame;
  const where = frame.url ? `${frame.url.replace(/^.*\/(node_modules|apps|packages)\//, "$1/")}:${frame.lineNumber + 1}` : "";
  const name = `${frame.functionName || "(anonymous)"} ${where}`.trim();
  functions.set(name, (functions.get(name) ?? 0) + micros);
  const area = areaOf(frame);
  areas.set(area, (areas.get(area) ?? 0) + micros);
}
const share = (micros: number) => `${((micros / total) * 100).toFixed(1)} %`;
console.log(`${(total / 1e6).toFixed(1)} s of samples\n\nby area:`);
for (const [area, micros] of [...areas].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${share(micros).padStart(7)}  ${area}`);
console.log(`\nby part of the run (the first frame from the leaf up that belongs to one):`);
for (const [part, micros] of [...parts].sort((a, b) => b[1] - a[1])) console.log(`  ${share(micros).padStart(7)}  ${part}`);
console.log(`\ntop functions by self time:`);
for (const [name, micros] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, Number(topArgument ?? 30)))
  console.log(`  ${share(micros).padStart(7)}  ${name}`);
