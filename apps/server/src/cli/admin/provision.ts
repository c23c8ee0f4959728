import { createFleetService } from "../../modules/fleet/fleet-service.ts";
import { factoryVehicleFrom } from "../commands/factory-vehicle-input.ts";
import { printCredentials, type AdminCommand } from "./admin-command.ts";

export const provision: AdminCommand = {
  name: "provision",
  usage: `  provision --brand hacc --vin VIN --model-code C --model-name NAME --model-year 2025 --fuel E|P|G|F
            --gen 3 [--ccs2] [--remote-ignition] --owner-first F --owner-last L --postal "M5V 2T6"
            --dealer-token T [--dealer-code D] [--trim T] [--color C] [--meid M]
                       add a vehicle to the factory record (a VIN already there is left as is)
                       also makes the car's vehicle-link identity and prints its secret (shown this once)`,
  needs: "database",
  async run({ db, values }) {
    const vehicle = factoryVehicleFrom(values);
    const vin = vehicle.vin;
    const created = await createFleetService(db).provision(vehicle);
    if (!created) console.log(`${vin} is already in the factory record`);
    else {
      console.log(`provisioned ${vin}; its vehicle-link identity:`);
      printCredentials(created);
    }
  },
};
