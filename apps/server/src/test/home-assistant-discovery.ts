import { z } from "zod";

/**
 * Home Assistant's MQTT discovery configs, one schema per component, written from its documentation
 * (home-assistant.io/integrations/<component>.mqtt/ and /integrations/mqtt/#mqtt-discovery): the
 * options each component accepts (strict: Home Assistant refuses a discovery payload with an option
 * it does not know), their required ones, and the values its enumerations allow.
 */
const template = z.string().min(1);
const topic = z
  .string()
  .min(1)
  .refine((t) => !t.includes("+") && !t.includes("#"), "a topic to publish or subscribe to, not a pattern");

const device = z.strictObject({
  identifiers: z.union([z.string(), z.array(z.string()).min(1)]),
  connections: z.array(z.tuple([z.string(), z.string()])).optional(),
  name: z.string().optional(),
  manufacturer: z.string().optional(),
  model: z.string().optional(),
  model_id: z.string().optional(),
  serial_number: z.string().optional(),
  hw_version: z.string().optional(),
  sw_version: z.string().optional(),
  suggested_area: z.string().optional(),
  configuration_url: z.string().optional(),
  via_device: z.string().optional(),
});

/** Options every MQTT entity accepts. */
const entity = {
  availability: z
    .array(
      z.strictObject({
        topic,
        payload_available: z.string().optional(),
        payload_not_available: z.string().optional(),
        value_template: template.optional(),
      }),
    )
    .optional(),
  availability_mode: z.enum(["all", "any", "latest"]).optional(),
  availability_topic: topic.optional(),
  availability_template: template.optional(),
  payload_available: z.string().optional(),
  payload_not_available: z.string().optional(),
  device: device.optional(),
  enabled_by_default: z.boolean().optional(),
  encoding: z.string().optional(),
  entity_category: z.enum(["config", "diagnostic"]).optional(),
  entity_picture: z.string().optional(),
  icon: z
    .string()
    .regex(/^mdi:[a-z0-9-]+$/)
    .optional(),
  json_attributes_template: template.optional(),
  json_attributes_topic: topic.optional(),
  name: z.string().nullable().optional(),
  object_id: z
    .string()
    .regex(/^[a-z0-9_]+$/)
    .optional(),
  default_entity_id: z.string().optional(),
  origin: z.strictObject({ name: z.string(), sw_version: z.string().optional(), support_url: z.string().optional() }).optional(),
  platform: z.literal("mqtt").optional(),
  qos: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  // Optional in the documentation, but the device registry needs it: required here.
  unique_id: z.string().min(1),
};

const SENSOR_CLASSES = [
  "apparent_power",
  "aqi",
  "area",
  "atmospheric_pressure",
  "battery",
  "blood_glucose_concentration",
  "carbon_dioxide",
  "carbon_monoxide",
  "conductivity",
  "current",
  "data_rate",
  "data_size",
  "date",
  "distance",
  "duration",
  "energy",
  "energy_distance",
  "energy_storage",
  "enum",
  "frequency",
  "gas",
  "humidity",
  "illuminance",
  "irradiance",
  "moisture",
  "monetary",
  "nitrogen_dioxide",
  "nitrogen_monoxide",
  "nitrous_oxide",
  "ozone",
  "ph",
  "pm1",
  "pm10",
  "pm25",
  "power_factor",
  "power",
  "precipitation",
  "precipitation_intensity",
  "pressure",
  "reactive_energy",
  "reactive_power",
  "signal_strength",
  "sound_pressure",
  "speed",
  "sulphur_dioxide",
  "temperature",
  "timestamp",
  "volatile_organic_compounds",
  "volatile_organic_compounds_parts",
  "voltage",
  "volume",
  "volume_flow_rate",
  "volume_storage",
  "water",
  "weight",
  "wind_direction",
  "wind_speed",
] as const;
/** The units Home Assistant accepts for the sensor classes Carport uses (others: any unit). */
const UNITS: Partial<Record<(typeof SENSOR_CLASSES)[number], readonly string[]>> = {
  battery: ["%"],
  distance: ["km", "m", "cm", "mm", "mi", "yd", "ft", "in", "nmi"],
  duration: ["d", "h", "min", "s", "ms"],
  power: ["W", "kW", "MW", "GW", "TW", "mW", "BTU/h"],
};

const BINARY_SENSOR_CLASSES = [
  "battery",
  "battery_charging",
  "carbon_monoxide",
  "cold",
  "connectivity",
  "door",
  "garage_door",
  "gas",
  "heat",
  "light",
  "lock",
  "moisture",
  "motion",
  "moving",
  "occupancy",
  "opening",
  "plug",
  "power",
  "presence",
  "problem",
  "running",
  "safety",
  "smoke",
  "sound",
  "tamper",
  "update",
  "vibration",
  "window",
] as const;

const sensor = z
  .strictObject({
    ...entity,
    state_topic: topic,
    device_class: z.enum(SENSOR_CLASSES).optional(),
    expire_after: z.number().int().optional(),
    force_update: z.boolean().optional(),
    last_reset_value_template: template.optional(),
    options: z.array(z.string()).optional(),
    state_class: z.enum(["measurement", "measurement_angle", "total", "total_increasing"]).optional(),
    suggested_display_precision: z.number().int().optional(),
    unit_of_measurement: z.string().optional(),
    value_template: template.optional(),
  })
  .refine((c) => !c.device_class || !UNITS[c.device_class] || UNITS[c.device_class]!.includes(c.unit_of_measurement ?? ""), {
    message: "a unit its device class does not allow",
  });

const binarySensor = z.strictObject({
  ...entity,
  state_topic: topic,
  device_class: z.enum(BINARY_SENSOR_CLASSES).optional(),
  expire_after: z.number().int().optional(),
  force_update: z.boolean().optional(),
  off_delay: z.number().int().optional(),
  payload_off: z.string().optional(),
  payload_on: z.string().optional(),
  value_template: template.optional(),
});

const lock = z.strictObject({
  ...entity,
  command_topic: topic,
  command_template: template.optional(),
  code_format: z.string().optional(),
  optimistic: z.boolean().optional(),
  payload_lock: z.string().optional(),
  payload_unlock: z.string().optional(),
  payload_open: z.string().optional(),
  payload_reset: z.string().optional(),
  retain: z.boolean().optional(),
  state_jammed: z.string().optional(),
  state_locked: z.string().optional(),
  state_locking: z.string().optional(),
  state_open: z.string().optional(),
  state_opening: z.string().optional(),
  state_topic: topic.optional(),
  state_unlocked: z.string().optional(),
  state_unlocking: z.string().optional(),
  value_template: template.optional(),
});

const button = z.strictObject({
  ...entity,
  command_topic: topic,
  command_template: template.optional(),
  device_class: z.enum(["identify", "restart", "update"]).optional(),
  payload_press: z.string().optional(),
  retain: z.boolean().optional(),
});

const number = z
  .strictObject({
    ...entity,
    command_topic: topic,
    command_template: template.optional(),
    device_class: z.string().optional(),
    max: z.number().optional(),
    min: z.number().optional(),
    mode: z.enum(["auto", "box", "slider"]).optional(),
    optimistic: z.boolean().optional(),
    payload_reset: z.string().optional(),
    retain: z.boolean().optional(),
    state_topic: topic.optional(),
    step: z.number().positive().optional(),
    unit_of_measurement: z.string().optional(),
    value_template: template.optional(),
  })
  .refine((c) => (c.min ?? 1) <= (c.max ?? 100), { message: "min above max" });

const deviceTracker = z.strictObject({
  ...entity,
  payload_home: z.string().optional(),
  payload_not_home: z.string().optional(),
  payload_reset: z.string().optional(),
  source_type: z.enum(["gps", "router", "bluetooth", "bluetooth_le"]).optional(),
  state_topic: topic.optional(),
  value_template: template.optional(),
});

const text = z
  .strictObject({
    ...entity,
    command_topic: topic,
    command_template: template.optional(),
    max: z.number().int().positive().max(255).optional(),
    min: z.number().int().min(0).optional(),
    mode: z.enum(["text", "password"]).optional(),
    pattern: z.string().optional(),
    retain: z.boolean().optional(),
    state_topic: topic.optional(),
    value_template: template.optional(),
  })
  .refine((c) => (c.min ?? 0) <= (c.max ?? 255), { message: "min above max" });

const event = z.strictObject({
  ...entity,
  state_topic: topic,
  event_types: z.array(z.string()).min(1),
  device_class: z.enum(["button", "doorbell", "motion"]).optional(),
  value_template: template.optional(),
});

/** The discovery schema of each component Carport publishes. */
export const DISCOVERY_SCHEMAS = {
  sensor,
  binary_sensor: binarySensor,
  lock,
  button,
  number,
  device_tracker: deviceTracker,
  text,
  event,
} as const;

/** `<prefix>/<component>/[<node_id>/]<object_id>/config`, as Home Assistant reads a config topic. */
export function parseConfigTopic(prefix: string, topic: string) {
  const match = new RegExp(`^${prefix}/([\\w]+)/(?:([\\w-]+)/)?([\\w-]+)/config$`).exec(topic);
  return match ? { component: match[1]!, nodeId: match[2], objectId: match[3]! } : null;
}
