/** What other features may use from the car glance: the vehicles page's glance, the pieces the overview's lead is drawn with, and the energy view both read. */
export { VehicleGlance, OfflineAsOf } from "./components/vehicle-glance.tsx";
export { CarPicture } from "./components/car-picture.tsx";
export { GlanceFacts } from "./components/glance-facts.tsx";
export { energyView, inAccountUnit, valueUnit, type Distance } from "./energy-view.ts";
