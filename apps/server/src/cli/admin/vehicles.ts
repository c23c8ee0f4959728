import { listAllVehicles } from "../../core/vehicle-repository.ts";
import { brandOption, type AdminCommand } from "./admin-command.ts";

export const vehicles: AdminCommand = {
  name: "vehicles",
  usage: `  vehicles [--brand B]                 list enrolled vehicles`,
  needs: "database",
  async run({ db, values }) {
    console.table(
      (await listAllVehicles(db, brandOption(values))).map((v) => ({
        brand: v.brand,
        owner: v.email,
        vin: v.vin,
        nickname: v.nickname,
        model: `${v.model_year} ${v.model_name}`,
        fuel: v.fuel_kind_code,
        suspended: v.suspended,
        vehicleId: v.id,
      })),
    );
  },
};
