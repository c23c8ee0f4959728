import { vehicleStatusSchema } from "@carport/protocol";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database.ts";
import { saveStatus } from "../../core/status-repository.ts";
import { carportCodeOf, UpstreamError } from "./upstream-client.ts";
import { claimAccountsDueForPoll, listUpstreamVehicles, recordUpstreamFailure, recordUpstreamPollSuccess } from "./upstream-repository.ts";
import type { UpstreamSessions } from "./upstream-sessions.ts";
import { reportedAtOf } from "./upstream-status.ts";

/**
 * The one polite poller per linked account: every UPSTREAM_POLL_SECONDS it reads each linked car's
 * status cached at the maker (lstvhclsts, which does not wake the car) and saves it through the
 * common status path, so every client of Carport reads it from Carport. A failure backs off.
 */
export function createUpstreamPoller(
  db: Database,
  sessions: UpstreamSessions,
  options: { pollSeconds: number; retrySeconds: number },
  log: FastifyBaseLogger,
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function round() {
    // Claimed with the poll time set in the same statement: several instances poll an account once.
    for (const row of await claimAccountsDueForPoll(db, options.pollSeconds)) {
      try {
        for (const vehicle of await listUpstreamVehicles(db, row.id)) {
          const { result } = await sessions.call(row, "lstvhclsts", {}, { vehicleId: vehicle.upstream_vehicle_id });
          const parsed = vehicleStatusSchema.safeParse(result?.status);
          if (!parsed.success) throw new UpstreamError("7999", "upstream status not understood");
          await saveStatus(db, vehicle.vehicle_id, parsed.data, reportedAtOf(parsed.data));
        }
        await recordUpstreamPollSuccess(db, row.id);
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        log.warn({ upstreamCode: error.upstreamCode, upstreamAccount: row.id }, "upstream status poll failed; backing off");
        await recordUpstreamFailure(db, row.id, carportCodeOf(error), options.retrySeconds);
      }
    }
  }

  return {
    start() {
      const tickMs = Math.max(100, Math.min(options.pollSeconds * 1000, 5000));
      timer = setInterval(() => {
        if (running) return;
        running = round()
          .catch((error) => log.error({ err: error }, "upstream poll round failed"))
          .finally(() => {
            running = null;
          });
      }, tickMs);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
