import { z } from "zod";
import { historyPeriodProblem, SEASONS } from "@carport/domain";

/** Reasons the period fields are refused with (7998 names the field). */
const period = z
  .object({
    /** ISO 8601 date-times; at most HISTORY_MAX_DAYS apart, `to` after `from`. */
    from: z.string().max(40),
    to: z.string().max(40),
  })
  .superRefine((value, context) => {
    const problem = historyPeriodProblem(value.from, value.to);
    if (problem) context.addIssue({ code: "custom", path: [problem.field], message: problem.reason });
  });

export const historyPeriodRequestSchema = period;

const nullableNumber = z.number().nullable();

/** One kept status read (the fields of @carport/domain's StatusSample). */
export const statusSampleSchema = z.object({
  at: z.string(),
  soc: nullableNumber,
  fuel: nullableNumber,
  rangeKm: nullableNumber,
  auxBattery: nullableNumber,
  odometerKm: nullableNumber,
  lat: nullableNumber,
  lon: nullableNumber,
  plugged: nullableNumber,
  charging: z.boolean().nullable(),
  chargingKw: nullableNumber,
  locked: z.boolean(),
  engine: z.boolean(),
  climate: z.boolean(),
});

export const vehicleHistoryResultSchema = z.object({
  /** Oldest first. */
  samples: z.array(statusSampleSchema),
  /** The model's traction battery; null for a car without one. */
  capacityKwh: nullableNumber,
});

export const chargingSessionSchema = z.object({
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  minutes: z.number(),
  startSoc: z.number(),
  endSoc: z.number(),
  kwh: nullableNumber,
  plug: nullableNumber,
  lat: nullableNumber,
  lon: nullableNumber,
  /** The owner's place the session was in (insight, issue 57); null outside every named place. */
  place: z.string().nullable(),
  /** kWh inside the tariff's off-peak window; null without a tariff priced per kWh. */
  offPeakKwh: nullableNumber,
  /** Dollars under the owner's tariff; null without one (or without energy). */
  cost: nullableNumber,
});

export const chargingSessionsResultSchema = z.object({ sessions: z.array(chargingSessionSchema) });

export const vehicleTripSchema = z.object({
  startedAt: z.string(),
  endedAt: z.string(),
  minutes: z.number(),
  km: z.number(),
  startSoc: nullableNumber,
  endSoc: nullableNumber,
  startLat: nullableNumber,
  startLon: nullableNumber,
  endLat: nullableNumber,
  endLon: nullableNumber,
  /** The owner's places the trip started and ended in (null outside every named place). */
  startPlace: z.string().nullable(),
  endPlace: z.string().nullable(),
  /** Energy used: kWh (the car's report, else the charge lost times the battery) and litres (the car's report). */
  kwh: nullableNumber,
  litres: nullableNumber,
  /** kWh/100 km and L/100 km; null when the energy is not known. */
  kwhPer100Km: nullableNumber,
  litresPer100Km: nullableNumber,
  /** The season the trip started in, in the tariff's time zone (UTC without one). */
  season: z.enum(SEASONS),
  /** "car": the car reported the trip; "history": read from the kept status reads. */
  source: z.enum(["car", "history"]),
});

export const vehicleTripsResultSchema = z.object({ trips: z.array(vehicleTripSchema) });

export const HISTORY_CSV_KINDS = ["status", "trips", "charging"] as const;

/** The CSV export: the period and which table. The answer is text/csv, not the envelope (errors still are). */
export const historyCsvRequestSchema = z
  .object({ from: z.string().max(40), to: z.string().max(40), kind: z.enum(HISTORY_CSV_KINDS) })
  .superRefine((value, context) => {
    const problem = historyPeriodProblem(value.from, value.to);
    if (problem) context.addIssue({ code: "custom", path: [problem.field], message: problem.reason });
  });

/** What the CSV handler gives the server: sent as the file's body and name, never as JSON. */
export const historyCsvResultSchema = z.object({ filename: z.string(), csv: z.string() });
