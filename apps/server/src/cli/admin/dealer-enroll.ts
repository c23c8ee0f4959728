import { vinSchema } from "@carport/domain";
import { createFleetService } from "../../modules/fleet/fleet-service.ts";
import { brandOption, required, type AdminCommand } from "./admin-command.ts";

export const dealerEnroll: AdminCommand = {
  name: "dealer-enroll",
  usage: `  dealer-enroll --brand B --email E --vin VIN [--nickname N] [--from-car]
                       enroll a factory car to an account, waiting for the owner to prove it in the
                       portal: status 2 (the dealer at delivery), or 1 with --from-car`,
  needs: "database",
  async run({ db, values }) {
    const brand = brandOption(values);
    if (!brand) throw new Error("--brand is required");
    const vin = vinSchema.parse(required(values, "vin"));
    const fromCar = values["from-car"] ?? false;
    const email = required(values, "email");
    await createFleetService(db).enrollAwaitingOwner({ brand, email, vin, nickname: values.nickname ?? vin.slice(-4), fromCar });
    console.log(`${vin} enrolled to ${email}, status ${fromCar ? 1 : 2}: the owner finishes it in the portal`);
  },
};
