// What `npm test` needs on the machine besides Node.js and the packages (README, "Testing"): each
// program it starts, where the tests look for it. Missing ones are named on one line, with the
// command that installs them, before anything runs.
import fs from "node:fs";
import path from "node:path";

/** A program on PATH (or in the folder given), executable. */
function onPath(name, folder) {
  const folders = folder ? [folder] : (process.env.PATH ?? "").split(path.delimiter);
  return folders.some((dir) => {
    try {
      fs.accessSync(path.join(dir, name), fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

function executable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Each need: what it is for, whether it is there, and the Debian package that brings it. */
export function testNeeds(env = process.env) {
  const major = Number(process.versions.node.split(".")[0]);
  return [
    { name: `Node 24 (this is ${process.versions.node}; source .ci/node24.sh)`, present: major >= 22, debian: null },
    {
      name: `chromium (${env.CHROMIUM_PATH ?? "/usr/bin/chromium"})`,
      present: executable(env.CHROMIUM_PATH ?? "/usr/bin/chromium"),
      debian: "chromium",
    },
    {
      name: `radicale (${env.RADICALE_BIN ?? "/usr/bin/radicale"})`,
      present: executable(env.RADICALE_BIN ?? "/usr/bin/radicale"),
      debian: "radicale",
    },
    {
      name: `mosquitto (${env.MOSQUITTO_BIN ?? "/usr/sbin/mosquitto"})`,
      present: executable(env.MOSQUITTO_BIN ?? "/usr/sbin/mosquitto"),
      debian: "mosquitto",
    },
    {
      name: `pg_dump and pg_restore (${env.PG_TOOLS_DIR ?? "on PATH"})`,
      present: onPath("pg_dump", env.PG_TOOLS_DIR) && onPath("pg_restore", env.PG_TOOLS_DIR),
      debian: "postgresql-client",
    },
  ];
}

/** The one line naming what is missing, or null when nothing is. */
export function missingLine(needs) {
  const missing = needs.filter((need) => !need.present);
  if (missing.length === 0) return null;
  const packages = missing.map((need) => need.debian).filter(Boolean);
  const install = packages.length > 0 ? `; install with: apt-get install ${packages.join(" ")} (.ci/run does)` : "";
  return `npm test needs what this machine lacks: ${missing.map((need) => need.name).join(", ")}${install}`;
}
