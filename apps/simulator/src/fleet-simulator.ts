import { randomBytes } from "node:crypto";
import {
  commandMessageSchema,
  connectVehicleLink,
  linkTopics,
  operationMessageSchema,
  provisionMessageSchema,
  simulationSettingsSchema,
  type CommandMessage,
  type VehicleLink,
} from "@carport/telematics";
import { VehicleTwin } from "./vehicle-twin.ts";

export interface FleetOptions {
  mqttUrl: string;
  /** Topic namespace shared with the server (default carport/v1). */
  namespace?: string;
  /** Simulated ms per real ms (60: a real second is a simulated minute). */
  timeScale?: number;
  /** How often active cars move on, in real ms. */
  tickMs?: number;
  log?: (message: string) => void;
  /** Called each time a car carries out a command (load runs count executions per transaction). */
  onExecuted?: (vin: string, transactionId: string) => void;
}

export interface FleetSimulator {
  twins: Map<string, VehicleTwin>;
  close(): Promise<void>;
}

/** How many recent transaction ids a car remembers, so a redelivered command is not carried out twice. */
const REMEMBERED_COMMANDS = 64;

/**
 * The simulated fleet: one twin per provisioned vehicle (from the retained provision topics),
 * answering commands over the vehicle link and reporting status and events as time passes.
 */
export async function startFleetSimulator(options: FleetOptions): Promise<FleetSimulator> {
  const timeScale = options.timeScale ?? 60;
  const log = options.log ?? (() => {});
  const clientId = `carport-fleet-${randomBytes(4).toString("hex")}`;
  const topics = linkTopics(options.namespace);
  const link: VehicleLink = await connectVehicleLink(options.mqttUrl, {
    clientId,
    will: { topic: topics.fleet(clientId), message: { online: false, at: new Date().toISOString() } },
    onInvalid: (topic, error) => log(`dropped a malformed message on ${topic}: ${String(error)}`),
  });
  const twins = new Map<string, VehicleTwin>();
  const lastSync = new Map<string, number>();
  const handled = new Map<string, string[]>();
  const pendingTimers = new Set<NodeJS.Timeout>();

  function sync(vin: string, twin: VehicleTwin) {
    const real = Date.now();
    twin.advance((real - (lastSync.get(vin) ?? real)) * timeScale);
    lastSync.set(vin, real);
  }

  async function report(vin: string, twin: VehicleTwin) {
    if (twin.takeChanged()) {
      await link.publish(topics.vehicle(vin, "status"), { status: twin.status, reportedAt: new Date().toISOString() }, { retain: true });
    }
    for (const event of twin.takeEvents()) await link.publish(topics.vehicle(vin, "event"), event);
  }

  async function execute(vin: string, twin: VehicleTwin, command: CommandMessage) {
    if (Date.now() > Date.parse(command.deadline)) return;
    sync(vin, twin);
    const outcome = twin.apply(command);
    options.onExecuted?.(vin, command.transactionId);
    twin.takeChanged();
    await link.publish(topics.vehicle(vin, "result"), {
      transactionId: command.transactionId,
      ok: outcome.ok,
      ...(outcome.failureReason ? { failureReason: outcome.failureReason } : {}),
      ...(outcome.location ? { location: outcome.location } : {}),
      status: twin.status,
      completedAt: new Date().toISOString(),
    });
    await link.publish(topics.vehicle(vin, "status"), { status: twin.status, reportedAt: new Date().toISOString() }, { retain: true });
    for (const event of twin.takeEvents()) await link.publish(topics.vehicle(vin, "event"), event);
  }

  await link.subscribe(topics.everyVehicle("provision"), provisionMessageSchema, (topic, message) => {
    const vin = topics.parse(topic)?.vin;
    if (!vin || twins.has(vin)) return;
    twins.set(vin, new VehicleTwin(message.profile, message.status, Date.now()));
    lastSync.set(vin, Date.now());
    link
      .publish(topics.vehicle(vin, "presence"), { online: true, at: new Date().toISOString() }, { retain: true })
      .catch((error) => log(`presence of ${vin} not published: ${String(error)}`));
  });

  await link.subscribe(topics.everyVehicle("settings"), simulationSettingsSchema, (topic, settings) => {
    const vin = topics.parse(topic)?.vin;
    const twin = vin ? twins.get(vin) : undefined;
    if (twin) twin.settings = settings;
  });

  await link.subscribe(topics.everyVehicle("operate"), operationMessageSchema, (topic, operation) => {
    const vin = topics.parse(topic)?.vin;
    const twin = vin ? twins.get(vin) : undefined;
    if (!vin || !twin) return;
    sync(vin, twin);
    twin.operate(operation);
    void report(vin, twin).catch((error) => log(`report of ${vin} failed: ${String(error)}`));
  });

  await link.subscribe(topics.everyVehicle("command"), commandMessageSchema, (topic, command) => {
    const vin = topics.parse(topic)?.vin;
    const twin = vin ? twins.get(vin) : undefined;
    if (!vin || !twin || twin.settings.unreachable) return;
    const seen = handled.get(vin) ?? [];
    if (seen.includes(command.transactionId)) return;
    handled.set(vin, [...seen.slice(-REMEMBERED_COMMANDS + 1), command.transactionId]);
    const run = () => execute(vin, twin, command).catch((error) => log(`command ${command.transactionId} failed: ${String(error)}`));
    if (twin.settings.latencyMs === 0) return void run();
    const timer = setTimeout(() => {
      pendingTimers.delete(timer);
      void run();
    }, twin.settings.latencyMs);
    pendingTimers.add(timer);
  });

  const ticker = setInterval(() => {
    for (const [vin, twin] of twins) {
      if (!twin.active) continue;
      sync(vin, twin);
      void report(vin, twin).catch((error) => log(`report of ${vin} failed: ${String(error)}`));
    }
  }, options.tickMs ?? 1000);

  return {
    twins,
    async close() {
      clearInterval(ticker);
      for (const timer of pendingTimers) clearTimeout(timer);
      await link.close();
    },
  };
}
