import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import mqtt from "mqtt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, REPO_ROOT } from "../../config.ts";
import { DEMO_PASSWORD, DEMO_PIN } from "../../seed/demo-fleet.ts";
import { carCredentials } from "../../test/link-clients.ts";
import { authorize, completed } from "../../test/remote-helpers.ts";
import { createTestServer, type TestServer } from "../../test/test-server.ts";

// TLS is the broker's business alone: one database is enough here.
describe("the vehicle link over TLS (mqtts://)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carport-tls-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  let server: TestServer;
  let example: ChildProcess | undefined;

  beforeAll(async () => {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-keyout",
        key,
        "-out",
        cert,
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost",
      ],
      { stdio: "ignore" },
    );
    server = await createTestServer("pglite", { SIMULATOR: "off", MQTT_TLS_KEY: key, MQTT_TLS_CERT: cert, MQTT_TLS_PORT: "0" });
  });
  afterAll(async () => {
    example?.kill("SIGTERM");
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("serves cars on mqtts:// with the configured certificate: a car trusting it completes its command", async () => {
    const tlsUrl = server.vehicleLink.broker!.tlsUrl!;
    expect(tlsUrl).toMatch(/^mqtts:\/\/localhost:\d+$/);
    const owner = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const car = (await server.call("vhcllst", {}, { accessToken: owner })).json.result.vehicles[0] as { vehicleId: string; vin: string };
    const credentials = await carCredentials(server, car.vin);

    // A client that does not trust the certificate does not get in.
    await expect(
      mqtt.connectAsync(tlsUrl, {
        username: credentials.username,
        password: credentials.secret,
        clientId: credentials.username,
        reconnectPeriod: 0,
      }),
    ).rejects.toThrow(/self.signed|certificate/i);

    const child = spawn(process.execPath, [path.join(REPO_ROOT, "docs/examples/connect-a-car.mjs")], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        CARPORT_MQTT_URL: tlsUrl,
        CARPORT_CA: cert,
        CARPORT_NAMESPACE: server.vehicleLink.gateway.namespace,
        CARPORT_VIN: car.vin,
        CARPORT_LINK_USERNAME: credentials.username,
        CARPORT_LINK_SECRET: credentials.secret,
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    example = child;
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("connected as") && resolve());
      child.once("exit", (code) => reject(new Error(`example car exited with ${code}`)));
    });
    const sent = await server.call("drlck", { pin: DEMO_PIN }, await authorize(server, owner, car.vehicleId, DEMO_PIN));
    expect(await completed(server, owner, sent.headers.transactionid as string)).toMatchObject({ apiResult: "C", apiStatusCode: "0000" });
  });

  it("refuses a plain mqtt:// MQTT_URL to another host: secrets would cross the network in the clear", () => {
    expect(() => loadConfig({ MQTT_URL: "mqtt://broker.example:1883" })).toThrow(
      /MQTT_URL is not valid \(plain mqtt:\/\/ only to a loopback address/,
    );
    expect(loadConfig({ MQTT_URL: "mqtts://carport-server:s3cret@broker.example:8883" }).MQTT_URL).toBe(
      "mqtts://carport-server:s3cret@broker.example:8883",
    );
    expect(loadConfig({ MQTT_URL: "mqtt://127.0.0.1:1883" }).MQTT_URL).toBe("mqtt://127.0.0.1:1883");
  });
});
