/** The front door of `remote`: all that other areas may import of it (apps/server/src/test/boundaries checks). */
export { type RemoteCommandService } from "./remote-command-service.ts";
export { outcomeOf, recordCommandOutcomes } from "./command-outcomes.ts";
export { presentTransaction } from "./command-shapes.ts";
export { completeTransactions, isTransactionOfVin, type TransactionRecord } from "./transaction-repository.ts";
