import type { OvmsCapability, VehicleStatus } from "@carport/protocol";
import type { VehicleCommand, VehicleLocation } from "./messages.ts";

/**
 * The Open Vehicle Monitoring System (OVMS v3) module's own MQTT dialect ("server v3"), as its
 * documentation and source fix it (openvehicles/Open-Vehicle-Monitoring-System-3):
 *
 * - vehicle/OVMS.V3/components/ovms_server_v3/src/ovms_server_v3.cpp, OvmsServerV3::Connect and the
 *   MG_EV_CONNECT handler: user name `server.v3 user`, password, client id `server.v3 clientid`
 *   (default: the vehicle id), topic prefix `server.v3 topic.prefix`, default
 *   `ovms/<user>/<vehicleid>/`; last will `<prefix>metric/s/v3/connected` = `no`, retained.
 * - TransmitMetric: each metric on `<prefix>metric/<name with "." as "/">`, QoS 0, retained, its
 *   value as text (OvmsMetric::AsString: the number in the metric's own unit, booleans `yes`/`no`,
 *   vectors comma-separated).
 * - IncomingMsg / RunCommand: a client publishes a shell command on
 *   `<prefix>client/<clientid>/command/<id>`; the module runs it and publishes the shell's text
 *   output on `<prefix>client/<clientid>/response/<id>`, QoS 1, not retained.
 * - Units: docs/source/userguide/metrics.rst (v.b.soc %, v.b.range.est km, v.p.odometer km,
 *   v.p.latitude/longitude degrees, v.p.altitude m, v.p.direction °, v.p.speed km/h, v.c.power kW,
 *   v.c.duration.full min, v.b.12v.voltage V, v.e.temp and v.e.cabintemp °C, v.t.pressure kPa).
 * - Commands and their answers: vehicle/OVMS.V3/components/vehicle/vehicle.cpp (registration:
 *   `lock <pin>`, `unlock <pin>`, `valet <pin>`, `unvalet <pin>`, `climatecontrol on|off`,
 *   `charge start|stop`) and vehicle_shell.cpp (the texts: "Vehicle locked", "Error: vehicle could
 *   not be locked", "Error: Vehicle lock functionality not available", …);
 *   main/ovms_command.cpp ("Unrecognised command").
 */

/** The first level of every OVMS module's default topic prefix. */
export const OVMS_ROOT = "ovms";
/** The client id Carport uses inside OVMS topics (`client/<clientid>/command/<id>`). */
export const OVMS_CLIENT = "carport";

/** A module's topic prefix, without its trailing "/": `ovms/<user>/<vehicleid>`. */
export const ovmsPrefix = (user: string, vehicleId: string) => `${OVMS_ROOT}/${user}/${vehicleId}`;

/** An OVMS vehicle id as Carport accepts it (one topic level, no wildcard). */
export const OVMS_VEHICLE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;

export const ovmsTopics = {
  /** Every module's metrics (Carport's subscription). */
  everyMetric: `${OVMS_ROOT}/+/+/metric/#`,
  /** Every module's answers to Carport's commands. */
  everyResponse: `${OVMS_ROOT}/+/+/client/${OVMS_CLIENT}/response/+`,
  /** Where Carport sends a module a command. */
  command: (prefix: string, id: string) => `${prefix}/client/${OVMS_CLIENT}/command/${id}`,
  response: (prefix: string, id: string) => `${prefix}/client/${OVMS_CLIENT}/response/${id}`,
  metric: (prefix: string, name: string) => `${prefix}/metric/${name.replaceAll(".", "/")}`,
  /** The module's last will (and its "connected" metric). */
  connected: (prefix: string) => `${prefix}/metric/s/v3/connected`,
};

export type OvmsTopic =
  { user: string; vehicleId: string; kind: "metric"; metric: string } | { user: string; vehicleId: string; kind: "response"; id: string };

/** Splits a topic of Carport's OVMS subscriptions; null for any other topic. */
export function parseOvmsTopic(topic: string): OvmsTopic | null {
  const parts = topic.split("/");
  if (parts[0] !== OVMS_ROOT || parts.length < 5 || !parts[1] || !parts[2]) return null;
  const [, user, vehicleId] = parts as [string, string, string];
  if (parts[3] === "metric") return { user, vehicleId, kind: "metric", metric: parts.slice(4).join(".") };
  if (parts.length === 7 && parts[3] === "client" && parts[4] === OVMS_CLIENT && parts[5] === "response" && parts[6])
    return { user, vehicleId, kind: "response", id: parts[6] };
  return null;
}

/** The vehicle module's shell command for each of Carport's commands it can be sent, and the capability it needs. */
export const OVMS_SHELL_COMMANDS: Partial<Record<VehicleCommand, { capability: OvmsCapability; line: (pin: string) => string }>> = {
  lock: { capability: "lock", line: (pin) => `lock ${pin}` },
  unlock: { capability: "lock", line: (pin) => `unlock ${pin}` },
  climateStart: { capability: "climate", line: () => "climatecontrol on" },
  climateStop: { capability: "climate", line: () => "climatecontrol off" },
  chargeStart: { capability: "charge", line: () => "charge start" },
  chargeStop: { capability: "charge", line: () => "charge stop" },
  valetOn: { capability: "valet", line: (pin) => `valet ${pin}` },
  valetOff: { capability: "valet", line: (pin) => `unvalet ${pin}` },
};

/** Carport's commands an OVMS car answers from the metrics it already published (nothing is sent to the module). */
export const OVMS_ANSWERED_FROM_METRICS: readonly VehicleCommand[] = ["locate", "refreshStatus"];

/** What a module's text answer says. `unsupported`: the module or its vehicle cannot do it at all. */
export type OvmsAnswer = { ok: true; text: string } | { ok: false; reason: string; unsupported: boolean };

/**
 * Reads a module's answer to a shell command (vehicle_shell.cpp): "Vehicle locked", "Climate
 * Control on", "Charge has been started" are success; "Error: …" fails, and "… functionality not
 * available" or "Unrecognised command" (ovms_command.cpp) says the car cannot do it.
 */
export function readOvmsAnswer(payload: string): OvmsAnswer {
  const text = payload.trim();
  const unsupported = /functionality not available|unrecognised command|unrecognized command|no vehicle module selected/i.test(text);
  if (unsupported || /^error\b/i.test(text) || text === "") {
    return { ok: false, reason: text === "" ? "The module gave no answer." : text.replace(/\s+/g, " "), unsupported };
  }
  return { ok: true, text };
}

/** The metrics Carport maps to its own status fields; the module's others are kept and shown as they are. */
export const OVMS_MAPPED_METRICS: readonly string[] = [
  "v.b.soc",
  "v.b.range.est",
  "v.b.12v.voltage",
  "v.p.odometer",
  "v.p.latitude",
  "v.p.longitude",
  "v.p.altitude",
  "v.p.direction",
  "v.p.speed",
  "v.e.locked",
  "v.e.hvac",
  "v.e.on",
  "v.e.temp",
  "v.e.cabintemp",
  "v.c.charging",
  "v.c.state",
  "v.c.pilot",
  "v.c.type",
  "v.c.power",
  "v.c.duration.full",
  "v.d.fl",
  "v.d.fr",
  "v.d.rl",
  "v.d.rr",
  "v.d.trunk",
  "v.d.hood",
  "v.t.pressure",
  "v.t.alert",
  "s.v3.connected",
];

const number = (text: string | undefined): number | null => {
  if (text === undefined || text.trim() === "") return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};
/** OVMS booleans: `yes`/`no` (OvmsMetricBool::AsString); older firmware and scripts also say true/false, 1/0. */
const yes = (text: string | undefined): boolean | null =>
  text === undefined ? null : /^(yes|true|1)$/i.test(text.trim()) ? true : /^(no|false|0)$/i.test(text.trim()) ? false : null;
const vector = (text: string | undefined) => (text ?? "").split(",").map((v) => number(v));

/** The car's location from its metrics; null without a position. */
export function ovmsLocation(metrics: Readonly<Record<string, string>>, at: Date): VehicleLocation | null {
  const lat = number(metrics["v.p.latitude"]);
  const lon = number(metrics["v.p.longitude"]);
  if (lat === null || lon === null) return null;
  return {
    coord: { lat, lon, alt: number(metrics["v.p.altitude"]) ?? 0 },
    head: number(metrics["v.p.direction"]) ?? 0,
    // km/h, unit 1 as the car's own location carries it.
    speed: { value: number(metrics["v.p.speed"]) ?? 0, unit: 1 },
    time: at.toISOString(),
  };
}

/** The status after the module's metrics, on the last one known (its fields the metrics do not speak of kept). */
export function ovmsStatus(base: VehicleStatus, metrics: Readonly<Record<string, string>>, at: Date): VehicleStatus {
  const s = structuredClone(base) as VehicleStatus & Record<string, unknown>;
  const m = (name: string) => metrics[name];
  s.lastStatusDate = at.toISOString().replace(/[-:T]/g, "").slice(0, 14);
  const soc = number(m("v.b.soc"));
  const range = number(m("v.b.range.est"));
  const charging = yes(m("v.c.charging")) ?? (m("v.c.state") !== undefined ? ["charging", "topoff"].includes(m("v.c.state")!) : null);
  const pilot = yes(m("v.c.pilot"));
  const power = number(m("v.c.power"));
  const toFull = number(m("v.c.duration.full"));
  if (soc !== null || range !== null || charging !== null || pilot !== null || power !== null) {
    const ev = structuredClone(
      s.evStatus ?? {
        batteryStatus: 0,
        batteryCharge: false,
        batteryPlugin: 0,
        batteryPreconditiong: false,
        drvDistance: [{ rangeByFuel: { totalAvailableRange: { value: 0, unit: 1 } } }],
        remainTime2: { atc: { value: 0, unit: 1 }, etc1: { value: 0, unit: 1 }, etc2: { value: 0, unit: 1 }, etc3: { value: 0, unit: 1 } },
      },
    ) as NonNullable<VehicleStatus["evStatus"]> & Record<string, unknown>;
    if (soc !== null) ev.batteryStatus = Math.round(soc);
    if (range !== null) {
      const km = { value: Math.round(range), unit: 1 };
      ev.drvDistance = [{ rangeByFuel: { ...ev.drvDistance[0]?.rangeByFuel, evModeRange: km, totalAvailableRange: km } }];
    }
    if (charging !== null) ev.batteryCharge = charging;
    // v.c.type: ccs and chademo are DC fast chargers, anything else (type1, type2) AC.
    if (pilot !== null || charging) ev.batteryPlugin = pilot === false ? 0 : ["ccs", "chademo"].includes(m("v.c.type") ?? "") ? 1 : 2;
    if (power !== null) ev.chargingPower = power;
    if (toFull !== null) ev.remainTime2 = { ...ev.remainTime2, atc: { value: Math.max(0, toFull), unit: 1 } };
    s.evStatus = ev;
  }
  const odometer = number(m("v.p.odometer"));
  if (odometer !== null) s.odometer = { value: Math.round(odometer * 10) / 10, unit: 1 };
  const location = ovmsLocation(metrics, at);
  if (location) s.vehicleLocation = location;
  const locked = yes(m("v.e.locked"));
  if (locked !== null) s.doorLock = locked;
  const hvac = yes(m("v.e.hvac"));
  if (hvac !== null) s.airCtrlOn = hvac;
  const on = yes(m("v.e.on"));
  if (on !== null) s.ign3 = on;
  const doors = { frontLeft: "v.d.fl", frontRight: "v.d.fr", backLeft: "v.d.rl", backRight: "v.d.rr" } as const;
  for (const [corner, name] of Object.entries(doors) as Array<[keyof typeof doors, string]>) {
    const open = yes(m(name));
    if (open !== null) s.doorOpen = { ...s.doorOpen, [corner]: open ? 1 : 0 };
  }
  const trunk = yes(m("v.d.trunk"));
  if (trunk !== null) s.trunkOpen = trunk;
  const hood = yes(m("v.d.hood"));
  if (hood !== null) s.hoodOpen = hood;
  const volts = number(m("v.b.12v.voltage"));
  if (volts !== null) s.battery = { ...s.battery, batVoltage: volts } as VehicleStatus["battery"];
  const outside = number(m("v.e.temp"));
  if (outside !== null) s.outsideTemp = { value: outside, unit: 0 };
  const cabin = number(m("v.e.cabintemp"));
  if (cabin !== null) s.cabinTemp = { value: cabin, unit: 0 };
  // v.t.pressure: kPa, in the order front left, front right, rear left, rear right (metrics.rst).
  if (m("v.t.pressure") !== undefined) {
    const [fl, fr, rl, rr] = vector(m("v.t.pressure"));
    s.tirePressure = { frontLeft: fl ?? null, frontRight: fr ?? null, backLeft: rl ?? null, backRight: rr ?? null, unit: "kPa" };
  }
  // v.t.alert: 0 none, 1 warning, 2 alert, per wheel in the same order.
  if (m("v.t.alert") !== undefined) {
    const [fl, fr, rl, rr] = vector(m("v.t.alert")).map((v) => ((v ?? 0) > 0 ? 1 : 0));
    s.tirePressureLamp = {
      tirePressureLampFL: fl ?? 0,
      tirePressureLampFR: fr ?? 0,
      tirePressureLampRL: rl ?? 0,
      tirePressureLampRR: rr ?? 0,
      tirePressureLampAll: fl || fr || rl || rr ? 1 : 0,
    };
  }
  // The metrics Carport has no field for, as the module sent them: the vehicle-health page lists them.
  s.ovmsMetrics = Object.fromEntries(
    Object.entries(metrics)
      .filter(([name]) => !OVMS_MAPPED_METRICS.includes(name))
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  return s;
}
