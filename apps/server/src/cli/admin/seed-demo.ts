import { seedDemo as seed } from "../../seed/demo-seed.ts";
import { pinKeyOf, usePinKey } from "../../core/pin-verifiers.ts";
import type { AdminCommand } from "./admin-command.ts";

export const seedDemo: AdminCommand = {
  name: "seed-demo",
  usage: `  seed-demo                            seed the demo owners and fleet (idempotent)`,
  needs: "database",
  async run({ db, config }) {
    usePinKey(pinKeyOf(config));
    console.log(await seed(db));
  },
};
