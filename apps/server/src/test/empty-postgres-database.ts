import { randomBytes } from "node:crypto";
import pg from "pg";

const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface EmptyPostgresDatabase {
  /** postgres://…/carport_test_<random>: nothing in it, not even migrations. */
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the shared test PostgreSQL, for a server process to set up itself. */
export async function createEmptyPostgresDatabase(): Promise<EmptyPostgresDatabase> {
  const name = `carport_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
