// `npm start` and `npm test` on a machine whose Node is older than Carport supports (a fresh machine
// may have Node 20): get Node 24 the way CI does (.ci/node24.sh, from the npm registry) and run the
// same script again under it, with that Node first on PATH so every npm and npx it starts uses it too.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const OLDEST_MAJOR = 22;

/** Returns when this process already runs a supported Node; otherwise runs the script again under Node 24 and exits with its code. */
export function runOnSupportedNode(scriptUrl) {
  if (Number(process.versions.node.split(".")[0]) >= OLDEST_MAJOR) return;
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  console.log(`Node ${process.versions.node} is older than Carport supports (${OLDEST_MAJOR}.12 and later; it is tested on 24).`);
  const found = spawnSync("bash", ["-c", ". .ci/node24.sh >&2 && command -v node"], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  const node = found.stdout.trim().split("\n").pop();
  if (found.status !== 0 || !node) {
    console.error("Could not get Node 24: install Node 24 LTS (https://nodejs.org) and run the command again.");
    process.exit(1);
  }
  const env = { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ""}` };
  const again = spawnSync(node, [fileURLToPath(scriptUrl), ...process.argv.slice(2)], { cwd: root, env, stdio: "inherit" });
  process.exit(again.status ?? 1);
}
