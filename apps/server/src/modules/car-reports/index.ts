/** The front door of `car-reports`: all that other areas may import of it (apps/server/src/test/boundaries checks). */
export { createCarReportHandlers } from "./car-report-handlers.ts";
