import type { FastifyInstance } from "fastify";
import { invalidFieldDescription } from "@carport/protocol";
import { chargesAtStations, forwardSortationArea, vehicleConnectors } from "@carport/domain";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { accountDistanceUnit } from "../../core/account-repository.ts";
import type { SearchOrigin, StationDirectory } from "./station-directory.ts";

/** Where the vehicle was last located (the newest answered `fndmcr`), or null when never. */
async function lastLocatedPosition(db: Database, vehicleId: string): Promise<SearchOrigin | null> {
  const [row] = await db.query<{ result: { location?: { coord?: { lat: number; lon: number } } } | null }>(
    `select result from remote_transactions
      where vehicle_id = $1 and api_code = 'locate' and result is not null
      order by ended_at desc nulls last, started_at desc limit 1`,
    [vehicleId],
  );
  const coord = row?.result?.location?.coord;
  return coord ? { kind: "vehicle", label: "", latitude: coord.lat, longitude: coord.lon } : null;
}

/** `chrgstnsrch`: public charging stations near a postal code, a city or the vehicle. */
export function registerStationRoutes(app: FastifyInstance, db: Database, directory: StationDirectory): void {
  serveCall(app, "chargingStationSearch", async ({ body, request, session, vehicle }) => {
    if (!chargesAtStations(vehicle.fuel_kind_code)) throw new ApiError("7705");
    const refuse = (reason: string) => new ApiError("7998", invalidFieldDescription("searchText", reason, request.language), 400);
    let origin: SearchOrigin | null;
    if (body.searchText === "") {
      // The vehicle's position is the owner's to see (fndmcr is not shared): a second driver names a place.
      if (request.vehicleRole === "secondary") throw refuse("REQUIRED");
      origin = await lastLocatedPosition(db, vehicle.id);
      if (!origin) throw refuse("VEHICLE_LOCATION_UNKNOWN");
    } else {
      const fsa = forwardSortationArea(body.searchText);
      origin = fsa ? await directory.findPlace("postalCode", fsa) : await directory.findPlace("city", body.searchText);
      if (!origin) throw refuse("UNKNOWN_PLACE");
    }
    const connectors = vehicleConnectors(vehicle.fuel_kind_code, vehicle.is_ccs2 === true);
    const distanceUnit = await accountDistanceUnit(db, session.accountId);
    const stations = await directory.near(
      origin,
      { connectorType: body.connectorType, vehicleConnectors: connectors, compatibleOnly: body.compatibleOnly },
      distanceUnit,
    );
    return {
      origin: { kind: origin.kind, label: origin.label, latitude: origin.latitude, longitude: origin.longitude },
      distanceUnit,
      vehicleConnectors: connectors,
      stations,
    };
  });
}
