import { vinSchema } from "@carport/domain";
import { calendarAckMessageSchema, linkTopics } from "@carport/telematics";
import { required, type AdminCommand } from "./admin-command.ts";
import { readRetained } from "./fleet-link.ts";

export const calendar: AdminCommand = {
  name: "calendar",
  usage: `  calendar --vin VIN   the appointments the car's navigation says it holds (calendar sync; same broker)`,
  needs: "alone",
  async run({ config, values }) {
    const vin = vinSchema.parse(required(values, "vin"));
    const held = await readRetained(config, linkTopics(config.LINK_NAMESPACE).vehicle(vin, "calendarAck"), calendarAckMessageSchema);
    if (!held) console.log(`${vin}: no calendar received`);
    else {
      console.log(`${vin}: ${held.events.length} appointment(s), received ${held.receivedAt}`);
      if (held.events.length) console.table(held.events);
    }
  },
};
