import { randomBytes } from "node:crypto";
import {
  calendarMessageSchema,
  commandMessageSchema,
  connectVehicleLink,
  displayMessageSchema,
  linkTopics,
  operationMessageSchema,
  provisionMessageSchema,
  simulationSettingsSchema,
  type CalendarEvent,
  type CommandMessage,
  type LinkCredentials,
  type ResultMessage,
  type VehicleLink,
} from "@carport/telematics";
import { CarScreen } from "./car-screen.ts";
import { VehicleTwin } from "./vehicle-twin.ts";

export interface FleetOptions {
  mqttUrl: string;
  /** Topic namespace shared with the server (default carport/v1). */
  namespace?: string;
  /** How much faster than real time the cars' processes run (60: a second of charging or climate is a minute's); their clocks keep real time. */
  timeScale?: number;
  /** How often active cars move on, in real ms. */
  tickMs?: number;
  log?: (message: string) => void;
  /** The fleet's link identity: a gateway granted its cars, or one car's own identity. */
  credentials?: LinkCredentials;
  /** Only these cars (a gateway granted some cars, or one car): subscribes to their topics alone, as the broker allows. Unset: every car. */
  vins?: readonly string[];
  /** PEM certificate(s) to trust for mqtts:// (a private CA or a self-signed broker). */
  ca?: string | Buffer;
  /** Keep the fleet's session on the broker while it reconnects (see connectVehicleLink). */
  persistentSession?: boolean;
  /** Called each time a car carries out a command (load runs count executions per transaction). */
  onExecuted?: (vin: string, transactionId: string) => void;
}

export interface FleetSimulator {
  twins: Map<string, VehicleTwin>;
  /** The head-unit screens by VIN, of enrolled cars and of cars waiting for in-car enrollment. */
  screens: Map<string, CarScreen>;
  /** Whether the fleet's connection to the broker is up (a revoked or rotated identity loses it). */
  readonly connected: boolean;
  close(): Promise<void>;
}

/**
 * How many recent transactions a car remembers, so that a command delivered again (QoS 1, or sent
 * again by Carport when no result came back) is not carried out twice but answered again.
 */
const REMEMBERED_COMMANDS = 64;

/**
 * The simulated fleet: one twin per provisioned vehicle (from the retained provision topics),
 * answering commands over the vehicle link and reporting status and events as time passes.
 */
export async function startFleetSimulator(options: FleetOptions): Promise<FleetSimulator> {
  const timeScale = options.timeScale ?? 60;
  const log = options.log ?? (() => {});
  const clientId = options.credentials?.username ?? `carport-fleet-${randomBytes(4).toString("hex")}`;
  const topics = linkTopics(options.namespace);
  const link: VehicleLink = await connectVehicleLink(options.mqttUrl, {
    clientId,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    ...(options.ca ? { ca: options.ca } : {}),
    ...(options.persistentSession ? { persistentSession: true } : {}),
    will: { topic: topics.fleet(clientId), message: { online: false, at: new Date().toISOString() } },
    onInvalid: (topic, error) => log(`dropped a malformed message on ${topic}: ${String(error)}`),
  });
  const fleetPresence = (online: boolean) =>
    link.publish(topics.fleet(clientId), { online, at: new Date().toISOString() }, { retain: true });
  await fleetPresence(true);
  const twins = new Map<string, VehicleTwin>();
  const lastSync = new Map<string, number>();
  /** Per car, its recent transaction ids and the result each was answered with (none yet while it runs). */
  const handled = new Map<string, Map<string, ResultMessage | null>>();
  const pendingTimers = new Set<NodeJS.Timeout>();
  /** Calendars that arrived before their car was provisioned (retained messages come in any order). */
  const earlyCalendars = new Map<string, CalendarEvent[]>();

  /** The navigation takes the list and says what it now holds. */
  function holdCalendar(vin: string, twin: VehicleTwin, events: CalendarEvent[]) {
    twin.calendar = events;
    link
      .publish(topics.vehicle(vin, "calendarAck"), { events, receivedAt: new Date().toISOString() }, { retain: true })
      .catch((error) => log(`calendar of ${vin} not acknowledged: ${String(error)}`));
  }

  const screens = new Map<string, CarScreen>();
  const screenTimers = new Map<string, NodeJS.Timeout>();

  /** Publishes what a car's screen shows, and again when its code expires. */
  async function showScreen(vin: string, screen: CarScreen) {
    clearTimeout(screenTimers.get(vin));
    await link.publish(topics.vehicle(vin, "screen"), screen.view(Date.now()), { retain: true });
    const expiresAt = screen.expiresAt;
    if (expiresAt === null) return;
    // setTimeout holds at most ~24.8 days; a code lives minutes.
    const timer = setTimeout(
      () => {
        screenTimers.delete(vin);
        void showScreen(vin, screen).catch((error) => log(`screen of ${vin} not published: ${String(error)}`));
      },
      Math.min(Math.max(0, expiresAt - Date.now()) + 1, 2 ** 31 - 1),
    );
    screenTimers.set(vin, timer);
  }

  function sync(vin: string, twin: VehicleTwin) {
    const real = Date.now();
    twin.advance(real - (lastSync.get(vin) ?? real));
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
    const result: ResultMessage = {
      transactionId: command.transactionId,
      ok: outcome.ok,
      ...(outcome.failureReason ? { failureReason: outcome.failureReason } : {}),
      ...(outcome.location ? { location: outcome.location } : {}),
      status: twin.status,
      completedAt: new Date().toISOString(),
    };
    handled.get(vin)?.set(command.transactionId, result);
    await link.publish(topics.vehicle(vin, "result"), result);
    await link.publish(topics.vehicle(vin, "status"), { status: twin.status, reportedAt: new Date().toISOString() }, { retain: true });
    for (const event of twin.takeEvents()) await link.publish(topics.vehicle(vin, "event"), event);
  }

  /** Subscribes to one kind of topic of every car, or of each of the fleet's own cars. */
  const subscribeCars: VehicleLink["subscribe"] = async (pattern, schema, handler, qos) => {
    if (!options.vins) return link.subscribe(pattern, schema, handler, qos);
    const kind = pattern.slice(pattern.lastIndexOf("/") + 1) as Parameters<typeof topics.vehicle>[1];
    for (const vin of options.vins) await link.subscribe(topics.vehicle(vin, kind), schema, handler, qos);
  };

  /**
   * A car says it is online only once the fleet listens to its commands: the cloud sends a command
   * as soon as it hears that, and one sent to a topic nobody has subscribed to yet is lost.
   */
  let listening = false;
  const provisionedEarly: string[] = [];
  const sayOnline = (vin: string) =>
    void link
      .publish(topics.vehicle(vin, "presence"), { online: true, at: new Date().toISOString(), fleet: clientId }, { retain: true })
      .catch((error) => log(`presence of ${vin} not published: ${String(error)}`));

  await subscribeCars(topics.everyVehicle("provision"), provisionMessageSchema, (topic, message) => {
    const vin = topics.parse(topic)?.vin;
    if (!vin || twins.has(vin)) return;
    const twin = new VehicleTwin(message.profile, message.status, Date.now());
    twin.pace = timeScale;
    twins.set(vin, twin);
    lastSync.set(vin, Date.now());
    const early = earlyCalendars.get(vin);
    if (early) {
      earlyCalendars.delete(vin);
      holdCalendar(vin, twin, early);
    }
    if (listening) sayOnline(vin);
    else provisionedEarly.push(vin);
  });

  await subscribeCars(topics.everyVehicle("calendar"), calendarMessageSchema, (topic, message) => {
    const vin = topics.parse(topic)?.vin;
    if (!vin) return;
    const twin = twins.get(vin);
    if (twin) holdCalendar(vin, twin, message.events);
    else earlyCalendars.set(vin, message.events);
  });

  await subscribeCars(topics.everyVehicle("settings"), simulationSettingsSchema, (topic, settings) => {
    const vin = topics.parse(topic)?.vin;
    const twin = vin ? twins.get(vin) : undefined;
    if (twin) twin.settings = settings;
  });

  await subscribeCars(topics.everyVehicle("operate"), operationMessageSchema, (topic, operation) => {
    const vin = topics.parse(topic)?.vin;
    const twin = vin ? twins.get(vin) : undefined;
    if (!vin || !twin) return;
    sync(vin, twin);
    twin.operate(operation);
    void report(vin, twin).catch((error) => log(`report of ${vin} failed: ${String(error)}`));
  });

  // A car not enrolled yet has no twin, but its screen still shows the in-car enrollment code.
  await subscribeCars(topics.everyVehicle("display"), displayMessageSchema, (topic, message) => {
    const vin = topics.parse(topic)?.vin;
    if (!vin) return;
    const screen = screens.get(vin) ?? new CarScreen();
    screens.set(vin, screen);
    screen.display(message);
    void showScreen(vin, screen).catch((error) => log(`screen of ${vin} not published: ${String(error)}`));
  });

  await subscribeCars(topics.everyVehicle("command"), commandMessageSchema, (topic, command) => {
    const vin = topics.parse(topic)?.vin;
    const twin = vin ? twins.get(vin) : undefined;
    if (!vin || !twin || twin.settings.unreachable) return;
    const seen = handled.get(vin) ?? new Map<string, ResultMessage | null>();
    handled.set(vin, seen);
    if (seen.has(command.transactionId)) {
      const answered = seen.get(command.transactionId);
      if (answered)
        void link
          .publish(topics.vehicle(vin, "result"), answered)
          .catch((error) => log(`result of ${vin} not published: ${String(error)}`));
      return;
    }
    seen.set(command.transactionId, null);
    if (seen.size > REMEMBERED_COMMANDS) seen.delete(seen.keys().next().value!);
    const run = () => execute(vin, twin, command).catch((error) => log(`command ${command.transactionId} failed: ${String(error)}`));
    if (twin.settings.latencyMs === 0) return void run();
    const timer = setTimeout(() => {
      pendingTimers.delete(timer);
      void run();
    }, twin.settings.latencyMs);
    pendingTimers.add(timer);
  });

  listening = true;
  for (const vin of provisionedEarly.splice(0)) sayOnline(vin);

  const ticker = setInterval(() => {
    for (const [vin, twin] of twins) {
      if (!twin.active) continue;
      sync(vin, twin);
      void report(vin, twin).catch((error) => log(`report of ${vin} failed: ${String(error)}`));
    }
  }, options.tickMs ?? 1000);

  return {
    twins,
    screens,
    get connected() {
      return link.connected;
    },
    async close() {
      clearInterval(ticker);
      for (const timer of screenTimers.values()) clearTimeout(timer);
      for (const timer of pendingTimers) clearTimeout(timer);
      // A fleet that stops on purpose says so; one that dies is marked offline by its last will.
      // With the broker gone the publish would wait for it: stopping never waits on that.
      if (link.connected) {
        await Promise.race([fleetPresence(false).catch(() => {}), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
      }
      await link.close();
    },
  };
}
