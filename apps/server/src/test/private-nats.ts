import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { natsAuthorization, type NatsPermissions } from "../modules/vehicle-link/nats-permissions.ts";
import { freePort, reachable } from "./loopback.ts";

const NATS_SERVER = process.env.NATS_SERVER ?? "/usr/sbin/nats-server";

/**
 * A NATS server of the test's own (not the shared one on 4222): free loopback ports, its MQTT
 * interface, and JetStream (which MQTT needs) in a temporary folder removed on stop.
 * No binary: the test fails, it is not skipped.
 */
export async function startPrivateNats(users: ReadonlyArray<{ username: string; secret: string; permissions?: NatsPermissions }>) {
  if (!fs.existsSync(NATS_SERVER)) throw new Error(`${NATS_SERVER} is missing: install nats-server`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carport-nats-"));
  const [client, mqtt] = [await freePort(), await freePort()];
  const conf = path.join(dir, "nats.conf");
  fs.writeFileSync(
    conf,
    [
      "server_name: carport-test",
      `listen: 127.0.0.1:${client}`,
      `jetstream { store_dir: "${path.join(dir, "store")}" }`,
      `mqtt { listen: 127.0.0.1:${mqtt} }`,
      natsAuthorization(users),
      "",
    ].join("\n"),
    { mode: 0o600 },
  );
  const child = spawn(NATS_SERVER, ["-c", conf], { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  child.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let tries = 0; !(await reachable(mqtt)); tries++) {
    if (child.exitCode !== null || tries > 200) throw new Error(`nats-server did not start: ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `mqtt://127.0.0.1:${mqtt}`,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
