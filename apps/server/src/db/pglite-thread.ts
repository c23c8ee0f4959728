// The thread that holds an embedded PGlite (see pglite-in-thread.ts, which starts it and speaks to it).
import { readFile } from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pglitePreparedStatements } from "./pglite-statements.ts";
import type { PgliteReply, PgliteRequest, PgliteThreadData } from "./pglite-thread-messages.ts";

const { dataDir, pgliteWasmModule, loadDataDir } = workerData as PgliteThreadData;
const port = parentPort!;

/** An error as plain data: its message and the fields PostgreSQL gave it (code, constraint, detail…). */
function errorData(error: unknown): { message: string; fields: Record<string, string | number> } {
  const fields: Record<string, string | number> = {};
  if (error && typeof error === "object") {
    for (const [key, value] of Object.entries(error)) if (typeof value === "string" || typeof value === "number") fields[key] = value;
  }
  return { message: error instanceof Error ? error.message : String(error), fields };
}

const reply = (message: PgliteReply) => port.postMessage(message);
const answer = (id: number, work: () => Promise<unknown>) =>
  work().then(
    (result) => reply({ id, result }),
    (error: unknown) => reply({ id, error: errorData(error) }),
  );

let db: PGlite;
try {
  const tarball = loadDataDir ? new Blob([await readFile(loadDataDir)]) : undefined;
  db = await PGlite.create(dataDir, {
    pgliteWasmModule,
    // PostgreSQL's default 128 MB of shared buffers grows PGlite's WebAssembly memory past its initial
    // 128 MiB and stays resident; one connection on a site's data needs far less (the kernel caches
    // the folder's files beneath it). 32 MB: a fresh start's resident memory about 60 MiB lower.
    postgresqlconf: ["shared_buffers = 32MB"],
    ...(tarball ? { loadDataDir: tarball } : {}),
  });
} catch (error) {
  reply({ id: 0, error: errorData(error) });
  process.exit(1);
}
const statements = pglitePreparedStatements(db);

/** The transactions open on behalf of the other thread, each waiting for its end to be asked. */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
let lastTransaction = 0;
const endings = new Map<number, Promise<void>>();
const listening = new Set<string>();

port.on("message", (request: PgliteRequest) => {
  switch (request.op) {
    case "query":
      return answer(request.id, () => statements.query(request.sql, request.params));
    case "begin": {
      const number = ++lastTransaction;
      let began = false;
      // Held open by PGlite's transaction (and its lock) until the other thread asks for its end.
      const ending = db
        .transaction(async (tx) => {
          began = true;
          const commit = await new Promise<boolean>((end) => {
            open.set(number, { tx, end });
            reply({ id: request.id, result: number });
          });
          if (!commit) await tx.rollback();
        })
        .finally(() => open.delete(number));
      // One that could not begin answers its begin; one that began answers at its end.
      ending.catch((error: unknown) => !began && reply({ id: request.id, error: errorData(error) }));
      endings.set(number, ending);
      return;
    }
    case "transactionQuery": {
      const { tx } = open.get(request.transaction) ?? {};
      if (!tx) return reply({ id: request.id, error: { message: "no such transaction", fields: {} } });
      return answer(request.id, () => statements.queryInTransaction(tx, request.sql, request.params));
    }
    case "transactionExec": {
      const { tx } = open.get(request.transaction) ?? {};
      if (!tx) return reply({ id: request.id, error: { message: "no such transaction", fields: {} } });
      return answer(request.id, async () => void (await tx.exec(request.sql)));
    }
    case "end": {
      const ending = endings.get(request.transaction);
      endings.delete(request.transaction);
      open.get(request.transaction)?.end(request.commit);
      return answer(request.id, async () => void (await ending));
    }
    case "listen":
      return answer(request.id, async () => {
        if (listening.has(request.channel)) return;
        listening.add(request.channel);
        await db.listen(request.channel, (payload) => reply({ channel: request.channel, payload }));
      });
    case "dump":
      return answer(request.id, async () => (await db.dumpDataDir("gzip")).arrayBuffer());
    case "close":
      return answer(request.id, () => db.close());
  }
});
reply({ id: 0, result: "ready" });
