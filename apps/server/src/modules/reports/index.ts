/** The front door of `reports`: all that other areas may import of it (apps/server/src/test/boundaries checks). */
export { insertTrip } from "./trip-repository.ts";
export { listTrips } from "./trip-repository.ts";
