import type { FastifyBaseLogger } from "fastify";
import type { CalendarEvent } from "@carport/telematics";
import type { Database } from "../../db/database.ts";
import { INSTANCE_LOCKS, runAlone } from "../../db/instance-lock.ts";
import type { VehicleLinkGateway } from "../vehicle-link/index.ts";
import { upcomingInWindow, type CalendarProvider, type SyncWindow } from "./calendar-provider.ts";
import type { CredentialBox } from "../../core/credential-box.ts";
import { listCalendarAccounts, recordSync, saveCarList, vehiclesWithCalendars, type CalendarAccountRow } from "./calendar-repository.ts";

/** Most appointments a car is sent at once (its navigation lists the nearest ones). */
export const MAX_CAR_EVENTS = 50;

export interface CalendarProviders {
  1: CalendarProvider<unknown> | null;
  2: CalendarProvider<unknown>;
}

export interface CalendarSync {
  /** The window a sync looks at, from now. */
  window(): SyncWindow;
  /** Fetches the vehicle's calendars that are on and sends the car their upcoming appointments (an empty list when none is on). */
  syncVehicle(vehicle: { id: string; vin: string }): Promise<void>;
  /** Syncs every vehicle with a calendar on, unless another instance is doing it: answers whether it did. */
  syncRound(): Promise<boolean>;
  /** Syncs every vehicle with a calendar on, now and then every interval. */
  start(): void;
  stop(): Promise<void>;
}

/** The sync loop: provider → appointments in the window → the car, over the vehicle link. */
export function createCalendarSync(
  db: Database,
  gateway: VehicleLinkGateway,
  box: CredentialBox,
  providers: CalendarProviders,
  options: { lookaheadDays: number; intervalSeconds: number },
  log: FastifyBaseLogger,
): CalendarSync {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  const window = (): SyncWindow => {
    const start = new Date();
    return { start, end: new Date(start.getTime() + options.lookaheadDays * 86_400_000) };
  };

  async function fetchOne(row: CalendarAccountRow, range: SyncWindow): Promise<CalendarEvent[]> {
    const provider = providers[row.calendar_cp];
    try {
      if (!provider || !row.credentials) throw new Error("provider not configured or no credentials");
      const { events, renewed } = await provider.fetchUpcoming(row.calendar_account, box.open(row.credentials), range);
      await recordSync(db, row.id, { ok: true, eventCount: events.length, ...(renewed ? { credentials: box.seal(renewed) } : {}) });
      return events;
    } catch (error) {
      await recordSync(db, row.id, { ok: false, errorCode: "7815" });
      // The reason names the failure's kind only: never the credentials or the provider's answer.
      log.warn(
        { vehicleId: row.vehicle_id, calendarUserId: row.id, reason: error instanceof Error ? error.message : "unknown" },
        "calendar sync failed",
      );
      return [];
    }
  }

  async function syncVehicle(vehicle: { id: string; vin: string }) {
    const range = window();
    const rows = (await listCalendarAccounts(db, vehicle.id)).filter((r) => r.enable_yn === "Y" && r.ucsc_status === "C");
    const events: CalendarEvent[] = [];
    for (const row of rows) events.push(...(await fetchOne(row, range)));
    await gateway.sendCalendar(vehicle.vin, upcomingInWindow(events, range, MAX_CAR_EVENTS));
  }

  async function syncAll() {
    for (const vehicle of await vehiclesWithCalendars(db)) {
      await syncVehicle(vehicle).catch((error) => log.error({ err: error, vehicleId: vehicle.id }, "calendar sync of a vehicle failed"));
    }
  }

  // One instance per round: the others' rounds would send every car the same list again.
  const syncRound = () => runAlone(db, INSTANCE_LOCKS.calendarSync, syncAll);

  return {
    window,
    syncVehicle,
    syncRound,
    start() {
      void gateway
        .onCalendarAck(async (vin, message) => {
          const [vehicle] = await db.query<{ id: string }>("select id from vehicles where vin = $1", [vin]);
          if (vehicle) await saveCarList(db, vehicle.id, message.events, message.receivedAt);
        })
        .catch((error) => log.error({ err: error }, "calendar acknowledgements not followed"));
      const tick = () => {
        if (running) return;
        running = syncRound()
          .catch((error) => log.error({ err: error }, "calendar sync round failed"))
          .finally(() => (running = null));
      };
      timer = setInterval(tick, options.intervalSeconds * 1000);
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
