import { createFleetService } from "../apps/server/src/modules/fleet/fleet-service.ts";
import { startServer } from "../apps/server/src/server.ts";
import { httpClient } from "../apps/server/src/test/http-client.ts";
import { percentile, round } from "./stats.ts";

const OWNER = { email: "bench@hacc.test", password: "Bench-Pass-2026!", pin: "1357" };

/** VINs of bench vehicles: valid characters, unique, outside the demo fleet. */
const benchVin = (i: number) => `2HMBNGC5${String(i).padStart(9, "0")}`;

export interface CommandBenchResult {
  vehicles: number;
  roundTripSamples: number;
  roundTripP50Ms: number;
  roundTripP99Ms: number;
  sustainedCommandsPerSecond: number;
  sustainedSeconds: number;
}

/**
 * Remote commands with zero simulated latency: accepted-to-C round trip through rmtsts (one
 * command at a time), then commands per second sustained by one worker per vehicle.
 */
export async function benchCommands(options: { vehicles: number; samples: number; seconds: number; env?: Record<string, string> }): Promise<CommandBenchResult> {
  const server = await startServer(
    {
      PORT: "0", HOST: "127.0.0.1", DATA_DIR: "memory://", LOG_LEVEL: "error", WEB_DIST: "/nonexistent", EMBEDDED_MQTT_PORT: "0",
      DAILY_COMMAND_LIMIT: "1000000", COMMAND_DEADLINE_SECONDS: "30", ...options.env,
    },
    async (db) => {
      const fleet = createFleetService(db);
      const owner = await fleet.createAccount({ brand: "hacc", firstName: "Bench", lastName: "Owner", ...OWNER });
      for (let i = 0; i < options.vehicles; i++) {
        const vin = benchVin(i);
        await fleet.provision({
          vin, brand: "hacc", modelCode: "BNC", modelName: "Bench", modelYear: "2025", trim: "", exteriorColor: "",
          fuelKindCode: "G", genType: "2", isCcs2: false, remoteIgnition: true, mainBatteryType: "",
          ownerFirstName: "Bench", ownerLastName: "Owner", ownerPostalCode: "M5V 2T6", dealerToken: "B", dealerCode: "",
        });
        await fleet.enroll({ accountId: owner.id, vin, nickname: `Bench ${i}` });
      }
    },
  );
  try {
    const client = httpClient(server.url);
    const accessToken = await client.login(OWNER.email, OWNER.password);
    const { json } = await client.call("vhcllst", {}, { accessToken });
    const vehicleIds: string[] = json.result.vehicles.map((v: { vehicleId: string }) => v.vehicleId);
    const auth = await Promise.all(
      vehicleIds.map(async (vehicleId) => {
        const pin = await client.call("vrfypin", { pin: OWNER.pin }, { accessToken, vehicleId });
        return { accessToken, vehicleId, pAuth: pin.json.result.pAuth as string };
      }),
    );

    async function roundTrip(headers: (typeof auth)[number], command: string): Promise<number> {
      const started = performance.now();
      const sent = await client.call(command, {}, headers);
      const transactionId = sent.headers.get("transactionid");
      if (!transactionId) throw new Error(`command refused: ${JSON.stringify(sent.json)}`);
      for (;;) {
        const { json: status } = await client.call("rmtsts", {}, { accessToken, transactionId });
        if (status.result.transaction.apiResult === "C") {
          if (status.result.transaction.apiStatusCode !== "0000") throw new Error(JSON.stringify(status.result));
          return performance.now() - started;
        }
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    }

    const latencies: number[] = [];
    for (let i = 0; i < options.samples; i++) latencies.push(await roundTrip(auth[0]!, i % 2 ? "drlck" : "drulck"));

    let completed = 0;
    const end = performance.now() + options.seconds * 1000;
    await Promise.all(
      auth.map(async (headers, worker) => {
        for (let i = worker; performance.now() < end; i++) {
          await roundTrip(headers, i % 2 ? "drlck" : "drulck");
          completed++;
        }
      }),
    );
    return {
      vehicles: vehicleIds.length,
      roundTripSamples: latencies.length,
      roundTripP50Ms: round(percentile(latencies, 50)),
      roundTripP99Ms: round(percentile(latencies, 99)),
      sustainedCommandsPerSecond: round(completed / options.seconds),
      sustainedSeconds: options.seconds,
    };
  } finally {
    await server.close();
  }
}
