import { ACCOUNT_COMMANDS, ACCOUNT_COMMANDS_USAGE, runAccountCommand } from "../commands/operator-commands.ts";
import type { AdminCommand } from "./admin-command.ts";

/** unlock, reset-password, delete-account… (commands/operator-commands.ts), their usage given with the first. */
export const accountCommands: AdminCommand[] = ACCOUNT_COMMANDS.map((name, i) => ({
  name,
  usage: i === 0 ? ACCOUNT_COMMANDS_USAGE : "",
  needs: "database",
  run: ({ db, config, values }) => runAccountCommand(name, db, config, values),
}));
