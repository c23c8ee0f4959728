import { vinSchema } from "@carport/domain";
import { linkTopics, operationMessageSchema } from "@carport/telematics";
import { required, type AdminCommand } from "./admin-command.ts";
import { connectToFleet } from "./fleet-link.ts";

export const operate: AdminCommand = {
  name: "operate",
  usage: `  operate --vin VIN [--open-door frontLeft|frontRight|backLeft|backRight] [--close-doors] [--trip KM]
          [--plug 0|1|2] [--advance MINUTES]
                       do something to a simulated car, as a person would (same broker)`,
  needs: "alone",
  async run({ config, values }) {
    const vin = vinSchema.parse(required(values, "vin"));
    const doors = values["close-doors"] ? { frontLeft: 0, frontRight: 0, backLeft: 0, backRight: 0 } : {};
    const operation = operationMessageSchema.parse({
      ...(values["open-door"] || values["close-doors"]
        ? { doorOpen: { ...doors, ...(values["open-door"] ? { [values["open-door"]]: 1 } : {}) } }
        : {}),
      ...(values.trip ? { tripKm: Number(values.trip) } : {}),
      ...(values.plug !== undefined ? { plug: Number(values.plug) } : {}),
      ...(values.advance ? { advanceMinutes: Number(values.advance) } : {}),
    });
    const link = await connectToFleet(config);
    await link.publish(linkTopics(config.LINK_NAMESPACE).vehicle(vin, "operate"), operation);
    await link.close();
    console.log(`${vin}: ${JSON.stringify(operation)}`);
  },
};
