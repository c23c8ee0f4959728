import { randomBytes } from "node:crypto";
import pg from "pg";

/** The PostgreSQL server tests and benchmarks create their private databases on. */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface EmptyPostgresDatabase {
  /** postgres://…/<prefix>_<random>: nothing in it, not even migrations. */
  url: string;
  /** Drops it once the connections to it are gone (waiting for them a while), or with them. */
  drop(): Promise<void>;
}

async function asAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the shared PostgreSQL server, for a test, a journey or a benchmark run. */
export async function createEmptyPostgresDatabase(options: { prefix?: string; adminUrl?: string } = {}): Promise<EmptyPostgresDatabase> {
  const adminUrl = options.adminUrl ?? POSTGRES_ADMIN_URL;
  const name = `${options.prefix ?? "carport_test"}_${randomBytes(6).toString("hex")}`;
  await asAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      asAdmin(adminUrl, async (admin) => {
        // A pool's end resolves before its connections are gone: forcing the drop under one makes its
        // client emit an error nobody listens to any more. Wait for them (bounded), then drop.
        for (let tries = 0; tries < 100; tries++) {
          const { rows } = await admin.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
          if (rows[0]!.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await admin.query(`drop database if exists ${name} with (force)`);
      }),
  };
}
