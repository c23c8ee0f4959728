import { parse, protocol, type PGlite, type Transaction } from "@electric-sql/pglite";

/** PGlite's own locks, as its `query` and `transaction` take them. */
interface PgliteLocks {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

const { serialize } = protocol;

/** Past this many texts (the code has a few hundred), new ones run as PGlite's `query` runs them, unkept. */
const MOST_PREPARED = 2_000;

function joined(messages: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let at = 0;
  for (const message of messages) {
    all.set(message, at);
    at += message.length;
  }
  return all;
}

/** A statement prepared before a change of the tables it reads changed its columns. */
function isStalePlan(error: unknown): boolean {
  return (error as { code?: string })?.code === "0A000" && /cached plan must not change result type/.test(String(error));
}

/**
 * Named prepared statements on PGlite, as `statement` in database.ts gives PostgreSQL. PGlite's own
 * `query` parses, describes and plans a statement on every call, in six calls into its
 * WebAssembly: planning the session check took five times as long as running it. Here a text is
 * parsed once under a name (its parameter types kept), and each run is one call: bind, describe,
 * execute and sync, its answer parsed by PGlite's own parsers. The code's SQL texts are a fixed
 * set, so the statements kept stay few; parameterless texts (DDL, `begin`…) stay on PGlite's `query`.
 */
export function pglitePreparedStatements(pg: PGlite) {
  const locks = pg as unknown as PgliteLocks;
  const prepared = new Map<string, { name: string; paramTypes: number[] }>();
  let named = 0;

  async function prepare(sql: string) {
    let statement = prepared.get(sql);
    if (statement) return statement;
    const name = `carport_${++named}`;
    const messages = await pg.execProtocolStream(
      joined([serialize.parse({ name, text: sql }), serialize.describe({ type: "S", name }), serialize.sync()]),
      { syncToFs: false },
    );
    statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    prepared.set(sql, statement);
    return statement;
  }

  async function run<Row>(sql: string, params: unknown[], retried = false): Promise<Row[]> {
    const { name, paramTypes } = await prepare(sql);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    try {
      const messages = await pg.execProtocolStream(
        joined([serialize.bind({ statement: name, values }), serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false },
      );
      return (parse.parseResults(messages, pg.parsers)[0]?.rows ?? []) as Row[];
    } catch (error) {
      if (retried || !isStalePlan(error)) throw error;
      prepared.delete(sql);
      return run<Row>(sql, params, true);
    }
  }

  const onPglitesOwn = (sql: string, params: unknown[]) => params.length === 0 || (prepared.size >= MOST_PREPARED && !prepared.has(sql));

  return {
    /** Outside a transaction: after any running one, written through to disk as PGlite's `query` is. */
    async query<Row>(sql: string, params: unknown[]): Promise<Row[]> {
      if (onPglitesOwn(sql, params)) return (await pg.query<Row>(sql, params)).rows;
      return locks._runExclusiveTransaction(() =>
        locks._runExclusiveQuery(async () => {
          const rows = await run<Row>(sql, params);
          await pg.syncToFs();
          return rows;
        }),
      );
    },
    /** Inside the transaction `tx` that PGlite's `transaction` holds (its commit writes through). */
    async queryInTransaction<Row>(tx: Transaction, sql: string, params: unknown[]): Promise<Row[]> {
      if (onPglitesOwn(sql, params)) return (await tx.query<Row>(sql, params)).rows;
      return locks._runExclusiveQuery(() => run<Row>(sql, params));
    },
  };
}
