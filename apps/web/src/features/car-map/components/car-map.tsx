import maplibregl from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { mapView, readMapSettings, type MapPoint } from "../map-settings.ts";
import "./car-map.css";

/**
 * The MapLibre map of the car and charging stations, on raster tiles from the configured source.
 * Loaded only by the pages that show it (see lazy-car-map.tsx). Focused, the map pans with the
 * arrow keys and zooms with + and -; its zoom buttons are labelled in the page's language.
 */
export default function CarMap(props: { points: MapPoint[] }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<maplibregl.Map | null>(null);
  const [failed, setFailed] = useState(false);
  // Tiles that did not load (offline, the tile server down or refusing): said in words over the map.
  const [tilesFailed, setTilesFailed] = useState(() => typeof navigator !== "undefined" && navigator.onLine === false);

  useEffect(() => {
    if (!container.current) return;
    const settings = readMapSettings();
    let created: maplibregl.Map;
    try {
      created = new maplibregl.Map({
        container: container.current,
        style: {
          version: 8,
          sources: { tiles: { type: "raster", tiles: [settings.tileUrl], tileSize: 256, attribution: settings.attribution, maxzoom: 19 } },
          layers: [{ id: "tiles", type: "raster", source: "tiles" }],
        },
        ...("bounds" in mapView(props.points)
          ? {
              bounds: (mapView(props.points) as { bounds: [[number, number], [number, number]] }).bounds,
              fitBoundsOptions: { padding: 40 },
            }
          : mapView(props.points)),
        attributionControl: { compact: false },
        locale: {
          "Map.Title": t("glance.map.mapLabel"),
          "NavigationControl.ZoomIn": t("glance.map.zoomIn"),
          "NavigationControl.ZoomOut": t("glance.map.zoomOut"),
          "AttributionControl.ToggleAttribution": t("glance.map.attribution"),
        },
      });
    } catch {
      // No WebGL in this browser: the position stays as text.
      setFailed(true);
      return;
    }
    created.on("error", (event: { sourceId?: string; tile?: unknown }) => {
      if (event.sourceId === "tiles" || event.tile) setTilesFailed(true);
    });
    created.on("data", (event: { sourceId?: string; dataType?: string; tile?: unknown }) => {
      if (event.sourceId === "tiles" && event.dataType === "source" && event.tile && navigator.onLine) setTilesFailed(false);
    });
    created.addControl(new maplibregl.NavigationControl({ showCompass: false }), "top-right");
    for (const point of props.points) {
      const element = document.createElement("div");
      element.className = `car-map__marker car-map__marker--${point.kind}`;
      element.setAttribute("role", "img");
      element.setAttribute("aria-label", point.label);
      element.dataset.point = point.id;
      new maplibregl.Marker({ element }).setLngLat([point.lon, point.lat]).addTo(created);
    }
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
    // The map is made once per set of points; the language's labels follow a new mount.
  }, [JSON.stringify(props.points)]);

  const car = props.points.find((p) => p.kind === "car");
  return (
    <div className="car-map">
      {failed ? (
        <p className="car-map__unavailable">{t("glance.map.unavailable")}</p>
      ) : (
        <div ref={container} className="car-map__canvas" data-testid="car-map" />
      )}
      {tilesFailed && !failed && (
        <p className="car-map__tiles-failed" role="status" data-testid="map-tiles-failed">
          {t("glance.map.tilesFailed")}
        </p>
      )}
      {car && !failed && (
        <button
          type="button"
          className="button button--secondary car-map__recenter"
          onClick={() => map.current?.flyTo({ center: [car.lon, car.lat], zoom: 15 })}
        >
          {t("glance.map.recenter")}
        </button>
      )}
    </div>
  );
}
