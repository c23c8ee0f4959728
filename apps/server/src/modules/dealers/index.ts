/** The front door of `dealers`: all that other areas may import of it (apps/server/src/test/boundaries checks). */
export { createDealerDirectory } from "./dealer-directory.ts";
