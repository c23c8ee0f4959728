import type { VehicleStatus } from "@carport/protocol";
import type { FastifyBaseLogger } from "fastify";
import { UpstreamError, WRONG_PIN_CODES } from "./upstream-client.ts";
import type { UpstreamAccountRow } from "./upstream-repository.ts";
import type { UpstreamSessions } from "./upstream-sessions.ts";

/**
 * What Carport keeps of a linked car: the maker's status as it came, every field kept (an absent
 * one is unknown), with what the maker answers to the other reads KiaUvoApiCA's
 * update_vehicle_with_cached_state makes after the status:
 * - `nxtsvc` (result.maintenanceInfo): kept as `maintenanceInfo` (Carport's nxtsvc answers it) and
 *   the odometer, as `odometer` {value, unit 1: km}, Carport's own place for it;
 * - `evc/selsoc` (result: [{plugType, level}], EVs only): the target charge limits, as `targetSoc`;
 * - `fndmcr` (vrfypin's pAuth, the PIN, `Referer: https://<host>/remote/`): the position, as
 *   `vehicleLocation`, asked again only when the odometer moved (as KiaUvoApiCA does) or, none
 *   being known, once per odometer reading; else the last one the maker gave is kept.
 * A refusal of one of these reads leaves its part unknown (the status still counts); a session
 * end signs in again (UpstreamSessions), and an unreachable, firewalled or rate-limited maker fails
 * the whole read.
 */
export type MirroredStatus = VehicleStatus & {
  odometer?: { value: number; unit: number };
  maintenanceInfo?: Record<string, unknown>;
  targetSoc?: Array<{ plugType: number; level: number }>;
  vehicleLocation?: Record<string, unknown>;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Failures of the whole exchange with the maker (not a refusal of one read). */
const EXCHANGE_FAILURES = new Set(["network", "firewall", "rate"]);

const MILES_TO_KM = 1.609344;

/** The odometer in km from nxtsvc's maintenanceInfo (currentOdometerUnit 3: miles), or null when not told. */
export function odometerKmOf(maintenanceInfo: Record<string, unknown> | undefined): number | null {
  const value = maintenanceInfo?.currentOdometer;
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  return maintenanceInfo?.currentOdometerUnit === 3 ? Math.round(value * MILES_TO_KM) : value;
}

/** The target charge limits of evc/selsoc's answer: its entries with a plug type and a level; null when none. */
export function chargeLimitsOf(result: unknown): Array<{ plugType: number; level: number }> | null {
  const list = Array.isArray(result) ? result : isObject(result) && Array.isArray(result.tsoc) ? result.tsoc : null;
  const limits = (list ?? []).filter(
    (x): x is { plugType: number; level: number } => isObject(x) && typeof x.plugType === "number" && typeof x.level === "number",
  );
  return limits.length > 0 ? limits.map(({ plugType, level }) => ({ plugType, level })) : null;
}

export function createUpstreamMirror(sessions: UpstreamSessions, log: FastifyBaseLogger) {
  /** The odometer reading at which each car's position was last asked without one known. */
  const askedAt = new Map<string, string>();

  /** One optional read: its result, or undefined when the maker refused it (logged, unknown). */
  async function optionalRead<T>(name: string, read: () => Promise<T>): Promise<T | undefined> {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof UpstreamError) || EXCHANGE_FAILURES.has(error.upstreamCode) || WRONG_PIN_CODES.has(error.upstreamCode)) {
        throw error;
      }
      log.warn({ upstreamCode: error.upstreamCode, call: name }, "upstream refused an optional read; its part stays unknown");
      return undefined;
    }
  }

  /** The position: vrfypin for a pAuth, then fndmcr as the maker's remote page asks for it. */
  async function location(row: UpstreamAccountRow, upstreamVehicleId: string, pin: string): Promise<Record<string, unknown> | undefined> {
    const verified = await sessions.call(row, "vrfypin", { pin }, { headers: { vehicleId: upstreamVehicleId } });
    const pAuth = verified.result?.pAuth;
    if (typeof pAuth !== "string") throw new UpstreamError("unreadable", "upstream vrfypin answered no pAuth");
    const { result } = await sessions.call(row, "fndmcr", { pin }, { headers: { vehicleId: upstreamVehicleId, pAuth }, kind: "remote" });
    const coord = isObject(result) && isObject(result.coord) ? result.coord : null;
    return coord && typeof coord.lat === "number" && typeof coord.lon === "number" ? result : undefined;
  }

  return {
    location,

    /**
     * Reads a linked car's status (`lstvhclsts`, the maker's cache, or `rltmvhclsts`, waking the
     * car) and the reads that go with it; answers the status to keep. `previous` is Carport's
     * last copy (its position is kept when the car did not move); `pin` null: no position asked.
     */
    async read(input: {
      row: UpstreamAccountRow;
      upstreamVehicleId: string;
      electric: boolean;
      pin: string | null;
      previous: MirroredStatus | null;
      call: "lstvhclsts" | "rltmvhclsts";
      onPinRefused?: () => Promise<void>;
    }): Promise<MirroredStatus> {
      const { row, upstreamVehicleId } = input;
      const headers = { vehicleId: upstreamVehicleId };
      const { result } = await sessions.call(row, input.call, {}, { headers });
      if (!isObject(result?.status)) throw new UpstreamError("unreadable", "upstream status is not an object");
      const status = { ...result.status } as MirroredStatus;

      const service = await optionalRead("nxtsvc", async () => (await sessions.call(row, "nxtsvc", {}, { headers })).result);
      if (isObject(service?.maintenanceInfo)) {
        status.maintenanceInfo = service.maintenanceInfo;
        const km = odometerKmOf(service.maintenanceInfo);
        if (km !== null) status.odometer = { value: km, unit: 1 };
      }

      if (input.electric) {
        const limits = await optionalRead("evc/selsoc", async () => (await sessions.call(row, "evc/selsoc", {}, { headers })).result);
        const targets = chargeLimitsOf(limits);
        if (targets) status.targetSoc = targets;
      }

      // The position is asked when none is known or the odometer went up: a parked car costs no request.
      const before = input.previous?.odometer?.value;
      const now = status.odometer?.value;
      const moved = typeof now === "number" && (typeof before !== "number" || now > before);
      const known = input.previous?.vehicleLocation;
      // Without a position, asked once per odometer reading (in this process): a maker that cannot
      // locate the car is not asked again at every poll.
      const askKey = `${row.id}:${upstreamVehicleId}`;
      const reading = String(now ?? "unknown");
      let found: Record<string, unknown> | undefined;
      if (input.pin && (moved || (!known && askedAt.get(askKey) !== reading))) {
        askedAt.set(askKey, reading);
        try {
          found = await optionalRead("fndmcr", () => location(row, upstreamVehicleId, input.pin!));
        } catch (error) {
          // A refused PIN is the owner's to fix: no position until then, and the status still counts.
          if (!(error instanceof UpstreamError) || !WRONG_PIN_CODES.has(error.upstreamCode)) throw error;
          await input.onPinRefused?.();
        }
      }
      if (found ?? known) status.vehicleLocation = found ?? known;
      return status;
    },
  };
}

export type UpstreamMirror = ReturnType<typeof createUpstreamMirror>;
