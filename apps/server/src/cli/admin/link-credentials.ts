import { vinSchema } from "@carport/domain";
import { rotateVehicleSecret } from "../../modules/vehicle-link/link-identities.ts";
import { printCredentials, required, type AdminCommand } from "./admin-command.ts";

export const linkCredentials: AdminCommand = {
  name: "link-credentials",
  usage: `  link-credentials --vin VIN --rotate
                       a new vehicle-link secret for the car (printed once); the old one stops
                       working and its sessions are cut off (on Mosquitto: after mosquitto-config)`,
  needs: "database",
  async run({ db, values }) {
    const vin = vinSchema.parse(required(values, "vin"));
    if (!values.rotate) throw new Error("a secret is shown only when made: --rotate makes a new one");
    const credentials = await rotateVehicleSecret(db, vin);
    if (!credentials) throw new Error(`${vin} is not in the factory record`);
    console.log(`${vin}: new vehicle-link secret; the old one no longer works`);
    printCredentials(credentials);
  },
};
