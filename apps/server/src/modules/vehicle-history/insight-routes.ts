import type { FastifyInstance } from "fastify";
import { invalidFieldDescription } from "@carport/protocol";
import { changePercent, monthFigures, monthPeriod, PLACES_MAX, previousMonth } from "@carport/domain";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import type { VehicleRecord } from "../../core/vehicle-repository.ts";
import { sessionsIn, tripsIn } from "./history-reads.ts";
import { labelSession, labelTrip, type InsightContext } from "./history-insight.ts";
import { insightContext } from "./insight-context.ts";
import { deletePlace, deleteTariff, findTariff, listPlaces, savePlace, saveTariff } from "./insight-repository.ts";

const ENERGY = { E: "electric", G: "fuel", F: "fuel", P: "both" } as const;

/**
 * Insight (issue 57): `gttrf`, `svtrf`, `dltrf` (the car's tariff), `gtplcs`, `svplc`, `dlplc`
 * (the account's places) and `mnthsmry` (a month against the one before).
 */
export function registerInsightRoutes(app: FastifyInstance, db: Database): void {
  serveCall(app, "tariffGet", async ({ vehicle }) => ({ tariff: await findTariff(db, vehicle.id) }));

  serveCall(app, "tariffSave", async ({ body, vehicle }) => {
    await saveTariff(db, vehicle.id, body);
    return { tariff: await findTariff(db, vehicle.id) };
  });

  serveCall(app, "tariffDelete", async ({ vehicle }) => {
    await deleteTariff(db, vehicle.id);
    return { tariff: null };
  });

  serveCall(app, "places", async ({ session }) => ({ places: await listPlaces(db, session.accountId) }));

  serveCall(app, "placeSave", async ({ body, request, session }) =>
    db.transaction(async (tx) => {
      const refuse = (field: string, reason: string) => new ApiError("7998", invalidFieldDescription(field, reason, request.language), 400);
      const places = await listPlaces(tx, session.accountId);
      if (places.some((p) => p.id !== body.id && p.name.toLowerCase() === body.name.toLowerCase())) throw refuse("name", "NAME_TAKEN");
      if (!body.id && places.length >= PLACES_MAX) throw refuse("name", "TOO_MANY_PLACES");
      if (!(await savePlace(tx, session.accountId, body))) throw refuse("id", "PLACE_UNKNOWN");
      return { places: await listPlaces(tx, session.accountId) };
    }),
  );

  serveCall(app, "placeDelete", async ({ body, request, session }) => {
    if (!(await deletePlace(db, session.accountId, body.id))) {
      throw new ApiError("7998", invalidFieldDescription("id", "PLACE_UNKNOWN", request.language), 400);
    }
    return { places: await listPlaces(db, session.accountId) };
  });

  /** A month's figures: the sessions and trips that started in it, read in the tariff's time zone. */
  async function figuresOf(vehicle: VehicleRecord, month: string, context: InsightContext) {
    const { from, to } = monthPeriod(month, context.tariff?.timeZone ?? "UTC")!;
    const [start, end] = [new Date(from), new Date(to)];
    const inMonth = (at: string) => Date.parse(at) >= start.getTime() && Date.parse(at) < end.getTime();
    const sessions = (await sessionsIn(db, vehicle, start, end)).filter((s) => inMonth(s.startedAt)).map((s) => labelSession(s, context));
    const trips = (await tripsIn(db, vehicle.id, start, end)).filter((t) => inMonth(t.startedAt)).map((t) => labelTrip(t, context));
    return { sessions, figures: monthFigures(month, trips, sessions, context.tariff) };
  }

  serveCall(app, "monthlySummary", async ({ body, vehicle }) => {
    const context = await insightContext(db, vehicle);
    const current = await figuresOf(vehicle, body.month, context);
    const previous = await figuresOf(vehicle, previousMonth(body.month), context);
    const energy = ENERGY[vehicle.fuel_kind_code];
    const measure = energy === "fuel" ? "litresPer100Km" : "kwhPer100Km";
    const byPlace = new Map<string, { place: string; sessions: number; kwh: number; cost: number | null }>();
    for (const s of current.sessions) {
      const place = s.place ?? "";
      const entry = byPlace.get(place) ?? { place, sessions: 0, kwh: 0, cost: context.tariff ? 0 : null };
      entry.sessions += 1;
      entry.kwh = Math.round((entry.kwh + (s.kwh ?? 0)) * 10) / 10;
      if (entry.cost !== null) entry.cost = Math.round((entry.cost + (s.cost ?? 0)) * 100) / 100;
      byPlace.set(place, entry);
    }
    return {
      timeZone: context.tariff?.timeZone ?? "UTC",
      hasTariff: context.tariff !== null,
      energy,
      current: current.figures,
      previous: previous.figures,
      efficiencyChangePercent: changePercent(current.figures[measure], previous.figures[measure]),
      byPlace: [...byPlace.values()].sort((a, b) => b.kwh - a.kwh),
    };
  });
}
