import { per100Km, placeAt, seasonOf, sessionCost, type Place, type Tariff } from "@carport/domain";
import type { SessionWithSteps, TripWithEnergy } from "./history-reads.ts";

/** What insight adds to the history's rows: the owner's tariff and places. */
export interface InsightContext {
  tariff: Tariff | null;
  places: readonly Place[];
  capacityKwh: number | null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** A charging session with its place and its cost under the tariff (split by the steps its charge was gained in). */
export function labelSession({ steps, ...session }: SessionWithSteps, context: InsightContext) {
  const cost = sessionCost(session, context.tariff, steps);
  return {
    ...session,
    place: placeAt(session.lat, session.lon, context.places),
    offPeakKwh: cost?.offPeakKwh ?? null,
    cost: cost?.cost ?? null,
  };
}
export type LabelledSession = ReturnType<typeof labelSession>;

/**
 * A trip with its places, energy, efficiency and season: the car's reported energy, else (for a
 * trip read from samples) the charge it lost times the battery.
 */
export function labelTrip(trip: TripWithEnergy, context: InsightContext) {
  const { reportedKwh, reportedLitres, ...row } = trip;
  const lost = trip.startSoc !== null && trip.endSoc !== null && trip.startSoc > trip.endSoc ? trip.startSoc - trip.endSoc : null;
  const kwh = reportedKwh ?? (lost !== null && context.capacityKwh !== null ? round1((lost / 100) * context.capacityKwh) : null);
  return {
    ...row,
    startPlace: placeAt(trip.startLat, trip.startLon, context.places),
    endPlace: placeAt(trip.endLat, trip.endLon, context.places),
    kwh: kwh === null ? null : round1(kwh),
    litres: reportedLitres === null ? null : round1(reportedLitres),
    kwhPer100Km: per100Km(kwh, trip.km),
    litresPer100Km: per100Km(reportedLitres, trip.km),
    season: seasonOf(trip.startedAt, context.tariff?.timeZone ?? "UTC", trip.startLat),
  };
}
export type LabelledTrip = ReturnType<typeof labelTrip>;
