import { parseArgs } from "node:util";
import { startFleetSimulator } from "./fleet-simulator.ts";

const { values } = parseArgs({
  options: {
    mqtt: { type: "string", default: process.env.MQTT_URL ?? "mqtt://127.0.0.1:1883" },
    "time-scale": { type: "string", default: process.env.SIM_TIME_SCALE ?? "60" },
    namespace: { type: "string", default: process.env.LINK_NAMESPACE ?? "carport/v1" },
  },
});

const fleet = await startFleetSimulator({
  mqttUrl: values.mqtt!,
  timeScale: Number(values["time-scale"]),
  namespace: values.namespace!,
  log: (message) => console.log(message),
});
console.log(`Simulated fleet connected to ${values.mqtt}; twins appear as the server provisions vehicles.`);
const report = setInterval(() => console.log(`${fleet.twins.size} vehicles simulated`), 30_000);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    clearInterval(report);
    void fleet.close().finally(() => process.exit(0));
  });
}
