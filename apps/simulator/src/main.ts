import fs from "node:fs";
import { parseArgs } from "node:util";
import { startFleetSimulator } from "./fleet-simulator.ts";

const { values } = parseArgs({
  options: {
    mqtt: { type: "string", default: process.env.MQTT_URL ?? "mqtt://127.0.0.1:1883" },
    "time-scale": { type: "string", default: process.env.SIM_TIME_SCALE ?? "60" },
    namespace: { type: "string", default: process.env.LINK_NAMESPACE ?? "carport/v1" },
    "report-seconds": { type: "string", default: "30" },
    /** The fleet's link identity (a gateway, or one car's): --username and the secret in LINK_SECRET (kept off the command line). */
    username: { type: "string", default: process.env.LINK_USERNAME },
    /** Only these cars (comma-separated VINs): what a gateway granted some cars, or one car, may subscribe to. */
    vins: { type: "string" },
    /** PEM file of a certificate to trust for mqtts://. */
    ca: { type: "string", default: process.env.MQTT_TLS_CA },
    /** Keep the fleet's session (its commands) on the broker while it reconnects: a clustered broker's node going. */
    "persistent-session": { type: "boolean", default: false },
    /** Load runs: on exit, write how many times each transaction was carried out (JSON). */
    "executions-file": { type: "string" },
  },
});

const executions = new Map<string, number>();

const fleet = await startFleetSimulator({
  mqttUrl: values.mqtt!,
  timeScale: Number(values["time-scale"]),
  namespace: values.namespace!,
  ...(values.username ? { credentials: { username: values.username, secret: process.env.LINK_SECRET ?? "" } } : {}),
  ...(values.vins
    ? {
        vins: values.vins
          .split(",")
          .map((vin) => vin.trim())
          .filter(Boolean),
      }
    : {}),
  ...(values.ca ? { ca: fs.readFileSync(values.ca) } : {}),
  ...(values["persistent-session"] ? { persistentSession: true } : {}),
  log: (message) => console.log(message),
  ...(values["executions-file"]
    ? { onExecuted: (_vin: string, id: string) => void executions.set(id, (executions.get(id) ?? 0) + 1) }
    : {}),
});
console.log(`Simulated fleet connected to ${values.mqtt}; twins appear as the server provisions vehicles.`);
const report = setInterval(() => console.log(`${fleet.twins.size} vehicles simulated`), Number(values["report-seconds"]) * 1000);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    clearInterval(report);
    if (values["executions-file"]) fs.writeFileSync(values["executions-file"], JSON.stringify(Object.fromEntries(executions)));
    void fleet.close().finally(() => process.exit(0));
  });
}
