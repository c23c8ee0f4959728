import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import mqtt from "mqtt";
import { REPO_ROOT } from "../../config.ts";
import { DEMO_PASSWORD, DEMO_PIN } from "../../seed/demo-fleet.ts";
import { httpClient } from "../../test/http-client.ts";
import { eventually } from "../../test/remote-helpers.ts";
import { clearRetained } from "../../test/retained-messages.ts";
import { type CarportProcess, programArgs, startCarport } from "../../test/server-process.ts";

/** The shared Mosquitto of this machine; MOSQUITTO_URL points elsewhere. */
const MOSQUITTO = process.env.MOSQUITTO_URL ?? "mqtt://127.0.0.1:1883";
const SUMMIT_VIN = "2HMSMGC2000000103";

async function vehicleNamed(client: ReturnType<typeof httpClient>, token: string, nickname: string) {
  const { json } = await client.call("vhcllst", {}, { accessToken: token });
  return json.result.vehicles.find((v: any) => v.nickName === nickname) as { vehicleId: string; vin: string };
}

async function commandAndWait(client: ReturnType<typeof httpClient>, token: string, vehicleId: string, name: string) {
  const { json: pin } = await client.call("vrfypin", { pin: DEMO_PIN }, { accessToken: token, vehicleId });
  const sent = await client.call(name, { pin: DEMO_PIN }, { accessToken: token, vehicleId, pAuth: pin.result.pAuth });
  const transactionId = sent.headers.get("transactionid")!;
  expect(transactionId).toBeTruthy();
  return {
    transactionId,
    done: () =>
      eventually(async () => {
        const { json } = await client.call("rmtsts", {}, { accessToken: token, transactionId });
        return json.result?.transaction.apiResult === "C" ? json.result.transaction : undefined;
      }, `${name} to complete`),
  };
}

describe("the fleet as its own process against Mosquitto", () => {
  const namespace = `test/${randomBytes(6).toString("hex")}`;
  let carport: CarportProcess;
  let simulator: ChildProcess;

  beforeAll(async () => {
    carport = await startCarport({
      MQTT_URL: MOSQUITTO,
      SIMULATOR: "off",
      LINK_NAMESPACE: namespace,
      WEB_DIST: "/nonexistent",
      COMMAND_DEADLINE_SECONDS: "5",
    });
    const watcher = await mqtt.connectAsync(MOSQUITTO);
    const online = new Promise<void>((resolve) => {
      watcher.on("message", (_topic, payload) => {
        if (payload.length && JSON.parse(payload.toString()).online) resolve();
      });
    });
    await watcher.subscribeAsync(`${namespace}/vehicles/${SUMMIT_VIN}/presence`);
    simulator = spawn(
      process.execPath,
      [...programArgs("simulator"), "--mqtt", MOSQUITTO, "--namespace", namespace, "--time-scale", "1200"],
      { cwd: REPO_ROOT, stdio: "ignore" },
    );
    await online;
    await watcher.endAsync();
  });
  afterAll(async () => {
    simulator?.kill("SIGTERM");
    await carport?.stop();
    await clearRetained(MOSQUITTO, namespace);
  });

  it("locks a car and charges an EV through the broker", async () => {
    const client = httpClient(carport.url);
    const token = await client.login("demo@hacc.test", DEMO_PASSWORD);
    const summit = await vehicleNamed(client, token, "Summit");
    const unlock = await commandAndWait(client, token, summit.vehicleId, "drulck");
    expect((await unlock.done()).apiStatusCode).toBe("0000");
    const lock = await commandAndWait(client, token, summit.vehicleId, "drlck");
    expect((await lock.done()).apiStatusCode).toBe("0000");
    const status = await client.call("lstvhclsts", {}, { accessToken: token, vehicleId: summit.vehicleId });
    expect(status.json.result.status.doorLock).toBe(true);

    const aurora = await vehicleNamed(client, token, "Aurora");
    const charge = await commandAndWait(client, token, aurora.vehicleId, "rcstrt");
    expect((await charge.done()).apiStatusCode).toBe("0000");
    const first = (await client.call("lstvhclsts", {}, { accessToken: token, vehicleId: aurora.vehicleId })).json.result.status.evStatus
      .batteryStatus;
    await eventually(async () => {
      const { json } = await client.call("lstvhclsts", {}, { accessToken: token, vehicleId: aurora.vehicleId });
      return json.result.status.evStatus.batteryStatus > first ? true : undefined;
    }, "the battery to rise");
  });
});

describe("a pending command survives the server being killed", () => {
  const namespace = `test/${randomBytes(6).toString("hex")}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "carport-restart-"));
  const env = {
    MQTT_URL: MOSQUITTO,
    LINK_NAMESPACE: namespace,
    DATA_DIR: dataDir,
    COMMAND_DEADLINE_SECONDS: "3",
    WEB_DIST: "/nonexistent",
  };
  let carport: CarportProcess | undefined;
  afterAll(async () => {
    await carport?.stop();
    await clearRetained(MOSQUITTO, namespace);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("reports the command after a restart: failed by its deadline, not lost", async () => {
    carport = await startCarport(env);
    let client = httpClient(carport.url);
    let token = await client.login("demo@hacc.test", DEMO_PASSWORD);
    const summit = await vehicleNamed(client, token, "Summit");
    const broker = await mqtt.connectAsync(MOSQUITTO);
    await broker.publishAsync(
      `${namespace}/vehicles/${summit.vin}/settings`,
      JSON.stringify({ latencyMs: 0, unreachable: true, failureRate: 0 }),
      { qos: 1, retain: true },
    );
    await broker.endAsync();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { transactionId } = await commandAndWait(client, token, summit.vehicleId, "drlck");
    const pending = await client.call("rmtsts", {}, { accessToken: token, transactionId });
    expect(pending.json.result.transaction.apiResult).toBe("P");

    await carport.kill();
    carport = await startCarport(env);
    client = httpClient(carport.url);
    token = await client.login("demo@hacc.test", DEMO_PASSWORD);
    const after = await eventually(async () => {
      const { json } = await client.call("rmtsts", {}, { accessToken: token, transactionId });
      return json.result?.transaction.apiResult === "C" ? json.result.transaction : undefined;
    }, "the transaction to be reported");
    expect(after.apiStatusCode).toBe("7703");
    // Two server starts on a database on disk (each initialises or recovers it): slow on a busy machine.
  }, 240_000);
});
