import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database.ts";
import type { CredentialBox } from "../../core/credential-box.ts";
import { findLastStatus, saveStatus } from "../../core/status-repository.ts";
import { carportCodeOf, UpstreamError } from "./upstream-client.ts";
import type { MirroredStatus, UpstreamMirror } from "./upstream-mirror.ts";
import {
  claimAccountsDueForPoll,
  listUpstreamVehicles,
  recordUpstreamFailure,
  recordUpstreamNotice,
  recordUpstreamPollSuccess,
  type UpstreamAccountRow,
} from "./upstream-repository.ts";
import { reportedAtOf } from "./upstream-status.ts";

/** The maker PIN to ask a position with: none while the maker's refusal of it (7834) is unanswered. */
export function pinForReads(box: CredentialBox, row: UpstreamAccountRow): string | null {
  if (!row.sealed_pin || row.last_error_code === "7834") return null;
  return box.open<{ pin: string }>(row.sealed_pin).pin;
}

/**
 * The one polite poller per linked account: every UPSTREAM_POLL_SECONDS it reads each linked car's
 * status cached at the maker (lstvhclsts, which does not wake the car) with the reads that go with
 * it (upstream-mirror.ts) and saves it through the common status path, so every client of Carport
 * reads it from Carport. A failure backs off; the owner's "last read" moves only on a read that worked.
 */
export function createUpstreamPoller(
  db: Database,
  box: CredentialBox,
  mirror: UpstreamMirror,
  options: { pollSeconds: number; retrySeconds: number; timeZone: string },
  log: FastifyBaseLogger,
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function round() {
    // Claimed with the poll time set in the same statement: several instances poll an account once.
    for (const row of await claimAccountsDueForPoll(db, options.pollSeconds)) {
      try {
        let pin = pinForReads(box, row);
        for (const vehicle of await listUpstreamVehicles(db, row.id)) {
          const status = await mirror.read({
            row,
            upstreamVehicleId: vehicle.upstream_vehicle_id,
            electric: vehicle.fuel_kind_code === "E",
            pin,
            previous: (await findLastStatus(db, vehicle.vehicle_id)) as MirroredStatus | null,
            call: "lstvhclsts",
            onPinRefused: async () => {
              // Not tried again for the account's other cars: a refused PIN is the owner's to fix.
              pin = null;
              await recordUpstreamNotice(db, row.id, "7834");
            },
          });
          await saveStatus(db, vehicle.vehicle_id, status, reportedAtOf(status, options.timeZone));
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
