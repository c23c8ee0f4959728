/** What the server's thread and the PGlite thread (pglite-thread.ts) say to each other. */
export interface PgliteThreadData {
  dataDir: string;
  /** PGlite's WebAssembly, compiled once by the process for all its PGlite threads. */
  pgliteWasmModule: WebAssembly.Module;
  /** A data-folder tarball (PGlite's dumpDataDir) to start from instead of an empty database. */
  loadDataDir?: string | undefined;
}

export type PgliteRequest = { id: number } & (
  | { op: "query"; sql: string; params: unknown[] }
  | { op: "begin" }
  | { op: "transactionQuery"; transaction: number; sql: string; params: unknown[] }
  | { op: "transactionExec"; transaction: number; sql: string }
  | { op: "end"; transaction: number; commit: boolean }
  | { op: "listen"; channel: string }
  | { op: "dump" }
  | { op: "close" }
);

/** An answer to request `id` (0: the thread's start), or a notification heard on a channel. */
export type PgliteReply =
  | { id: number; result: unknown; error?: undefined }
  | { id: number; error: { message: string; fields: Record<string, string | number> } }
  | { channel: string; payload: string };
