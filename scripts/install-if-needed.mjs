// `npm start` and `npm test` on a fresh clone (or after package-lock.json changed): `npm ci` first.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The newest modification time under a file or folder, leaving out node_modules and dist. */
export function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target, { withFileTypes: true })
    .filter((entry) => entry.name !== "node_modules" && entry.name !== "dist")
    .reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry.name))), stat.mtimeMs);
}

/** Runs `npm ci` when the packages were never installed or the lock file is newer than the install. */
export function installIfNeeded() {
  const installed = path.join(root, "node_modules", ".package-lock.json");
  if (fs.existsSync(installed) && newestMtime(path.join(root, "package-lock.json")) <= newestMtime(installed)) return;
  console.log("Installing dependencies…");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(npm, ["ci", "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
