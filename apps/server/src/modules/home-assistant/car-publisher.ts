import type { Database } from "../../db/database.ts";
import { findLastStatus } from "../../core/status-repository.ts";
import type { VehicleLinkGateway } from "../vehicle-link/index.ts";
import { carStateOf, trackerAttributesOf } from "./car-state.ts";
import { discoveryConfigsOf } from "./discovery-configs.ts";
import { findLastLocation, findPublishedCar, listPublishedCars, listPublishedCarsOf, type HaCar } from "./ha-cars.ts";
import type { HaTopics } from "./ha-topics.ts";

/** A car as published: its config topics (to remove them) and its last state document (to publish only changes). */
export interface Published {
  car: HaCar;
  configTopics: string[];
  configsJson: string;
  state: string | null;
}

/** Which cars are published, each with its configs, availability, state and position; and their removal. */
export function createCarPublisher(deps: {
  db: Database;
  gateway: VehicleLinkGateway;
  topics: HaTopics;
  version: string;
  /** Publishes retained (an empty payload removes). */
  publish: (topic: string, payload: string) => Promise<unknown>;
}) {
  const { db, gateway, topics, publish } = deps;
  const published = new Map<string, Published>();

  async function publishState(car: HaCar, entry: Published) {
    const status = await findLastStatus(db, car.id);
    if (!status) return;
    const state = JSON.stringify(carStateOf(status, car.odometer_unit === 3 ? Math.round(car.odometer * 1.609344) : car.odometer));
    if (state === entry.state) return;
    entry.state = state;
    await publish(topics.state(car.id), state);
  }

  async function publishLocation(car: HaCar) {
    const attributes = trackerAttributesOf((await findLastLocation(db, car.id)) as never);
    if (attributes) await publish(topics.location(car.id), JSON.stringify(attributes));
  }

  /** Publishes a car's configs (when new or changed), then its availability, state and position. */
  async function add(car: HaCar) {
    const configs = discoveryConfigsOf(car, car.language_id, topics, deps.version);
    const configsJson = JSON.stringify(configs);
    const before = published.get(car.id);
    if (before?.configsJson === configsJson) {
      before.car = car;
      return;
    }
    const entry: Published = {
      car,
      configTopics: configs.map((c) => topics.config(c.component, car.id, c.objectId)),
      configsJson,
      state: null,
    };
    // Entities a car no longer has (its configs changed) are removed.
    for (const topic of before?.configTopics ?? []) if (!entry.configTopics.includes(topic)) await publish(topic, "");
    published.set(car.id, entry);
    await publish(topics.availability(car.id), gateway.isOnline(car.vin) ? "online" : "offline");
    await Promise.all(configs.map((c) => publish(topics.config(c.component, car.id, c.objectId), JSON.stringify(c.config))));
    await publishState(car, entry);
    await publishLocation(car);
  }

  /** Removes a car's entities (empty retained configs) and its retained states. */
  async function remove(vehicleId: string) {
    const entry = published.get(vehicleId);
    published.delete(vehicleId);
    for (const topic of entry?.configTopics ?? []) await publish(topic, "");
    for (const topic of [topics.state, topics.location, topics.availability, topics.commandResult]) await publish(topic(vehicleId), "");
  }

  /** Publishes every car that should be, and removes those that no longer should. */
  async function syncAll() {
    const cars = await listPublishedCars(db);
    const ids = new Set(cars.map((car) => car.id));
    for (const vehicleId of [...published.keys()]) if (!ids.has(vehicleId)) await remove(vehicleId);
    for (const car of cars) await add(car);
  }

  /** One owner's cars again: Home Assistant turned on or off, their language changed, a car enrolled. */
  async function syncAccount(accountId: string) {
    const cars = await listPublishedCarsOf(db, accountId);
    const ids = new Set(cars.map((car) => car.id));
    for (const [vehicleId, entry] of [...published]) if (entry.car.account_id === accountId && !ids.has(vehicleId)) await remove(vehicleId);
    for (const car of cars) await add(car);
  }

  /** One car again: published, changed or gone. */
  async function syncCar(vehicleId: string) {
    const car = await findPublishedCar(db, vehicleId);
    if (car) await add(car);
    else if (published.has(vehicleId)) await remove(vehicleId);
  }

  return {
    published,
    publishState,
    publishLocation,
    syncAll,
    syncAccount,
    syncCar,
    /** Forgets what was published, so that the next sync publishes every config and state again. */
    forget() {
      for (const entry of published.values()) {
        entry.configsJson = "";
        entry.state = null;
      }
    },
  };
}
export type CarPublisher = ReturnType<typeof createCarPublisher>;
