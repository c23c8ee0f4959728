import { z } from "zod";
import { placeInputSchema, summaryMonthSchema, tariffSchema } from "@carport/domain";

/** Insight (issue 57): the owner's tariff per car, their named places, and a month's summary. */

/** `svtrf`: the car's tariff (rules in @carport/domain's tariffProblems; 7998 names the field). */
export const tariffSaveRequestSchema = tariffSchema;

const tariffShape = z.object({
  timeZone: z.string(),
  kwhPrice: z.number().nullable(),
  litrePrice: z.number().nullable(),
  offPeak: z.object({ start: z.string(), end: z.string(), kwhPrice: z.number() }).nullable(),
});

/** `gttrf` and `svtrf`: the car's tariff; null before the owner sets one. */
export const tariffResultSchema = z.object({ tariff: tariffShape.nullable() });

export const placeSchema = z.object({ id: z.string(), name: z.string(), lat: z.number(), lon: z.number(), radiusM: z.number() });

/** `gtplcs`, `svplc`, `dlplc`: the account's places as they now are, by name. */
export const placesResultSchema = z.object({ places: z.array(placeSchema) });

/** `svplc`: a new place, or a saved one (by id) changed. */
export const placeSaveRequestSchema = placeInputSchema;

/** `dlplc`: the place to forget. */
export const placeDeleteRequestSchema = z.object({ id: z.string().uuid() });

/** `mnthsmry`: the month, "YYYY-MM" in the tariff's time zone. */
export const monthlySummaryRequestSchema = z.object({ month: summaryMonthSchema });

const figures = z.object({
  month: z.string(),
  km: z.number(),
  trips: z.number(),
  kwhCharged: z.number(),
  kwhUsed: z.number(),
  litresUsed: z.number(),
  cost: z.number().nullable(),
  kwhPer100Km: z.number().nullable(),
  litresPer100Km: z.number().nullable(),
});

export const monthlySummaryResultSchema = z.object({
  /** The time zone the months are read in (the tariff's; UTC without one). */
  timeZone: z.string(),
  /** Whether the owner has set a tariff (without one, costs are null). */
  hasTariff: z.boolean(),
  /** The battery, the tank or both (a plug-in hybrid), so the page shows kWh, litres or both. */
  energy: z.enum(["electric", "fuel", "both"]),
  current: figures,
  previous: figures,
  /** Change in efficiency from last month, in percent (negative: less energy per 100 km); null when not comparable. */
  efficiencyChangePercent: z.number().nullable(),
  /** The month's charging sessions by place ("" outside every named place): count, kWh, cost. */
  byPlace: z.array(z.object({ place: z.string(), sessions: z.number(), kwh: z.number(), cost: z.number().nullable() })),
});
