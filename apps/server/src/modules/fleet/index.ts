/** The front door of `fleet`: all that other areas may import of it (apps/server/src/test/boundaries checks). */
export { createFleetService } from "./fleet-service.ts";
export { insertFactoryVehicle } from "./factory-repository.ts";
