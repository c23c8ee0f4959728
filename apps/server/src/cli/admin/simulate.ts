import { vinSchema } from "@carport/domain";
import { linkTopics, simulationSettingsSchema } from "@carport/telematics";
import { required, type AdminCommand } from "./admin-command.ts";
import { connectToFleet } from "./fleet-link.ts";

export const simulate: AdminCommand = {
  name: "simulate",
  usage: `  simulate --vin VIN [--latency MS] [--unreachable] [--failure-rate 0..1]
                       how a simulated car behaves (broker: MQTT_URL, else the running server's own)`,
  needs: "alone",
  async run({ config, values }) {
    const vin = vinSchema.parse(required(values, "vin"));
    const settings = simulationSettingsSchema.parse({
      latencyMs: Number(values.latency ?? 0),
      unreachable: values.unreachable ?? false,
      failureRate: Number(values["failure-rate"] ?? 0),
    });
    const link = await connectToFleet(config);
    await link.publish(linkTopics(config.LINK_NAMESPACE).vehicle(vin, "settings"), settings, { retain: true });
    await link.close();
    console.log(`${vin}: ${JSON.stringify(settings)}`);
  },
};
