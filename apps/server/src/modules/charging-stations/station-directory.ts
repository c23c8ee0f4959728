import type { ChargingStation } from "@carport/protocol";
import {
  convertDistance,
  distanceKm,
  roundTo,
  STATION_SEARCH_LIMIT,
  STATION_SEARCH_RADIUS_KM,
  type ConnectorType,
  type DistanceUnit,
} from "@carport/domain";
import type { Queryable } from "../../db/database.ts";

interface StationRow {
  station_id: string;
  station_name: string;
  network: string;
  street: string;
  city: string;
  province: string;
  postal_code: string;
  latitude: number;
  longitude: number;
}
interface ConnectorRow {
  station_id: string;
  connector_type: ConnectorType;
  power_kw: number;
  port_count: number;
}
export interface SearchOrigin {
  kind: "vehicle" | "postalCode" | "city";
  label: string;
  latitude: number;
  longitude: number;
}
export interface StationFilter {
  connectorType?: ConnectorType;
  /** The connectors the vehicle takes; with compatibleOnly, stations without one are left out. */
  vehicleConnectors: readonly ConnectorType[];
  compatibleOnly: boolean;
}

/** The charging station directory (migration 014) and the places a search may start from. */
export function createStationDirectory(db: Queryable) {
  return {
    /** A postal area (its first three characters) or a city by name; null when the directory does not know it. */
    async findPlace(kind: "postalCode" | "city", code: string): Promise<SearchOrigin | null> {
      const [row] = await db.query<{ label: string; latitude: number; longitude: number }>(
        "select label, latitude, longitude from charging_places where kind = $1 and place_code = $2",
        [kind, kind === "city" ? code.trim().toLocaleLowerCase("fr-CA") : code],
      );
      return row ? { kind, label: row.label, latitude: Number(row.latitude), longitude: Number(row.longitude) } : null;
    },

    /** Stations within the search radius of the origin, nearest first, distances in the given unit. */
    async near(origin: SearchOrigin, filter: StationFilter, unit: DistanceUnit): Promise<ChargingStation[]> {
      const stations = await db.query<StationRow>("select * from charging_stations order by station_id");
      const connectors = await db.query<ConnectorRow>("select * from charging_station_connectors order by power_kw desc, connector_type");
      return stations
        .map((row) => {
          const own = connectors.filter((c) => c.station_id === row.station_id);
          const km = distanceKm(origin, { latitude: Number(row.latitude), longitude: Number(row.longitude) });
          return { row, own, km, compatible: own.some((c) => filter.vehicleConnectors.includes(c.connector_type)) };
        })
        .filter((s) => s.km <= STATION_SEARCH_RADIUS_KM)
        .filter((s) => !filter.connectorType || s.own.some((c) => c.connector_type === filter.connectorType))
        .filter((s) => !filter.compatibleOnly || s.compatible)
        .sort((a, b) => a.km - b.km)
        .slice(0, STATION_SEARCH_LIMIT)
        .map(({ row, own, km, compatible }) => ({
          stationId: row.station_id,
          stationName: row.station_name,
          network: row.network,
          address: { street: row.street, city: row.city, province: row.province, postalCode: row.postal_code },
          latitude: Number(row.latitude),
          longitude: Number(row.longitude),
          connectors: own.map((c) => ({ connectorType: c.connector_type, powerKw: Number(c.power_kw), portCount: c.port_count })),
          compatible,
          distance: roundTo(convertDistance(km, 1, unit), 1),
        }));
    },
  };
}
export type StationDirectory = ReturnType<typeof createStationDirectory>;
