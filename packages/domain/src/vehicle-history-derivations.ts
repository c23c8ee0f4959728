import type { TimedSample } from "./vehicle-history.ts";

/** A charging session read from kept samples: from the first read charging to the first read not charging. */
export interface ChargingSession {
  startedAt: string;
  /** Null while the car is still charging at the last sample. */
  endedAt: string | null;
  minutes: number;
  startSoc: number;
  endSoc: number;
  /** Energy added to the battery, from the charge gained and the model's capacity; null without a capacity. */
  kwh: number | null;
  /** 1 DC fast charger, 2 AC charger, as the car reported it. */
  plug: number | null;
  lat: number | null;
  lon: number | null;
}

/** A trip read from kept samples: the car moved (odometer or engine) between two parked reads. */
export interface HistoryTrip {
  startedAt: string;
  endedAt: string;
  minutes: number;
  km: number;
  startSoc: number | null;
  endSoc: number | null;
  startLat: number | null;
  startLon: number | null;
  endLat: number | null;
  endLon: number | null;
}

const minutesBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 60_000);
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const byTime = (samples: readonly TimedSample[]) => [...samples].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));

/** Charging sessions in time order; a session that gained no charge is left out. */
export function chargingSessions(samples: readonly TimedSample[], capacityKwh: number | null): ChargingSession[] {
  const sessions: ChargingSession[] = [];
  let start: TimedSample | null = null;
  let last: TimedSample | null = null;
  const close = (end: TimedSample, endedAt: string | null) => {
    const begin = start!;
    const startSoc = begin.soc ?? 0;
    const endSoc = end.soc ?? startSoc;
    if (endSoc > startSoc) {
      sessions.push({
        startedAt: begin.at,
        endedAt,
        minutes: minutesBetween(begin.at, end.at),
        startSoc,
        endSoc,
        kwh: capacityKwh === null ? null : round(((endSoc - startSoc) / 100) * capacityKwh, 1),
        plug: begin.plugged,
        lat: begin.lat,
        lon: begin.lon,
      });
    }
    start = null;
  };
  for (const sample of byTime(samples)) {
    if (sample.soc === null) continue;
    if (sample.charging && !start) start = sample;
    else if (!sample.charging && start) close(sample, sample.at);
    last = sample;
  }
  if (start && last) close(last, null);
  return sessions;
}

/**
 * Trips in time order: a trip starts at the read with the engine running (or, when the odometer
 * moved between two parked reads, the first of them), and ends at the first read with the engine off after the odometer stopped. Reads
 * with no odometer are skipped; a trip of no distance (the engine idled in place) is left out.
 */
export function historyTrips(samples: readonly TimedSample[]): HistoryTrip[] {
  const trips: HistoryTrip[] = [];
  const withOdometer = byTime(samples).filter((s) => s.odometerKm !== null);
  let start: TimedSample | null = null;
  for (let i = 1; i < withOdometer.length; i++) {
    const before = withOdometer[i - 1]!;
    const now = withOdometer[i]!;
    // The engine starting is the trip's start; an odometer that moved between parked reads, the read before.
    if (!start && now.engine) start = now;
    else if (!start && now.odometerKm! > before.odometerKm!) start = before;
    if (start && !now.engine) {
      const distance = now.odometerKm! - start.odometerKm!;
      if (distance > 0) {
        trips.push({
          startedAt: start.at,
          endedAt: now.at,
          minutes: minutesBetween(start.at, now.at),
          km: round(distance, 1),
          startSoc: start.soc,
          endSoc: now.soc,
          startLat: start.lat,
          startLon: start.lon,
          endLat: now.lat,
          endLon: now.lon,
        });
      }
      start = null;
    }
  }
  return trips;
}

/** A trip the car itself reported (the `trip` event, kept in vehicle_trips). */
export interface ReportedTrip {
  startedAt: string;
  minutes: number;
  km: number;
}

/** One row of the trips table: the car's own report where it made one, else what the samples show. */
export interface TripRow extends HistoryTrip {
  source: "car" | "history";
}

/**
 * The car's reported trips and the trips read from samples as one list, newest first: a sample
 * trip overlapping a reported one is the same drive and gives only its positions and charge.
 */
export function mergeTrips(reported: readonly ReportedTrip[], derived: readonly HistoryTrip[]): TripRow[] {
  const used = new Set<HistoryTrip>();
  const rows: TripRow[] = reported.map((trip) => {
    const start = Date.parse(trip.startedAt);
    const end = start + trip.minutes * 60_000;
    const same = derived.find((d) => !used.has(d) && Date.parse(d.startedAt) <= end && Date.parse(d.endedAt) >= start);
    if (same) used.add(same);
    return {
      startedAt: trip.startedAt,
      endedAt: new Date(end).toISOString(),
      minutes: trip.minutes,
      km: round(trip.km, 1),
      startSoc: same?.startSoc ?? null,
      endSoc: same?.endSoc ?? null,
      startLat: same?.startLat ?? null,
      startLon: same?.startLon ?? null,
      endLat: same?.endLat ?? null,
      endLon: same?.endLon ?? null,
      source: "car" as const,
    };
  });
  for (const trip of derived) if (!used.has(trip)) rows.push({ ...trip, source: "history" });
  return rows.sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt));
}

/** A CSV document (RFC 4180: comma, CRLF, quoted where needed; a leading formula character is neutralised). */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  const cell = (value: string | number | boolean | null) => {
    if (value === null) return "";
    let text = String(value);
    if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}
