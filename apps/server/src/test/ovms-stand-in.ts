import mqtt, { type MqttClient } from "mqtt";

/**
 * A stand-in Open Vehicle Monitoring System (OVMS v3) module, written from the OVMS project's own
 * documentation and source (github.com/openvehicles/Open-Vehicle-Monitoring-System-3), not from
 * Carport's code:
 *
 * - Connecting ("server v3", components/ovms_server_v3/src/ovms_server_v3.cpp, OvmsServerV3::Connect
 *   and MG_EV_CONNECT): user name `server.v3 user`, password, client id `server.v3 clientid`
 *   (its vehicle id when empty), topic prefix `ovms/<user>/<vehicleid>/` when `topic.prefix` is
 *   empty, last will `<prefix>metric/s/v3/connected` = `no`, retained. On CONNACK it sets
 *   s.v3.connected and sends every metric (m_sendall).
 * - Metrics (TransmitMetric): `<prefix>metric/<name, "." as "/">`, QoS 0, retained, the value as
 *   text (OvmsMetric::AsString) in the unit docs/source/userguide/metrics.rst gives the metric.
 * - Commands (m_conn_topic, IncomingMsg, RunCommand): it subscribes to
 *   `<prefix>client/+/command/+` (QoS 1), runs the payload as a shell command line, and publishes
 *   the shell's output on `<prefix>client/<clientid>/response/<id>`, QoS 1.
 * - The shell's answers: components/vehicle/vehicle_shell.cpp (vehicle_lock, vehicle_unlock,
 *   vehicle_climatecontrol, vehicle_charge_start/stop: "Vehicle locked", "Error: vehicle could not
 *   be locked", "Error: Vehicle lock functionality not available", "Climate Control on", …, each
 *   through writer->puts, so ending in a new line), main/ovms_command.cpp ("Unrecognised command").
 * - The Kia e-Niro module (components/vehicle_kianiroev/src/kn_commands.cpp, vehicle_kianiroev.cpp
 *   SetDoorLock): lock and unlock only in Park and with the module PIN (PinCheck), else Fail;
 *   climate control and charge start/stop are not implemented (OvmsVehicle's default, NotImplemented).
 */
export interface OvmsStandInOptions {
  url: string;
  user: string;
  password: string;
  vehicleId: string;
  /** `server.v3 clientid`; the user name by Carport's rule (defaults to the vehicle id in OVMS). */
  clientId?: string;
  /** `server.v3 topic.prefix`, with its trailing "/"; unset: OVMS's default. */
  topicPrefix?: string;
  /** `password pin` (OvmsVehicle::PinCheck in vehicle.cpp): the PIN lock and unlock are checked against. */
  modulePin: string;
  metrics: Record<string, string>;
  /** The vehicle module's commands that are implemented (the Kia e-Niro's: lock, unlock). */
  implemented?: ReadonlyArray<"lock" | "unlock" | "climatecontrol" | "charge">;
}

export interface OvmsStandIn {
  client: MqttClient;
  prefix: string;
  /** The command lines received, in order. */
  commands: string[];
  /** The answers sent, by command id. */
  answers: Map<string, string>;
  /** Sets metrics (as the vehicle module would) and transmits them. */
  setMetrics(metrics: Record<string, string>): Promise<void>;
  /** The module loses its connection without a word: the broker publishes its last will. */
  vanish(): void;
  close(): Promise<void>;
}

/** Connects the stand-in module and sends all its metrics, as the module does after CONNACK. */
export async function startOvmsStandIn(options: OvmsStandInOptions): Promise<OvmsStandIn> {
  const prefix = options.topicPrefix ?? `ovms/${options.user}/${options.vehicleId}/`;
  const metrics: Record<string, string> = { ...options.metrics };
  const implemented = new Set(options.implemented ?? ["lock", "unlock"]);
  const client = await mqtt.connectAsync(options.url, {
    clientId: options.clientId ?? options.vehicleId,
    username: options.user,
    password: options.password,
    reconnectPeriod: 0,
    protocolVersion: 4,
    will: { topic: `${prefix}metric/s/v3/connected`, payload: Buffer.from("no"), qos: 0, retain: true },
  });
  const commands: string[] = [];
  const answers = new Map<string, string>();
  const parked = () => metrics["v.e.gear"] === undefined || metrics["v.e.gear"] === "0";

  /** vehicle_shell.cpp, for the commands a Carport sends; anything else is unrecognised. */
  function shell(line: string): string {
    const [word, arg] = line.trim().split(/\s+/);
    const puts = (text: string) => `${text}\n`;
    if (word === "lock" || word === "unlock") {
      if (!arg) return puts("Error: Missing argument");
      if (!implemented.has(word)) return puts(`Error: Vehicle ${word} functionality not available`);
      if (!parked() || arg !== options.modulePin) return puts(`Error: vehicle could not be ${word}ed`);
      metrics["v.e.locked"] = word === "lock" ? "yes" : "no";
      void transmit({ "v.e.locked": metrics["v.e.locked"] });
      return puts(word === "lock" ? "Vehicle locked" : "Vehicle unlocked");
    }
    if (word === "climatecontrol" && (arg === "on" || arg === "off")) {
      if (!implemented.has("climatecontrol")) return puts("Error: Climate Control functionality not available");
      metrics["v.e.hvac"] = arg === "on" ? "yes" : "no";
      return `Climate Control ${arg}\n`;
    }
    if (word === "charge" && (arg === "start" || arg === "stop")) {
      if (!implemented.has("charge")) return puts(`Error: Charge ${arg} functionality not available`);
      return puts(arg === "start" ? "Charge has been started" : "Charge has been stopped");
    }
    return puts("Unrecognised command");
  }

  async function transmit(changed: Record<string, string>) {
    for (const [name, value] of Object.entries(changed))
      await client.publishAsync(`${prefix}metric/${name.replaceAll(".", "/")}`, value, { qos: 0, retain: true });
  }

  client.on("message", (topic, payload) => {
    const rest = topic.slice(prefix.length).split("/");
    if (rest[0] !== "client" || rest[2] !== "command" || !rest[3]) return;
    const line = payload.toString("utf8");
    commands.push(line);
    const answer = shell(line);
    answers.set(rest[3], answer);
    void client.publishAsync(`${prefix}client/${rest[1]}/response/${rest[3]}`, answer, { qos: 1 });
  });
  await client.subscribeAsync(
    ["client/+/active", "client/+/command/+", "client/+/request/metric", "client/+/request/config"].map((t) => `${prefix}${t}`),
    { qos: 1 },
  );
  await transmit({ "s.v3.connected": "yes", ...metrics });

  return {
    client,
    prefix,
    commands,
    answers,
    async setMetrics(changed) {
      Object.assign(metrics, changed);
      await transmit(changed);
    },
    vanish: () => client.stream.destroy(),
    close: () => client.endAsync(true),
  };
}

/** A Kia e-Niro (64 kWh) charging on a CCS fast charger in Montréal, its metrics as the module sends them (metrics.rst units). */
export const CHARGING_NIRO_METRICS: Record<string, string> = {
  "v.type": "KN",
  "v.b.soc": "67.5",
  "v.b.soh": "97",
  "v.b.range.est": "301",
  "v.b.12v.voltage": "13.9",
  "v.b.temp": "24",
  "v.p.odometer": "23456.7",
  "v.p.latitude": "45.501689",
  "v.p.longitude": "-73.567256",
  "v.p.altitude": "36",
  "v.p.direction": "90",
  "v.p.speed": "0",
  "v.e.locked": "no",
  "v.e.on": "no",
  "v.e.hvac": "no",
  "v.e.gear": "0",
  "v.e.temp": "4",
  "v.e.cabintemp": "18",
  "v.c.charging": "yes",
  "v.c.state": "charging",
  "v.c.pilot": "yes",
  "v.c.type": "ccs",
  "v.c.power": "48.2",
  "v.c.kwh": "12.4",
  "v.c.duration.full": "35",
  "v.d.fl": "no",
  "v.d.fr": "no",
  "v.d.rl": "no",
  "v.d.rr": "no",
  "v.d.trunk": "no",
  "v.d.hood": "no",
  "v.t.pressure": "250,251.5,248.2,249.9",
  "v.t.alert": "0,0,0,0",
};
