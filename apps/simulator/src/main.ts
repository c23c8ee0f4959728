import fs from "node:fs";
import { parseArgs } from "node:util";
import { startFleetSimulator } from "./fleet-simulator.ts";

const { values } = parseArgs({
  options: {
    mqtt: { type: "string", default: process.env.MQTT_URL ?? "mqtt://127.0.0.1:1883" },
    "time-scale": { type: "string", default: process.env.SIM_TIME_SCALE ?? "60" },
    namespace: { type: "string", default: process.env.LINK_NAMESPACE ?? "carport/v1" },
    "report-seconds": { type: "string", default: "30" },
    /** Load runs: on exit, write how many times each transaction was carried out (JSON). */
    "executions-file": { type: "string" },
  },
});

const executions = new Map<string, number>();

const fleet = await startFleetSimulator({
  mqttUrl: values.mqtt!,
  timeScale: Number(values["time-scale"]),
  namespace: values.namespace!,
  log: (message) => console.log(message),
  ...(values["executions-file"] ? { onExecuted: (_vin: string, id: string) => void executions.set(id, (executions.get(id) ?? 0) + 1) } : {}),
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
