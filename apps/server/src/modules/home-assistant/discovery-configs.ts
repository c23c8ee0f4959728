import { tsocLimits } from "@carport/domain";
import { BRAND_NAMES, isBrandCode, type LanguageId } from "@carport/protocol";
import type { VehicleRecord } from "../../core/vehicle-repository.ts";
import { textsOf } from "../../texts/server-texts.ts";
import { vehicleFeatures } from "../vehicles/index.ts";
import type { CarState } from "./car-state.ts";
import { nodeIdOf, type HaComponent, type HaTopics } from "./ha-topics.ts";

type EntityName = keyof ReturnType<typeof textsOf>["homeAssistant"];

/** One entity of a car: what Home Assistant is told about it, the topics aside. */
export interface EntityConfig {
  component: HaComponent;
  objectId: string;
  config: Record<string, unknown>;
}

/** The command results an event entity reports (the `event_type` of each message on the result topic). */
export const COMMAND_OUTCOMES = ["pending", "succeeded", "failed", "refused", "pin_accepted"] as const;

const electric = (v: VehicleRecord) => v.fuel_kind_code === "E" || v.fuel_kind_code === "P";

/** A sensor or binary sensor reading one field of the state document. */
function reading(component: "sensor" | "binary_sensor", field: keyof CarState, name: EntityName, extra: Record<string, unknown> = {}) {
  return { component, objectId: field, name, config: { value_template: `{{ value_json.${field} }}`, ...extra } };
}
const sensor = (field: keyof CarState, name: EntityName, extra?: Record<string, unknown>) => reading("sensor", field, name, extra);
const binary = (field: keyof CarState, name: EntityName, deviceClass?: string, extra: Record<string, unknown> = {}) =>
  reading("binary_sensor", field, name, { ...(deviceClass ? { device_class: deviceClass } : {}), ...extra });
const warning = (field: keyof CarState, name: EntityName) => binary(field, name, "problem", { entity_category: "diagnostic" });
const button = (objectId: string, name: EntityName, icon: string) => ({
  component: "button" as const,
  objectId,
  name,
  config: { payload_press: "PRESS", icon },
});

/** The entities of one car, by what it can do: an electric car's charge, a remote-ignition car's start. */
function entitiesOf(vehicle: VehicleRecord) {
  const ev = electric(vehicle);
  const limits = tsocLimits(vehicleFeatures(vehicle).featuresModel);
  const target = (field: "target_ac" | "target_dc", name: EntityName) => ({
    component: "number" as const,
    objectId: field,
    name,
    config: {
      value_template: `{{ value_json.${field} }}`,
      min: limits.min,
      max: limits.max,
      step: limits.step,
      mode: "slider",
      unit_of_measurement: "%",
      icon: "mdi:battery-charging-high",
    },
  });
  return [
    ev
      ? sensor("level", "batteryLevel", { device_class: "battery", unit_of_measurement: "%", state_class: "measurement" })
      : sensor("level", "fuelLevel", { unit_of_measurement: "%", state_class: "measurement", icon: "mdi:gas-station" }),
    sensor("range", "range", { device_class: "distance", unit_of_measurement: "km", state_class: "measurement" }),
    sensor("odometer", "odometer", { device_class: "distance", unit_of_measurement: "km", state_class: "total_increasing" }),
    sensor("battery_12v", "battery12v", {
      device_class: "battery",
      unit_of_measurement: "%",
      state_class: "measurement",
      entity_category: "diagnostic",
    }),
    ...(ev
      ? [
          binary("charging", "charging", "battery_charging"),
          sensor("charge_power", "chargePower", { device_class: "power", unit_of_measurement: "kW", state_class: "measurement" }),
          sensor("time_to_target", "timeToTarget", { device_class: "duration", unit_of_measurement: "min" }),
          binary("plug", "plug", "plug"),
        ]
      : []),
    binary("door_front_left", "doorFrontLeft", "door"),
    binary("door_front_right", "doorFrontRight", "door"),
    binary("door_back_left", "doorBackLeft", "door"),
    binary("door_back_right", "doorBackRight", "door"),
    binary("trunk", "trunk", "opening"),
    binary("hood", "hood", "opening"),
    binary("windows", "windows", "window"),
    binary("sunroof", "sunroof", "window"),
    binary("engine", "engine", "running"),
    binary("climate", "climate", "running", { icon: "mdi:air-conditioner" }),
    warning("tyre_pressure", "tyrePressure"),
    warning("low_fuel", "lowFuel"),
    warning("washer_fluid", "washerFluid"),
    warning("brake_fluid", "brakeFluid"),
    warning("engine_oil", "engineOil"),
    warning("smart_key_battery", "smartKeyBattery"),
    ...(ev ? [button("climate_start", "climateStart", "mdi:fan"), button("climate_stop", "climateStop", "mdi:fan-off")] : []),
    ...(vehicle.remote_ignition
      ? [button("engine_start", "engineStart", "mdi:engine"), button("engine_stop", "engineStop", "mdi:engine-off")]
      : []),
    ...(ev
      ? [
          button("charge_start", "chargeStart", "mdi:ev-station"),
          button("charge_stop", "chargeStop", "mdi:power-plug-off"),
          target("target_ac", "targetAc"),
          target("target_dc", "targetDc"),
        ]
      : []),
    button("horn", "horn", "mdi:bullhorn"),
    button("lights", "lights", "mdi:car-light-high"),
  ];
}

/** Every discovery config of a car, complete: Home Assistant's schema for each component, topics included. */
export function discoveryConfigsOf(
  vehicle: VehicleRecord,
  language: LanguageId,
  topics: HaTopics,
  /** Carport's version, the origin Home Assistant shows for the entities. */
  version: string,
): EntityConfig[] {
  const names = textsOf(language).homeAssistant;
  const id = vehicle.id;
  const device = {
    identifiers: [nodeIdOf(id)],
    name: vehicle.nickname || vehicle.model_name,
    manufacturer: isBrandCode(vehicle.brand) ? BRAND_NAMES[vehicle.brand] : vehicle.brand,
    model: vehicle.model_name,
    model_id: vehicle.model_code,
  };
  const common = (objectId: string, name: EntityName) => ({
    name: names[name],
    unique_id: `${nodeIdOf(id)}_${objectId}`,
    device,
    origin: { name: "Carport", sw_version: version },
    availability: [{ topic: topics.bridgeAvailability }, { topic: topics.availability(id) }],
    availability_mode: "all",
  });
  const stateRead = entitiesOf(vehicle).map(({ component, objectId, name, config }) => ({
    component,
    objectId,
    config: {
      ...common(objectId, name),
      ...(component === "button" ? {} : { state_topic: topics.state(id) }),
      ...(component === "button" || component === "number" ? { command_topic: topics.command(id, objectId) } : {}),
      ...config,
    },
  }));
  return [
    ...stateRead,
    {
      component: "lock",
      objectId: "doors",
      config: {
        ...common("doors", "doors"),
        state_topic: topics.state(id),
        value_template: "{{ value_json.lock }}",
        command_topic: topics.command(id, "doors"),
        // Home Assistant asks for the code with each lock and unlock; it travels with the command.
        code_format: "^\\d{4}$",
        command_template: '{"action":"{{ value }}","code":"{{ code }}"}',
        payload_lock: "LOCK",
        payload_unlock: "UNLOCK",
        state_locked: "LOCKED",
        state_unlocked: "UNLOCKED",
        state_locking: "LOCKING",
        state_unlocking: "UNLOCKING",
      },
    },
    {
      component: "device_tracker",
      objectId: "location",
      config: { ...common("location", "location"), json_attributes_topic: topics.location(id), source_type: "gps", icon: "mdi:car" },
    },
    {
      component: "text",
      objectId: "pin",
      config: {
        ...common("pin", "pin"),
        command_topic: topics.command(id, "pin"),
        // Read back as empty, never as the PIN: without a state topic Home Assistant would keep what was typed as the state.
        state_topic: topics.state(id),
        value_template: "{{ '' }}",
        mode: "password",
        min: 0,
        max: 4,
        pattern: "^(\\d{4})?$",
        entity_category: "config",
        icon: "mdi:dialpad",
      },
    },
    {
      component: "sensor",
      objectId: "last_command",
      config: {
        ...common("last_command", "lastCommand"),
        state_topic: topics.commandResult(id),
        value_template: "{{ value_json.event_type }}",
        json_attributes_topic: topics.commandResult(id),
        icon: "mdi:car-key",
      },
    },
    {
      component: "event",
      objectId: "command_result",
      config: { ...common("command_result", "commandResult"), state_topic: topics.commandResult(id), event_types: [...COMMAND_OUTCOMES] },
    },
  ];
}
