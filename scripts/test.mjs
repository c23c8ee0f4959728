// `npm test`: type-check, build (browser app and compiled server), then every test project in order:
// unit (protocol, domain, telematics), server (PGlite and PostgreSQL), web, and browser journeys.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { missingLine, testNeeds } from "./test-needs.mjs";
import { installIfNeeded } from "./install-if-needed.mjs";
import { runOnSupportedNode } from "./supported-node.mjs";

runOnSupportedNode(import.meta.url);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const steps = [
  ["format (Prettier; `npm run format` fixes it)", "npx", ["prettier", "--check", "."]],
  ["type-check", "npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]],
  ["build the web app and the compiled server", "npm", ["run", "build"]],
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
      "web",
      "--passWithNoTests",
      // Vitest leaves one core idle by default; the server files mostly wait on their databases,
      // so two workers on CI's two cores cut that step from about 54 to 38 minutes.
      "--maxWorkers",
      "2",
    ],
  ],
  ["browser journeys", "npx", ["vitest", "run", "--project", "e2e"]],
];

// What the tests start (a browser, a CalDAV server, a broker, pg_dump) is checked first: one line names all that is missing.
const missing = missingLine(testNeeds());
if (missing) {
  console.error(missing);
  process.exit(1);
}
installIfNeeded();

for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n${name} failed`);
    process.exit(result.status ?? 1);
  }
}
