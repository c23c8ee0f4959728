import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { INSTANCE_LOCKS, runAlone } from "../../db/instance-lock.ts";
import { RETENTION_RULES } from "./retention-rules.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The retention jobs of this instance (`runOnce` for tests and the operator tool). */
    housekeeping: Housekeeping;
  }
}

/** What one run did: `ran` false when another instance was running it; rows deleted per table. */
export interface HousekeepingReport {
  ran: boolean;
  deleted: Record<string, number>;
}

export interface Housekeeping {
  /** Deletes the rows past their lifetime now, unless another instance is doing it. */
  runOnce(): Promise<HousekeepingReport>;
  /** Runs every RETENTION_INTERVAL_SECONDS (the first run one interval after start). */
  start(): void;
  stop(): Promise<void>;
}

type RetentionSettings = Pick<Config, "RETENTION_INTERVAL_SECONDS" | (typeof RETENTION_RULES)[number]["setting"]>;

export function createHousekeeping(db: Database, settings: RetentionSettings, log: FastifyBaseLogger): Housekeeping {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  async function runOnce(): Promise<HousekeepingReport> {
    const deleted: Record<string, number> = {};
    const ran = await runAlone(db, INSTANCE_LOCKS.housekeeping, async () => {
      for (const rule of RETENTION_RULES) {
        const cutoff = new Date(Date.now() - settings[rule.setting] * 86_400_000);
        const [row] = await db.query<{ n: number }>(
          `with gone as (delete from ${rule.table} where ${rule.deleteWhere} returning 1) select count(*)::int as n from gone`,
          [cutoff],
        );
        deleted[rule.table] = row?.n ?? 0;
        // Old tokens, commands, inbox messages… may be in kept answers: all of them go (rows went).
        if (deleted[rule.table]! > 0) db.announce("*");
      }
    });
    if (ran) log.info({ deleted }, "housekeeping done");
    else log.debug("housekeeping skipped: another instance is running it");
    return { ran, deleted };
  }

  return {
    runOnce,
    start() {
      timer = setInterval(() => {
        if (running) return;
        running = runOnce()
          .catch((error) => log.error({ err: error }, "housekeeping failed"))
          .finally(() => (running = null));
      }, settings.RETENTION_INTERVAL_SECONDS * 1000);
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
