import { vinSchema } from "@carport/domain";
import { linkTopics, screenMessageSchema } from "@carport/telematics";
import { required, type AdminCommand } from "./admin-command.ts";
import { readRetained } from "./fleet-link.ts";

export const carScreen: AdminCommand = {
  name: "car-screen",
  usage: `  car-screen --vin VIN what a simulated car's screen shows: the in-car enrollment code (same broker)`,
  needs: "alone",
  async run({ config, values }) {
    const vin = vinSchema.parse(required(values, "vin"));
    const screen = await readRetained(config, linkTopics(config.LINK_NAMESPACE).vehicle(vin, "screen"), screenMessageSchema);
    if (!screen || screen.view === "home") console.log(`${vin}: home screen, no enrollment code`);
    else if (screen.view === "enrollmentCodeExpired") console.log(`${vin}: the enrollment code has expired`);
    else console.log(`${vin}: in-car enrollment code ${screen.code}, valid until ${screen.expiresAt}`);
  },
};
