import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
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

describe("when the simulated fleet is killed with a command pending", () => {
  const namespace = `test/${randomBytes(6).toString("hex")}`;
  let carport: CarportProcess;
  let simulator: ChildProcess | undefined;

  /** Runs the fleet as `npm run simulator` does, and waits until the Summit reports itself online. */
  async function startSimulator() {
    const watcher = await mqtt.connectAsync(MOSQUITTO);
    const online = new Promise<void>((resolve) => {
      // A retained "online" may be the killed fleet's: wait for a live one from the new process.
      watcher.on("message", (_topic, payload, packet) => {
        if (!packet.retain && payload.length && JSON.parse(payload.toString()).online) resolve();
      });
    });
    await watcher.subscribeAsync(`${namespace}/vehicles/${SUMMIT_VIN}/presence`);
    simulator = spawn(process.execPath, [...programArgs("simulator"), "--mqtt", MOSQUITTO, "--namespace", namespace], {
      cwd: REPO_ROOT,
      stdio: "ignore",
    });
    await online;
    await watcher.endAsync();
  }

  async function setSummit(settings: { latencyMs: number }) {
    const broker = await mqtt.connectAsync(MOSQUITTO);
    await broker.publishAsync(
      `${namespace}/vehicles/${SUMMIT_VIN}/settings`,
      JSON.stringify({ unreachable: false, failureRate: 0, ...settings }),
      { qos: 1, retain: true },
    );
    await broker.endAsync();
  }

  beforeAll(async () => {
    carport = await startCarport({
      MQTT_URL: MOSQUITTO,
      SIMULATOR: "off",
      LINK_NAMESPACE: namespace,
      WEB_DIST: "/nonexistent",
      COMMAND_DEADLINE_SECONDS: "3",
    });
    await startSimulator();
  });
  afterAll(async () => {
    simulator?.kill("SIGKILL");
    await carport?.stop();
    await clearRetained(MOSQUITTO, namespace);
  });

  it("fails the command by its deadline (7703), keeps serving, and works again once the fleet is back", async () => {
    const client = httpClient(carport.url);
    const token = await client.login("demo@hacc.test", DEMO_PASSWORD);
    const { json: list } = await client.call("vhcllst", {}, { accessToken: token });
    const summit = list.result.vehicles.find((v: { vin: string }) => v.vin === SUMMIT_VIN);
    const send = async (name: string) => {
      const { json: pin } = await client.call("vrfypin", { pin: DEMO_PIN }, { accessToken: token, vehicleId: summit.vehicleId });
      const sent = await client.call(name, {}, { accessToken: token, vehicleId: summit.vehicleId, pAuth: pin.result.pAuth });
      expect(sent.json.responseHeader.responseCode).toBe(0);
      return sent.headers.get("transactionid")!;
    };
    const outcome = (transactionId: string) =>
      eventually(async () => {
        const { json } = await client.call("rmtsts", {}, { accessToken: token, transactionId });
        return json.result?.transaction.apiResult === "C" ? json.result.transaction : undefined;
      }, `transaction ${transactionId}`);

    // The car takes its time, so the command is still with it when the fleet dies.
    await setSummit({ latencyMs: 60_000 });
    const pending = await send("drlck");
    const { json: asked } = await client.call("rmtsts", {}, { accessToken: token, transactionId: pending });
    expect(asked.result.transaction.apiResult).toBe("P");
    const exited = new Promise((resolve) => simulator!.once("exit", resolve));
    simulator!.kill("SIGKILL");
    await exited;

    expect(await outcome(pending)).toMatchObject({ apiResult: "C", apiStatusCode: "7703" });
    const status = await client.call("lstvhclsts", {}, { accessToken: token, vehicleId: summit.vehicleId });
    expect(status.status).toBe(200);
    expect(status.json.responseHeader.responseCode).toBe(0);

    await setSummit({ latencyMs: 0 });
    await startSimulator();
    expect(await outcome(await send("drlck"))).toMatchObject({ apiResult: "C", apiStatusCode: "0000" });
  });
});
