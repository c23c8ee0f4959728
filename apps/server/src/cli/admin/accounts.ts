import { listAccounts } from "../../core/account-repository.ts";
import { brandOption, type AdminCommand } from "./admin-command.ts";

export const accounts: AdminCommand = {
  name: "accounts",
  usage: `  accounts [--brand B]                 list accounts`,
  needs: "database",
  async run({ db, values }) {
    console.table(await listAccounts(db, brandOption(values)));
  },
};
