// `npm start` on a fresh clone: install what is missing, build the browser app when its sources
// changed, then run the server (which migrates, seeds the demo fleet and serves on PORT).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { installIfNeeded, newestMtime } from "./install-if-needed.mjs";
import { runOnSupportedNode } from "./supported-node.mjs";

runOnSupportedNode(import.meta.url);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function run(args) {
  const result = spawnSync(npm, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

installIfNeeded();

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
// The compiled server's Node settings (`npm run serve`'s, e.g. its memory ones), for the demo run from source.
const serve = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts.serve.split(" ");
const nodeSettings = serve.filter((arg) => arg.startsWith("--"));
const server = spawn(process.execPath, [...nodeSettings, "--import", "tsx", "apps/server/src/main.ts"], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
