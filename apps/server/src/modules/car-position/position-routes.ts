import type { FastifyInstance } from "fastify";
import type { LastPosition } from "@carport/protocol";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { findLastStatus } from "../../core/status-repository.ts";
import type { ReverseGeocoder } from "./reverse-geocoder.ts";

type Position = NonNullable<LastPosition["position"]>;

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** The wire's yyyyMMddHHmmss (UTC) of an instant. */
function wireTime(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, "").slice(0, 14);
}

/** A position as the car or its maker sent it ({coord: {lat, lon}, time} or {lat, lon}), else null. */
function readPosition(value: unknown, fallbackTime: string | null): Position | null {
  if (!value || typeof value !== "object") return null;
  const location = value as Record<string, unknown>;
  const coord = (location.coord && typeof location.coord === "object" ? location.coord : location) as Record<string, unknown>;
  const lat = num(coord.lat);
  const lon = num(coord.lon);
  if (lat === null || lon === null || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const time = typeof location.time === "string" && /^\d{14}$/.test(location.time) ? location.time : fallbackTime;
  return { coord: { lat, lon }, time };
}

/** The later of two positions by their time (one without a time loses to one with). */
function later(a: Position | null, b: Position | null): Position | null {
  if (!a || !b) return a ?? b;
  return (a.time ?? "") >= (b.time ?? "") ? a : b;
}

/** `lstpstn`: the last known position, from what the car last said; no command, no PIN (primary driver only: the call table). */
export function registerCarPositionRoutes(app: FastifyInstance, db: Database, geocode: ReverseGeocoder): void {
  serveCall(app, "lastPosition", async ({ vehicle, request }) => {
    const status = (await findLastStatus(db, vehicle.id)) as Record<string, unknown> | null;
    const statusTime = typeof status?.lastStatusDate === "string" && /^\d{14}$/.test(status.lastStatusDate) ? status.lastStatusDate : null;
    const fromStatus = readPosition(status?.vehicleLocation ?? status?.location, statusTime);
    const [located] = await db.query<{ result: { location?: unknown } | null; ended_at: Date | string | null }>(
      `select result, ended_at from remote_transactions
        where vehicle_id = $1 and command = 'locate' and state = 'C' and result is not null
        order by ended_at desc nulls last limit 1`,
      [vehicle.id],
    );
    const endedAt = located?.ended_at ? wireTime(new Date(located.ended_at)) : null;
    const fromLocate = readPosition(located?.result?.location, endedAt);
    const position = later(fromStatus, fromLocate);
    const address = position ? await geocode(position.coord.lat, position.coord.lon, request.language) : null;
    return { position, address };
  });
}
