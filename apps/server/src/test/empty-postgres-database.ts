import { randomBytes } from "node:crypto";
import pg from "pg";

/** The PostgreSQL server tests and benchmarks create their private databases on. */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface EmptyPostgresDatabase {
  /** postgres://…/<prefix>_<random>: nothing in it, not even migrations (unless made from a template). */
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

/** Waits (bounded, about 2 s) until nobody is connected to the database: a pool's end resolves before its connections are gone. */
async function untilNoConnections(admin: pg.Client, name: string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const { rows } = await admin.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
    if (rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function waitForNoConnections(name: string, adminUrl = POSTGRES_ADMIN_URL): Promise<void> {
  return asAdmin(adminUrl, (admin) => untilNoConnections(admin, name));
}

/** SQLSTATE 55006: the template is being accessed by other users (a pool's last connection leaving, autovacuum). */
const OBJECT_IN_USE = "55006";

/**
 * A new database on the shared PostgreSQL server, for a test, a journey or a benchmark run: empty,
 * or with `template`, PostgreSQL's own copy of that database (which nobody may be connected to).
 */
export async function createEmptyPostgresDatabase(
  options: { prefix?: string; adminUrl?: string; template?: string } = {},
): Promise<EmptyPostgresDatabase> {
  const adminUrl = options.adminUrl ?? POSTGRES_ADMIN_URL;
  const name = `${options.prefix ?? "carport_test"}_${randomBytes(6).toString("hex")}`;
  const template = options.template;
  await asAdmin(adminUrl, async (admin) => {
    if (!template) return admin.query(`create database ${name}`);
    for (let tries = 1; ; tries++) {
      try {
        return await admin.query(`create database ${name} template ${pg.escapeIdentifier(template)}`);
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || tries === 20) throw error;
        await untilNoConnections(admin, template);
      }
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      asAdmin(adminUrl, async (admin) => {
        // Forcing the drop under a pool's leaving connection makes its client emit an error nobody
        // listens to any more: wait for them (bounded), then drop.
        await untilNoConnections(admin, name);
        await admin.query(`drop database if exists ${name} with (force)`);
      }),
  };
}
