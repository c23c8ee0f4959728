/** The front door of `vehicle-link`: all that other areas may import of it (apps/server/src/test/boundaries checks). */
export { createVehicleIdentity } from "./link-identities.ts";
export { type VehicleLinkGateway, type VehicleLinkHandlers } from "./vehicle-link-gateway.ts";
export { RANGE_AT_FULL } from "./vehicle-profile.ts";
export { registerOvmsRoutes } from "./ovms-routes.ts";
