import type { CallResult } from "@carport/protocol";
import type { MapPoint } from "../car-map/index.ts";

/** The stations found, and the car when the search started from its last located position. */
export function stationMapPoints(
  result: CallResult<"chargingStationSearch">,
  carLabel: string,
  stationLabel: (name: string) => string,
): MapPoint[] {
  const car: MapPoint[] =
    result.origin.kind === "vehicle"
      ? [{ id: "car", kind: "car", lat: result.origin.latitude, lon: result.origin.longitude, label: carLabel }]
      : [];
  return [
    ...car,
    ...result.stations.map((s): MapPoint => ({
      id: s.stationId,
      kind: "station",
      lat: s.latitude,
      lon: s.longitude,
      label: stationLabel(s.stationName),
    })),
  ];
}
