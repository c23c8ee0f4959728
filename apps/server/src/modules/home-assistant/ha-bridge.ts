import fs from "node:fs";
import { randomBytes } from "node:crypto";
import mqtt, { type MqttClient } from "mqtt";
import { COMMAND_SUCCESS_CODE } from "@carport/protocol";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database.ts";
import { LIVE_CHANNEL, SESSION_CHANNEL } from "../../db/notification-channels.ts";
import { isUuidShaped } from "../../db/uuid-shape.ts";
import type { VehicleLinkGateway } from "../vehicle-link/index.ts";
import type { PinService, SessionService } from "../auth/index.ts";
import type { RemoteCommandService } from "../remote/index.ts";
import { createCarPublisher } from "./car-publisher.ts";
import { findFinishedCommand, findPublishedCar, locateOfTransaction } from "./ha-cars.ts";
import { createHaCommands, type CommandOutcome } from "./ha-commands.ts";
import { haTopics, type HaTopicPrefixes } from "./ha-topics.ts";

export interface HomeAssistantSettings extends HaTopicPrefixes {
  url: string;
  username?: string;
  password?: string;
  /** PEM file of a certificate authority to trust for mqtts://. */
  caFile?: string;
  /** Carport's version, shown as the entities' origin. */
  version: string;
}

/** How long a full check of which cars are published waits between runs (owners turning it on or off are heard at once). */
const RESYNC_MS = 5 * 60_000;
/** How long, after connecting, the configs the broker retained are read to remove those of cars no longer published. */
const SWEEP_MS = 60_000;

/**
 * Carport's cars in Home Assistant through MQTT discovery: one device per car of the owners who
 * turned it on, its entities' configs retained under the discovery prefix, its states published as
 * they change (the database's live announcements, as the live updates hear them; the link's presence
 * for availability), its commands taken from the command topics to the portal's front doors.
 */
export async function startHomeAssistant(
  settings: HomeAssistantSettings,
  deps: {
    db: Database;
    gateway: VehicleLinkGateway;
    commands: RemoteCommandService;
    pins: PinService;
    sessions: SessionService;
    pAuthTtlSeconds: number;
    log: FastifyBaseLogger;
  },
) {
  const { db, gateway, log } = deps;
  const topics = haTopics(settings);
  const handler = createHaCommands(deps);
  /** Commands sent from Home Assistant still pending, by transaction: their outcome goes to their car's result topic. */
  const pending = new Map<string, { vehicleId: string; command: string }>();

  const client: MqttClient = await mqtt.connectAsync(settings.url, {
    protocolVersion: 5,
    clientId: `carport-${randomBytes(6).toString("hex")}`,
    username: settings.username,
    password: settings.password,
    ...(settings.caFile ? { ca: fs.readFileSync(settings.caFile) } : {}),
    reconnectPeriod: 5_000,
    will: { topic: topics.bridgeAvailability, payload: Buffer.from("offline"), retain: true, qos: 1 },
  });
  const publish = (topic: string, payload: string) => client.publishAsync(topic, payload, { retain: true, qos: 1 });
  client.on("connect", () => void publish(topics.bridgeAvailability, "online").catch(() => {}));
  client.on("error", (error) => log.warn({ err: error }, "Home Assistant broker"));

  const cars = createCarPublisher({ db, gateway, topics, version: settings.version, publish });
  const { published } = cars;

  const failed = (what: string) => (error: unknown) => log.warn({ err: error }, `Home Assistant: ${what}`);
  let syncing: Promise<void> = Promise.resolve();
  /** One sync at a time, in the order asked. */
  const queue = (work: () => Promise<void>) => (syncing = syncing.then(work).catch(failed("could not publish the cars")));

  async function outcome(vehicleId: string, result: CommandOutcome) {
    // Not retained: an event, which Home Assistant reconnecting must not fire again.
    await client.publishAsync(topics.commandResult(vehicleId), JSON.stringify({ ...result, at: new Date().toISOString() }), { qos: 1 });
  }

  /**
   * The lock as moving while its command is pending, unless a newer state was published meanwhile;
   * the car's next status (or the command's end) publishes the real one.
   */
  function showMoving(vehicleId: string, lock: "LOCKING" | "UNLOCKING") {
    const entry = published.get(vehicleId);
    if (!entry?.state) return;
    entry.state = JSON.stringify({ ...JSON.parse(entry.state), lock });
    publish(topics.state(vehicleId), entry.state).catch(failed("could not publish a state"));
  }

  async function onCommand(topic: string, payload: Buffer, retained: boolean) {
    const named = topics.parseCommand(topic);
    // A retained command would run again with every connection: never taken.
    if (!named || retained || !isUuidShaped(named.vehicleId) || payload.length > 512) return;
    const car = await findPublishedCar(db, named.vehicleId);
    if (!car) return;
    // Known as Home Assistant's as soon as it is recorded, before the car can answer it.
    const issued = (transactionId: string) => {
      pending.set(transactionId, { vehicleId: car.id, command: named.objectId });
      if (named.objectId === "doors") showMoving(car.id, payload.includes('"UNLOCK"') ? "UNLOCKING" : "LOCKING");
    };
    const result = await handler.handle(car, named.objectId, payload.toString(), issued);
    if (result) await outcome(car.id, result);
  }

  async function onTransaction(transactionId: string) {
    const sent = pending.get(transactionId);
    pending.delete(transactionId);
    const done = sent ? await findFinishedCommand(db, transactionId) : null;
    if (sent && done) {
      await outcome(sent.vehicleId, {
        event_type: done.status_code === COMMAND_SUCCESS_CODE ? "succeeded" : "failed",
        command: sent.command,
        code: done.status_code ?? "",
        ...(done.failure_reason ? { message: done.failure_reason } : {}),
        transaction_id: transactionId,
      });
      // The state as the car last reported it, whatever the command showed meanwhile (a lock moving).
      const entry = published.get(sent.vehicleId);
      if (entry) {
        entry.state = null;
        await cars.publishState(entry.car, entry);
      }
    }
    // A car located (from the portal or here) moves its tracker.
    const located = await locateOfTransaction(db, transactionId);
    const entry = located ? published.get(located) : undefined;
    if (entry) await cars.publishLocation(entry.car);
  }

  function onLive(payload: string) {
    const [kind, first, second, third] = payload.split(":");
    if (kind === "s" && first) {
      const entry = published.get(first);
      if (entry) cars.publishState(entry.car, entry).catch(failed("could not publish a state"));
    } else if (kind === "x" && first && second && third === "C" && isUuidShaped(second)) {
      const owned = [...published.values()].some((p) => p.car.account_id === first);
      if (owned || pending.has(second)) onTransaction(second).catch(failed("could not publish a command result"));
    }
  }

  /** Published cars whose row changed, waiting to be read again. */
  const carsToRead = new Set<string>();
  function onAccountsAndVehicles(payload: string) {
    const separator = payload.indexOf(":");
    const kind = payload.slice(0, separator);
    const id = payload.slice(separator + 1);
    // An account changed (Home Assistant turned on or off, its language, a car enrolled): its cars; "*": everything.
    if (payload === "*") void queue(cars.syncAll);
    else if (kind === "a" && isUuidShaped(id)) void queue(() => cars.syncAccount(id));
    // A published car changed (renamed, suspended, transferred, deleted).
    // Announced too for each status it saves (the session cache's trigger): a burst is read once.
    else if (kind === "v" && published.has(id) && !carsToRead.has(id)) {
      carsToRead.add(id);
      void queue(() => {
        carsToRead.delete(id);
        return cars.syncCar(id);
      });
    }
  }

  let started = false;
  /** Publishes every car's configs and states again: Home Assistant restarted, or the broker may have lost them. */
  function republishAll() {
    cars.forget();
    return queue(cars.syncAll);
  }

  /**
   * A config left on the broker from before (a car deleted or an owner's setting changed while Carport
   * was not connected, another topic prefix): emptied, once the database says the car is not published.
   */
  async function onRetainedConfig(topic: string, payload: Buffer) {
    const vehicleId = topics.vehicleOfConfig(topic);
    if (!vehicleId || payload.length === 0 || published.has(vehicleId)) return;
    if (!(await findPublishedCar(db, vehicleId))) await publish(topic, "");
  }

  client.on("message", (topic, payload, packet) => {
    if (packet.retain && topics.vehicleOfConfig(topic)) {
      onRetainedConfig(topic, payload).catch(failed("could not remove an entity left from before"));
      return;
    }
    if (topic === topics.homeAssistantStatus) {
      if (payload.toString() === "online" && !packet.retain) void republishAll();
      return;
    }
    onCommand(topic, payload, packet.retain).catch(failed("could not take a command"));
  });
  // A connection after the first: the broker may have restarted without keeping what it had.
  client.on("connect", () => void (started && republishAll()));
  await client.subscribeAsync(topics.commandsShared, { qos: 1 });
  await client.subscribeAsync(topics.homeAssistantStatus, { qos: 1 });
  await publish(topics.bridgeAvailability, "online");
  // Listening first: a change announced while the cars are first published is not missed.
  const stopLive = await db.listen(LIVE_CHANNEL, { message: onLive, live: (isLive) => void (isLive && queue(cars.syncAll)) });
  const stopAccounts = await db.listen(SESSION_CHANNEL, { message: onAccountsAndVehicles, live: () => {} });
  await queue(cars.syncAll);
  const stopPresence = gateway.onPresence((vin, online) => {
    for (const { car } of published.values())
      if (car.vin === vin)
        publish(topics.availability(car.id), online ? "online" : "offline").catch(failed("could not publish availability"));
  });
  started = true;
  // What the broker retained from before arrives with the subscription; the sweep ends after a while.
  await client.subscribeAsync(topics.allConfigs, { qos: 1, nl: true });
  const sweepEnd = setTimeout(() => void client.unsubscribeAsync(topics.allConfigs).catch(() => {}), SWEEP_MS);
  sweepEnd.unref();
  const resync = setInterval(() => void queue(cars.syncAll), RESYNC_MS);
  resync.unref();

  return {
    /** Publishes and removes what changed now, without waiting for an announcement (tests, the admin). */
    sync: () => queue(cars.syncAll),
    async close() {
      clearInterval(resync);
      clearTimeout(sweepEnd);
      stopPresence();
      await stopLive();
      await stopAccounts();
      await syncing;
      await handler.close();
      await publish(topics.bridgeAvailability, "offline").catch(() => {});
      await client.endAsync();
    },
  };
}
export type HomeAssistantBridge = Awaited<ReturnType<typeof startHomeAssistant>>;
