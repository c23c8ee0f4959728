/** What other features may use from the car map: the map that loads its library lazily, and the point it draws. */
export { LazyCarMap } from "./components/lazy-car-map.tsx";
export type { MapPoint } from "./map-settings.ts";
