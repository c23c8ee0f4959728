import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { REPO_ROOT } from "../config.ts";
import { freePort, reachable } from "./loopback.ts";

const MOSQUITTO = process.env.MOSQUITTO_BIN ?? "/usr/sbin/mosquitto";
/** Debian's mosquitto package's dynamic-security plugin. */
const DYNSEC_PLUGIN = process.env.MOSQUITTO_DYNSEC_PLUGIN ?? "/usr/lib/x86_64-linux-gnu/mosquitto_dynamic_security.so";

/** Lines of deploy/mosquitto/mosquitto.conf whose paths and addresses are the container's, written here for this instance. */
const LOCAL_KEYS = new Set(["listener", "certfile", "keyfile", "password_file", "acl_file", "log_dest"]);

/** The deploy configuration's settings, but for the container's paths and addresses. */
function deploySettings(): string[] {
  return fs
    .readFileSync(path.join(REPO_ROOT, "deploy/mosquitto/mosquitto.conf"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#") && !LOCAL_KEYS.has(line.split(/\s+/)[0]!));
}

/**
 * A Mosquitto of the caller's own on a free loopback port: with deploy/mosquitto/mosquitto.conf's
 * settings (plain MQTT on loopback instead of TLS), reading the password and ACL files in `filesIn`
 * (as `npm run admin -- mosquitto-config` writes them), or, "anonymous" (load runs), open to any
 * client on loopback, its configuration in a folder of its own removed when it stops. No binary:
 * the caller fails, it is not skipped.
 */
export async function startPrivateMosquitto(access: { filesIn: string } | { dynsecFile: string } | "anonymous") {
  if (!fs.existsSync(MOSQUITTO)) throw new Error(`${MOSQUITTO} is missing: install mosquitto (see .ci/run)`);
  const anonymous = access === "anonymous";
  const dir = anonymous
    ? fs.mkdtempSync(path.join(os.tmpdir(), "carport-mosquitto-"))
    : "filesIn" in access
      ? access.filesIn
      : path.dirname(access.dynsecFile);
  const port = await freePort();
  const conf = path.join(dir, "mosquitto.conf");
  fs.writeFileSync(
    conf,
    [
      `listener ${port} 127.0.0.1`,
      ...(anonymous
        ? [
            "allow_anonymous true",
            // Without it each message waits on Nagle's algorithm and the peer's delayed ack: 40 ms a hop on Linux.
            "set_tcp_nodelay true",
            "persistence false",
          ]
        : "filesIn" in access
          ? [...deploySettings(), `password_file ${path.join(dir, "passwords")}`, `acl_file ${path.join(dir, "acl")}`]
          : // Identities from the dynamic-security plugin's file, changed while it runs (mosquitto-dynsec.ts).
            [...deploySettings(), `plugin ${DYNSEC_PLUGIN}`, `plugin_opt_config_file ${access.dynsecFile}`]),
      // Started as root, Mosquitto would become the mosquitto user, who cannot read the test's files.
      `user ${os.userInfo().username}`,
      "",
    ].join("\n"),
  );
  const child = spawn(MOSQUITTO, ["-c", conf], { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  child.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let tries = 0; !(await reachable(port)); tries++) {
    if (child.exitCode !== null || tries > 100) throw new Error(`mosquitto did not start: ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `mqtt://127.0.0.1:${port}`,
    /** Makes Mosquitto read the password and ACL files again. */
    reload: () => void child.kill("SIGHUP"),
    async stop() {
      child.kill("SIGTERM");
      await exited;
      if (anonymous) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
