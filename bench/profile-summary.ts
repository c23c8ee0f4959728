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
console.log(`\ntop functions by self time:`);
for (const [name, micros] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, Number(topArgument ?? 30)))
  console.log(`  ${share(micros).padStart(7)}  ${name}`);
