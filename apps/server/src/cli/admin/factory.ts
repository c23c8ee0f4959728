import { listFactoryVehicles } from "../../modules/fleet/factory-repository.ts";
import { brandOption, type AdminCommand } from "./admin-command.ts";

export const factory: AdminCommand = {
  name: "factory",
  usage: `  factory [--brand B] [--unenrolled]   list the factory record`,
  needs: "database",
  async run({ db, values }) {
    const brand = brandOption(values);
    console.table(await listFactoryVehicles(db, { ...(brand ? { brand } : {}), unenrolledOnly: values.unenrolled ?? false }));
  },
};
