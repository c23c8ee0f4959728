import { createHash } from "node:crypto";
import fs from "node:fs";
import { claimDataDir } from "./pglite-dir-lock.ts";
import { startFromTemplate } from "./pglite-template-start.ts";
import { keepNewFilesPrivate, makePrivate } from "./private-files.ts";
import { noticesAfterCommit } from "./notices-after-commit.ts";
import { startPgliteThread, type PgliteThread } from "./pglite-in-thread.ts";
import pg from "pg";

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /**
   * Tells this process's caches what a write changed ("s:<vehicle id>"…), as the database's
   * triggers will tell every process by NOTIFY a moment later: given to `onWrite` listeners once
   * the write is visible (at once outside a transaction, on commit inside one).
   */
  announce(payload: string): void;
  /** Runs a whole SQL script, several statements and no parameters, as written (a migration file); in a transaction only. */
  exec?(sql: string): Promise<void>;
}

/** The database the server keeps its data in: embedded PGlite or a PostgreSQL server. */
export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Runs fn in one transaction: all of its writes land, or none. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `written` with the changes this process announced through this handle, once they are
   * visible to every reader (at once outside a transaction, after its commit inside one); answers a
   * function that stops the calls.
   */
  onWrite(written: WriteListener): () => void;
  /**
   * Hears NOTIFY on a channel, from every process using the database. `live(false)` says
   * notifications may have been missed (the listening connection dropped); `live(true)` says they
   * are heard again. Answers a function that stops listening.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /**
   * NOTIFY outside any transaction, after what it tells of has committed: the notices of a burst go
   * in one statement (db/notices-after-commit.ts). Answers once sent; a notice that fails is lost.
   */
  notify(channel: string, payload: string): Promise<void>;
  /** Connections in use and waiting, for /metrics. */
  poolStats(): { total: number; idle: number; waiting: number };
  /** PGlite only: the whole data folder as a gzip tarball (a backup taken through the open handle). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface NotificationHandlers {
  message(payload: string): void;
  live(isLive: boolean): void;
}

export type WriteListener = (announced: string[]) => void;

/** The write listeners of one handle; a transaction keeps its announcements until it commits. */
function writeListeners() {
  const listeners = new Set<WriteListener>();
  return {
    add(written: WriteListener) {
      listeners.add(written);
      return () => void listeners.delete(written);
    },
    committed(announced: string[]) {
      if (announced.length > 0) for (const written of listeners) written(announced);
    },
  };
}

/**
 * PGlite in a folder (or in memory with "memory://"), on a thread of its own (pglite-in-thread.ts);
 * `loadDataDir`: a tarball of dumpDataDir's to start a new one from (tests start from a seeded one).
 */
export async function openPglite(dataDir: string, options: { loadDataDir?: string } = {}): Promise<Database> {
  let release = () => {};
  if (!dataDir.startsWith("memory://")) {
    // Password hashes, signing and sealing keys: the folder and its files are the server's user's alone
    // (an older Carport left them 0666).
    keepNewFilesPrivate();
    makePrivate(dataDir);
    release = claimDataDir(dataDir);
  }
  let thread: PgliteThread;
  try {
    thread = await startPgliteThread(dataDir, options.loadDataDir);
  } catch (error) {
    release();
    throw error;
  }
  // A new folder's files come from PGlite's template with mode 0666 whatever the umask: made private
  // once PGlite is up (the folder itself already was). What PostgreSQL creates later is 0600 under umask 077.
  if (!dataDir.startsWith("memory://")) makePrivate(dataDir);
  const writes = writeListeners();
  const run = <Row>(sql: string, params: unknown[]) => thread.ask<Row[]>({ op: "query", sql, params });
  const sendNotice = noticesAfterCommit(run);
  return {
    kind: "pglite",
    async query<Row>(sql: string, params: unknown[] = []) {
      return run<Row>(sql, params);
    },
    notify: (channel, payload) => sendNotice({ channel, payload }),
    announce: (payload) => writes.committed([payload]),
    async transaction(fn) {
      const transaction = await thread.ask<number>({ op: "begin" });
      const announced: string[] = [];
      let result;
      try {
        result = await fn({
          query: <Row>(sql: string, params: unknown[] = []) => thread.ask<Row[]>({ op: "transactionQuery", transaction, sql, params }),
          exec: (sql: string) => thread.ask<void>({ op: "transactionExec", transaction, sql }),
          announce: (payload) => void announced.push(payload),
        });
      } catch (error) {
        await thread.ask({ op: "end", transaction, commit: false }).catch(() => {});
        throw error;
      }
      await thread.ask({ op: "end", transaction, commit: true });
      writes.committed(announced);
      return result;
    },
    onWrite: writes.add,
    // One process holds the folder, so notifications come from this handle alone and are never missed.
    async listen(channel, handlers) {
      const stop = thread.onNotification(channel, handlers.message);
      await thread.ask({ op: "listen", channel });
      handlers.live(true);
      return async () => stop();
    },
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
    dumpDataDir: async () => new Blob([await thread.ask<ArrayBuffer>({ op: "dump" })]),
    close: async () => {
      await thread.close();
      release();
    },
  };
}

/**
 * A query with parameters as a named prepared statement: each pooled connection parses and plans
 * it once, then only binds and executes (the session's lateral join cost more to plan than to
 * run). The name is the text's hash; the code's SQL texts are a fixed set, so the per-connection
 * statement cache stays small. Parameterless texts (migrations, several statements) stay unnamed.
 */
function statement(sql: string, params: unknown[]): pg.QueryConfig {
  if (params.length === 0) return { text: sql };
  let name = statementNames.get(sql);
  if (!name) statementNames.set(sql, (name = `q${createHash("sha1").update(sql).digest("base64url")}`));
  return { name, text: sql, values: params };
}
const statementNames = new Map<string, string>();

/** A PostgreSQL server through a connection pool. */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server drops (restart, outage) is reported here; without a listener it
  // would end the process. The pool replaces it, and calls meanwhile answer 503 (see isDatabaseOutage).
  pool.on("error", () => {});
  await pool.query("select 1");
  const writes = writeListeners();
  const sendNotice = noticesAfterCommit((sql, params) => pool.query(statement(sql, params)));
  return {
    kind: "postgres",
    notify: (channel, payload) => sendNotice({ channel, payload }),
    async query<Row>(sql: string, params: unknown[] = []) {
      const { rows } = await pool.query(statement(sql, params));
      return rows as Row[];
    },
    announce: (payload) => writes.committed([payload]),
    async transaction(fn) {
      const client = await pool.connect();
      // A checked-out client whose connection drops between two statements emits "error"; unheard,
      // that would end the process. Heard, the next statement fails (503) and the pool drops the client.
      let broken: Error | undefined;
      const onError = (error: Error) => (broken = error);
      client.on("error", onError);
      const announced: string[] = [];
      try {
        await client.query("begin");
        const result = await fn({
          query: async <Row>(sql: string, params: unknown[] = []) => (await client.query(statement(sql, params))).rows as Row[],
          // Without parameters pg speaks PostgreSQL's simple query protocol, which takes several statements.
          exec: async (sql: string) => void (await client.query(sql)),
          announce: (payload) => void announced.push(payload),
        });
        await client.query("commit");
        writes.committed(announced);
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => {});
        throw error;
      } finally {
        client.removeListener("error", onError);
        client.release(broken);
      }
    },
    onWrite: writes.add,
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** How long a dropped listening connection waits before connecting again. */
const RELISTEN_DELAY_MS = 500;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries), connected again
 * whenever it drops: notifications sent meanwhile are lost, hence `live(false)` until it listens again.
 */
async function listenOnPostgres(url: string, channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const current = new pg.Client({ connectionString: url });
    client = current;
    const dropped = () => {
      if (client !== current) return;
      client = undefined;
      handlers.live(false);
      current.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), RELISTEN_DELAY_MS);
    };
    current.on("error", dropped);
    current.on("end", dropped);
    current.on("notification", (notification) => {
      if (notification.channel === channel) handlers.message(notification.payload ?? "");
    });
    try {
      await current.connect();
      await current.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      dropped();
      throw error;
    }
    if (client === current && !stopped) handlers.live(true);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}

/**
 * Runs fn in one transaction, handing it a Database whose queries run in that transaction and whose
 * own transaction() joins it: services written against Database then write all or nothing together.
 */
export function inOneTransaction<T>(db: Database, fn: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn({ ...db, query: (sql, params) => tx.query(sql, params), transaction: (inner) => inner(tx) }));
}

const OUTAGE_ERRNOS = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EHOSTUNREACH"]);

/**
 * Whether an error says the database cannot be reached right now (refused, dropped, shutting down,
 * starting up) rather than that a query is wrong: such calls answer 503 and the pool reconnects.
 */
export function isDatabaseOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (OUTAGE_ERRNOS.has(code)) return true;
    // SQLSTATE class 08 (connection exception) and 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now).
    if (/^08/.test(code) || /^57P0[123]$/.test(code)) return true;
  }
  return /Connection terminated|terminating connection|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(
    error.message,
  );
}

export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  /** PGlite: the template (its tarball's path) to start a fresh DATA_DIR from (pglite-template.ts). */
  pgliteTemplate?: string | undefined;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize);
  return openPglite(options.dataDir, options.pgliteTemplate ? startFromTemplate(options.dataDir, options.pgliteTemplate) : {});
}
