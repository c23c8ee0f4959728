// `npm run bench`: measurements, never assertions. Prints a table and writes bench/results.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { benchCommands } from "./command-round-trip.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

const commands = await benchCommands({ vehicles: 50, samples: 300, seconds: 10 });

const rows = [
  ["remote command round trip p50 (accepted → C via rmtsts, 0 ms simulated latency)", `${commands.roundTripP50Ms} ms`],
  ["remote command round trip p99", `${commands.roundTripP99Ms} ms`],
  [`remote commands sustained (${commands.vehicles} vehicles, ${commands.sustainedSeconds} s)`, `${commands.sustainedCommandsPerSecond} /s`],
];
console.log(`\nCarport benchmarks on ${machine} (PGlite, embedded MQTT broker, in-process fleet)\n`);
const width = Math.max(...rows.map((r) => r[0]!.length));
for (const [name, value] of rows) console.log(`  ${name!.padEnd(width)}  ${value}`);

const results = { measuredAt: new Date().toISOString(), machine, commands };
fs.writeFileSync(path.join(here, "results.json"), JSON.stringify(results, null, 2) + "\n");
console.log(`\nwritten to bench/results.json`);
