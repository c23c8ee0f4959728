/** The front door of `vehicles`: all that other areas may import of it (apps/server/src/test/boundaries checks). */
export { vehicleFeatures } from "./vehicle-presenter.ts";
export { refuseSuspendedVehicle } from "./suspended-vehicle.ts";
