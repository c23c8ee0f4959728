import pg from "pg";
import type { AnswerKindName } from "../config.ts";
import type { TestServer } from "./test-server.ts";

/**
 * A cache's hits and misses as /metrics reports them (`carport_<cache>_lookups_total`): the answer
 * cache's of one kind of answer when `kind` is given, else of all its kinds together.
 */
export async function cacheLookups(
  server: Pick<TestServer, "app">,
  cache: "session_cache" | "answer_cache",
  kind?: AnswerKindName,
): Promise<{ hit: number; miss: number }> {
  const text = (await server.app.inject({ method: "GET", url: "/metrics" })).body;
  const count = (result: string) => {
    let total = 0;
    for (const [, labels, value] of text.matchAll(new RegExp(`^carport_${cache}_lookups_total\\{([^}]*)\\} (\\d+)$`, "gm"))) {
      if (!labels!.includes(`result="${result}"`)) continue;
      if (kind && !labels!.includes(`kind="${kind}"`)) continue;
      total += Number(value);
    }
    return total;
  };
  return { hit: count("hit"), miss: count("miss") };
}

/** Runs SQL as another process would: on PostgreSQL over a connection of its own, on PGlite through the one handle. */
export async function asAnotherWriter(server: TestServer, sql: string, params: unknown[]): Promise<void> {
  if (!server.postgresUrl) {
    await server.db.query(sql, params);
    return;
  }
  const client = new pg.Client({ connectionString: server.postgresUrl });
  await client.connect();
  try {
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}
