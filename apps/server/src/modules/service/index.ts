/** The front door of `service`: all that other areas may import of it (apps/server/src/test/boundaries checks). */
export { listTroubleCodes } from "./service-repository.ts";
