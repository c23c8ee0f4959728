/** The front door of `remote`: all that other areas may import of it (apps/server/src/test/boundaries checks). */
export { presentTransaction, type RemoteCommandService } from "./remote-command-service.ts";
export type { TransactionRecord } from "./transaction-repository.ts";
