/** Public charger connector types of the station directory (vehicle-area.md, charging station screen). */
export const CONNECTOR_TYPES = ["CCS", "CHAdeMO", "J1772", "NACS"] as const;
export type ConnectorType = (typeof CONNECTOR_TYPES)[number];

/** Fuel kind codes of the vehicle profile: G gasoline, E electric, P plug-in hybrid, F fuel cell. */
export type FuelKindCode = "G" | "E" | "P" | "F";

/** Whether the charging station finder is offered for the vehicle: only plug-in vehicles charge. */
export function chargesAtStations(fuelKind: FuelKindCode): boolean {
  return fuelKind === "E" || fuelKind === "P";
}

/**
 * The connectors the vehicle's inlet takes without an adapter: a plug-in hybrid charges on AC
 * (J1772) only; an electric vehicle on the CCS2 platform takes CCS fast charging, an earlier one
 * CHAdeMO, both J1772 for AC.
 */
export function vehicleConnectors(fuelKind: FuelKindCode, isCcs2: boolean): ConnectorType[] {
  if (fuelKind === "P") return ["J1772"];
  if (fuelKind === "E") return isCcs2 ? ["CCS", "J1772"] : ["CHAdeMO", "J1772"];
  return [];
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km between two points given in degrees (haversine). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** How far the finder looks around its origin, in km, and how many stations it lists at most. */
export const STATION_SEARCH_RADIUS_KM = 50;
export const STATION_SEARCH_LIMIT = 20;

/** A postal code typed whole or only its forward sortation area ("K1Z", "k1z 7k8"); null for a place name. */
export function forwardSortationArea(text: string): string | null {
  const compact = text.replace(/\s+/g, "").toUpperCase();
  return /^[A-Z]\d[A-Z](\d[A-Z]\d)?$/.test(compact) ? compact.slice(0, 3) : null;
}
