import pg from "pg";
import type { TestServer } from "./test-server.ts";

/** A cache's hits and misses as /metrics reports them: `carport_<cache>_lookups_total`. */
export async function cacheLookups(
  server: Pick<TestServer, "app">,
  cache: "session_cache" | "answer_cache",
): Promise<{ hit: number; miss: number }> {
  const text = (await server.app.inject({ method: "GET", url: "/metrics" })).body;
  const count = (result: string) => Number(new RegExp(`carport_${cache}_lookups_total\\{result="${result}"\\} (\\d+)`).exec(text)?.[1]);
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
