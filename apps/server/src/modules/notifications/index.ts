/** The front door of `notifications`: all that other areas may import of it (apps/server/src/test/boundaries checks). */
export { saveSetting } from "./notification-settings-repository.ts";
export { typesFor } from "./notification-types.ts";
export { type VehicleNotifier } from "./vehicle-notifier.ts";
