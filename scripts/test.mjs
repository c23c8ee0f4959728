// `npm test`: format check, type-check and build (browser app and compiled server) side by side, then
// every test project in order: unit (protocol, domain, telematics), server (PGlite and PostgreSQL), web,
// and browser journeys.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { missingLine, testNeeds } from "./test-needs.mjs";
import { installIfNeeded } from "./install-if-needed.mjs";
import { runOnSupportedNode } from "./supported-node.mjs";

runOnSupportedNode(import.meta.url);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// tsc and Prettier each keep one core busy while the build waits on its own steps: run together they
// take the time of the longest. Each one's output is printed whole once it ends.
const checks = [
  ["format (Prettier; `npm run format` fixes it)", "npx", ["prettier", "--check", "."]],
  ["type-check", "npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]],
  ["build the web app and the compiled server", "npm", ["run", "build"]],
];
const steps = [
  [
    "unit, server and web tests",
    "npx",
    [
      "vitest",
      "run",
      "--project",
      "protocol",
      "--project",
      "domain",
      "--project",
      "telematics",
      "--project",
      "server",
      "--project",
      "server-isolated",
      "--project",
      "web",
      "--passWithNoTests",
      // Vitest leaves one core idle by default. Many server tests wait on timers, brokers and other
      // processes: with two workers the cores stood a third idle at times; three: 529 → 477 s, busy 92-99 %.
      "--maxWorkers",
      "3",
    ],
  ],
  // One journey at a time left CI's two cores idle 45 % of the time (Chromium and the server wait on each other);
  // two at once: 821 → 476-635 s. Each journey has its own server and database copy.
  ["browser journeys", "npx", ["vitest", "run", "--project", "e2e", "--maxWorkers", "2"]],
];

// What the tests start (a browser, a CalDAV server, a broker, pg_dump) is checked first: one line names all that is missing.
const missing = missingLine(testNeeds());
if (missing) {
  console.error(missing);
  process.exit(1);
}
installIfNeeded();

/** Runs a command with its output kept, resolving with its exit code and what it printed. */
function runKept(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (status) => resolve({ status, output }));
  });
}

const results = await Promise.all(checks.map(([, command, args]) => runKept(command, args)));
checks.forEach(([name], i) => console.log(`\n=== ${name} ===\n${results[i].output.trimEnd()}`));
const failed = checks.filter((_, i) => results[i].status !== 0).map(([name]) => name);
if (failed.length > 0) {
  console.error(`\n${failed.join(", ")} failed`);
  process.exit(results.find((r) => r.status !== 0)?.status ?? 1);
}

for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n${name} failed`);
    process.exit(result.status ?? 1);
  }
}
