/** The front door of `schedules`: all that other areas may import of it (apps/server/src/test/boundaries checks). */
export { chargeScheduleFromWire, departureWire, hvacSchedulesFromWire, offPeakOf, offPeakWire } from "./schedule-wire.ts";
