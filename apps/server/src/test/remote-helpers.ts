import { expect } from "vitest";
import type { SimulationSettings } from "@carport/telematics";
import type { TestServer } from "./test-server.ts";

/** Polls until check answers a value that is not undefined (bounded: tests never hang). */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Sets how a simulated car behaves, through the vehicle link, and waits until the car has it. */
export async function simulate(server: TestServer, vin: string, settings: Partial<SimulationSettings>) {
  const full = { latencyMs: 0, unreachable: false, failureRate: 0, ...settings };
  await server.vehicleLink.gateway.configureSimulation(vin, full);
  await eventually(async () => {
    const twin = server.vehicleLink.fleet?.twins.get(vin);
    return twin && JSON.stringify(twin.settings) === JSON.stringify(full) ? true : undefined;
  }, `settings of ${vin}`);
}

/** A signed-in owner's headers for one vehicle, with a fresh pAuth. */
export async function authorize(
  server: TestServer,
  accessToken: string,
  vehicleId: string,
  pin = "2580",
  extra: Record<string, string> = {},
) {
  const { json } = await server.call("vrfypin", { pin }, { accessToken, vehicleId, ...extra });
  expect(json.responseHeader.responseCode, JSON.stringify(json)).toBe(0);
  return { accessToken, vehicleId, pAuth: json.result.pAuth as string, ...extra };
}

/** Polls rmtsts until the transaction is complete; answers it. */
export function completed(server: TestServer, accessToken: string, transactionId: string, extra: Record<string, string> = {}) {
  return eventually(async () => {
    const { json } = await server.call("rmtsts", {}, { accessToken, transactionId, ...extra });
    return json.result?.transaction.apiResult === "C" ? json.result.transaction : undefined;
  }, `transaction ${transactionId}`);
}

/**
 * Every account keeps its own successful commands in the inbox, as an owner may choose
 * (accounts.command_results_to_inbox, off by default): for tests that read a command's inbox message.
 */
export async function keepCommandResultsInInbox(server: TestServer) {
  await server.db.query("update accounts set command_results_to_inbox = true");
}
