import { describe, expect, it } from "vitest";
import { mapView, type MapPoint } from "./map-settings.ts";

const point = (id: string, lat: number, lon: number): MapPoint => ({ id, kind: "station", lat, lon, label: id });

describe("mapView", () => {
  it("centres on the car alone at street level, in MapLibre's [lon, lat] order", () => {
    expect(mapView([{ ...point("car", 45.5, -73.6), kind: "car" }])).toEqual({ center: [-73.6, 45.5], zoom: 15 });
  });
  it("fits the car and the stations together", () => {
    expect(mapView([point("a", 45.5, -73.6), point("b", 45.4, -73.5), point("c", 45.6, -73.7)])).toEqual({
      bounds: [
        [-73.7, 45.4],
        [-73.5, 45.6],
      ],
    });
  });
});
