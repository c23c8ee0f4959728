import { restoreBackup } from "../../db/backup.ts";
import { required, type AdminCommand } from "./admin-command.ts";
import { targetOf } from "./backup.ts";

export const restore: AdminCommand = {
  name: "restore",
  usage: `  restore --from FILE  restore a backup into an empty database: a DATA_DIR that does not exist or is
                       empty, or a DATABASE_URL without tables (pg_restore); the schema is brought up
                       to date when the server next starts`,
  needs: "alone",
  async run({ config, values }) {
    const file = required(values, "from");
    await restoreBackup(targetOf(config), file);
    console.log(`restored ${file} into ${config.DATABASE_URL ? "DATABASE_URL" : config.DATA_DIR}`);
  },
};
