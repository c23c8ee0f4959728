// `npm run bench`: measurements, never assertions. Prints a table and writes bench/results.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { benchApi } from "./api-throughput.ts";
import { benchCommands } from "./command-round-trip.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

const api = await benchApi({
  connections: [16, 64, 256],
  seconds: 5,
  postgresAdminUrl: process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
});
const commands = await benchCommands({ vehicles: 50, samples: 300, seconds: 10 });

const rows = [
  ["remote command round trip p50 (accepted → C via rmtsts, 0 ms simulated latency)", `${commands.roundTripP50Ms} ms`],
  ["remote command round trip p99", `${commands.roundTripP99Ms} ms`],
  [`remote commands sustained (${commands.vehicles} vehicles, ${commands.sustainedSeconds} s)`, `${commands.sustainedCommandsPerSecond} /s`],
];
console.log(`\nCarport benchmarks on ${machine}\n`);
console.log("API throughput (autocannon from this process, server in its own process):");
console.table(api.map((r) => ({ target: r.target, database: r.database, connections: r.connections, "req/s": r.requestsPerSecond, "p50 ms": r.p50Ms, "p99 ms": r.p99Ms, errors: r.errors, "× bare": r.ratioToBare ?? "" })));
console.log("\nRemote commands (PGlite, embedded MQTT broker, in-process fleet):");
const width = Math.max(...rows.map((r) => r[0]!.length));
for (const [name, value] of rows) console.log(`  ${name!.padEnd(width)}  ${value}`);

const results = { measuredAt: new Date().toISOString(), machine, api, commands };
fs.writeFileSync(path.join(here, "results.json"), JSON.stringify(results, null, 2) + "\n");
console.log(`\nwritten to bench/results.json`);
