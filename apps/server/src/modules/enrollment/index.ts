/** The front door of `enrollment`: all that other areas may import of it (apps/server/src/test/boundaries checks). */
export { type EnrollmentService, type FactoryRow, factoryVehicle } from "./enrollment-service.ts";
