/** The map's tile source, as the server wrote it into index.html (MAP_TILE_URL, MAP_ATTRIBUTION). */
export interface MapSettings {
  tileUrl: string;
  attribution: string;
}

/** Used when the page was not served by Carport's server (the Vite dev server). */
const FALLBACK: MapSettings = {
  tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: "© OpenStreetMap contributors",
};

function meta(name: string): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || null;
}

export function readMapSettings(): MapSettings {
  return { tileUrl: meta("carport-map-tiles") ?? FALLBACK.tileUrl, attribution: meta("carport-map-attribution") ?? FALLBACK.attribution };
}

/** A point on the map: the car, or a charging station. */
export interface MapPoint {
  id: string;
  kind: "car" | "station";
  lat: number;
  lon: number;
  label: string;
}

/** The zoom and centre that show every point: the car's street for the car alone, else their bounds. */
export function mapView(
  points: readonly MapPoint[],
): { center: [number, number]; zoom: number } | { bounds: [[number, number], [number, number]] } {
  if (points.length <= 1) {
    const only = points[0];
    return { center: only ? [only.lon, only.lat] : [-75.7, 45.42], zoom: only ? 15 : 3 };
  }
  const lons = points.map((p) => p.lon);
  const lats = points.map((p) => p.lat);
  return {
    bounds: [
      [Math.min(...lons), Math.min(...lats)],
      [Math.max(...lons), Math.max(...lats)],
    ],
  };
}
