// `npm start` on a fresh clone: install what is missing, build the browser app when its sources
// changed, then run the server (which migrates, seeds the demo fleet and serves on PORT).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function run(args) {
  const result = spawnSync(npm, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target, { withFileTypes: true })
    .filter((entry) => entry.name !== "node_modules" && entry.name !== "dist")
    .reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry.name))), stat.mtimeMs);
}

const installed = path.join(root, "node_modules", ".package-lock.json");
if (!fs.existsSync(installed) || newestMtime(path.join(root, "package-lock.json")) > newestMtime(installed)) {
  console.log("Installing dependencies…");
  run(["ci", "--no-audit", "--no-fund"]);
}

const builtIndex = path.join(root, "apps", "web", "dist", "index.html");
const webSources = [
  "apps/web/src",
  "apps/web/index.html",
  "apps/web/public",
  "apps/web/vite.config.ts",
  "packages/protocol/src",
  "packages/domain/src",
];
if (newestMtime(builtIndex) < Math.max(...webSources.map((p) => newestMtime(path.join(root, p))))) {
  console.log("Building the web app…");
  run(["run", "build"]);
}

if (!["0", "false"].includes(process.env.DEMO ?? "1")) {
  console.log(
    'Starting Carport as a DEMO (DEMO=1, the default): published demo accounts, mails kept in a local outbox. For production see the README\'s "Demo mode and production".',
  );
}
const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
