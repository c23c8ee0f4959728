import { createHousekeeping } from "../../modules/housekeeping/housekeeping.ts";
import { createLogger } from "../../logger.ts";
import type { AdminCommand } from "./admin-command.ts";

export const housekeeping: AdminCommand = {
  name: "housekeeping",
  usage: `  housekeeping                         delete now the rows past their lifetime (RETENTION_*_DAYS), as
                       the server does every RETENTION_INTERVAL_SECONDS (skipped while an
                       instance is doing it)`,
  needs: "database",
  async run({ db, config }) {
    const report = await createHousekeeping(db, config, createLogger("silent")).runOnce();
    if (!report.ran) console.log("another instance is running housekeeping now; nothing done");
    else console.table(Object.entries(report.deleted).map(([table, deleted]) => ({ table, deleted })));
  },
};
