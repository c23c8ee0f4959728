import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./loopback.ts";

/** The newest PostgreSQL server programs installed by Debian's packages, or null. */
function postgresBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, "bin", "pg_ctl")));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Stops the server at once (fast shutdown: open connections are cut), as an outage would. */
  stop(): void;
  start(): void;
  /** Stops it and removes its data. */
  destroy(): void;
}

/**
 * A PostgreSQL server of the test's own, on a free port in a temporary folder, that the test may
 * stop and start; the shared one stays up. PostgreSQL refuses to run as root, so under root the
 * programs run as the system's "postgres" user.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error("no PostgreSQL server programs under /usr/lib/postgresql/*/bin");
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carport-pg-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  let uid: number | undefined;
  let gid: number | undefined;
  if (asRoot) {
    uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    fs.chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const result = spawnSync(path.join(bin, program), args, { cwd: dir, uid, gid, encoding: "utf8", timeout: 60_000 });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stdout}\n${result.stderr}`);
  };
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=30`;
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    start,
    destroy() {
      spawnSync(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"], { uid, gid, timeout: 60_000 });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
