import type { MqttClient } from "mqtt";
import { linkTopics, type CommandMessage } from "@carport/telematics";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { allCarsGateway, connectAs } from "../../test/link-clients.ts";
import { authorize, completed, simulate } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

describe.each(databaseKinds())("a command whose result never came back (%s)", (kind) => {
  let server: TestServer;
  let token: string;
  let car: { vehicleId: string; vin: string };
  let carLink: MqttClient;
  const received: Array<{ command: CommandMessage; at: number }> = [];
  beforeAll(async () => {
    server = await createTestServer(kind, { COMMAND_RESEND_SECONDS: "1", COMMAND_DEADLINE_SECONDS: "20" });
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    car = json.result.vehicles.find((v: { nickName: string }) => v.nickName === "Summit");
    // The simulated car stays silent; this client plays it, and its first answer is lost on the way.
    await simulate(server, car.vin, { unreachable: true });
    const topics = linkTopics(server.vehicleLink.gateway.namespace);
    carLink = await connectAs(server, await allCarsGateway(server, "result-losing-car"));
    carLink.on("message", (_topic, payload) => {
      const command = JSON.parse(payload.toString()) as CommandMessage;
      received.push({ command, at: Date.now() });
      if (received.length < 2) return;
      const status = server.vehicleLink.fleet!.twins.get(car.vin)!.status;
      const result = { transactionId: command.transactionId, ok: true, status, completedAt: new Date().toISOString() };
      void carLink.publishAsync(topics.vehicle(car.vin, "result"), JSON.stringify(result), { qos: 1 });
    });
    await carLink.subscribeAsync(topics.vehicle(car.vin, "command"), { qos: 1 });
  });
  afterAll(async () => {
    await carLink?.endAsync();
    await server?.close();
  });

  it("is sent to the car again under the same transaction id, and completes with the car's answer", async () => {
    const sent = await server.call("drlck", {}, await authorize(server, token, car.vehicleId));
    const transactionId = sent.headers.transactionid as string;
    expect(await completed(server, token, transactionId)).toMatchObject({ apiResult: "C", apiStatusCode: "0000" });
    expect(received.map((r) => r.command.transactionId)).toEqual([transactionId, transactionId]);
    expect(received[1]!.command).toMatchObject({ command: received[0]!.command.command, deadline: received[0]!.command.deadline });
    expect(received[1]!.at - received[0]!.at).toBeGreaterThanOrEqual(900);
  });
});
