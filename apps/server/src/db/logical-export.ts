import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import type { Database, Queryable } from "./database.ts";
import { MIGRATIONS_DIR, migrationChecksum } from "./migrate.ts";
import { createPrivateFile } from "./private-files.ts";

/**
 * A logical export of a whole site: one plain SQL script, the same whichever database wrote it, that
 * PostgreSQL's psql restores into an empty database and that `importLogicalExport` loads into an
 * empty PGlite folder or PostgreSQL database. It holds, in order:
 *
 * - the session settings its values are written in (UTC, ISO dates, standard strings);
 * - the schema_migrations table and every migration the database applied, whole, in name order
 *   (the schema is rebuilt the way it was built, procedural bodies and all);
 * - the rows of every table, parents before children (foreign keys are checked as rows arrive), the
 *   tables' own triggers off while their rows go in (they only tell caches of changes);
 * - every sequence's position.
 *
 * Each chunk starts with a line `-- carport-export: <what>`: the importer runs chunk by chunk, psql
 * reads them as comments.
 */

const HEADER = "-- Carport logical export";
const MARK = "-- carport-export: ";
const ROWS_PER_INSERT = 500;

/** The settings the values below are written in, and read back with. */
const SESSION_SETTINGS = [
  "set client_encoding = 'UTF8';",
  "set standard_conforming_strings = on;",
  "set datestyle = 'ISO, MDY';",
  "set intervalstyle = 'postgres';",
  "set timezone = 'UTC';",
  "set client_min_messages = warning;",
];

/** As migrate() creates it: the checksums recorded below are checked against the files at the next start. */
const SCHEMA_MIGRATIONS_TABLE =
  "create table schema_migrations (version text primary key, applied_at timestamptz not null default now(), checksum text);";

export interface ExportSummary {
  /** The last migration the database applied. */
  schemaVersion: string;
  tables: number;
  rows: number;
  sequences: number;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The tables of the public schema, parents before children, otherwise in the order they were created. */
async function tablesInLoadOrder(tx: Queryable): Promise<string[]> {
  const tables = (
    await tx.query<{ name: string }>(
      "select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by oid",
    )
  ).map((t) => t.name);
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  const references = await tx.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and c.relnamespace = 'public'::regnamespace and p.relnamespace = 'public'::regnamespace`,
  );
  for (const { child, parent } of references) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.find((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (!next) throw new Error("the tables' foreign keys form a cycle: this export cannot order their rows");
    ordered.push(next);
    placed.add(next);
  }
  return ordered;
}

/** The migration files the database applied, checked against this release's: the schema the export rebuilds. */
async function appliedMigrations(tx: Queryable, dir: string): Promise<{ version: string; sql: string }[]> {
  const applied = await tx.query<{ version: string; checksum: string | null }>(
    "select version, checksum from schema_migrations order by version",
  );
  if (applied.length === 0) throw new Error("this database has no schema yet: nothing to export");
  return applied.map(({ version, checksum }) => {
    const file = path.join(dir, version);
    if (!fs.existsSync(file))
      throw new Error(
        `this database applied the migration ${version}, which this release does not have: export with the release that applied it`,
      );
    const sql = fs.readFileSync(file, "utf8");
    if (checksum !== null && checksum !== migrationChecksum(sql))
      throw new Error(`the migration ${version} differs from the one this database applied: put back the released file`);
    return { version, sql };
  });
}

/**
 * Writes the export of the open database (PGlite or PostgreSQL) to file, 0600 (it holds every
 * account's data), from one consistent snapshot. The database is read as it is, not migrated first.
 */
export async function writeLogicalExport(db: Database, file: string, options: { migrationsDir?: string } = {}): Promise<ExportSummary> {
  createPrivateFile(file);
  const fd = fs.openSync(file, "w");
  const write = (text: string) => void fs.writeSync(fd, text);
  try {
    const summary = await db.transaction(async (tx) => {
      await tx.query("set transaction isolation level repeatable read, read only");
      // Values are written as PostgreSQL prints them under these settings, and read back under the same.
      for (const setting of ["set local datestyle = 'ISO, MDY'", "set local intervalstyle = 'postgres'", "set local timezone = 'UTC'"])
        await tx.query(setting);
      await tx.query("set local extra_float_digits = 1");
      await tx.query("set local bytea_output = 'hex'");
      const migrations = await appliedMigrations(tx, options.migrationsDir ?? MIGRATIONS_DIR);
      const schemaVersion = migrations.at(-1)!.version;
      const [{ server }] = (await tx.query<{ server: string }>("select current_setting('server_version') as server")) as [
        { server: string },
      ];
      write(
        `${HEADER} (schema ${schemaVersion}, from ${db.kind === "pglite" ? "PGlite" : "PostgreSQL"} ${server}).\n` +
          `-- Restore into an empty PostgreSQL database: psql --single-transaction -v ON_ERROR_STOP=1 -f FILE postgres://…\n` +
          `-- or with the operator tool, into an empty DATA_DIR or DATABASE_URL: npm run admin -- import --from FILE\n`,
      );
      write(`${MARK}settings\n${SESSION_SETTINGS.join("\n")}\n`);
      write(`${MARK}schema_migrations\n${SCHEMA_MIGRATIONS_TABLE}\n`);
      // Whole, as migrate() runs them; the empty statement after each closes a last one without its semicolon.
      for (const { version, sql } of migrations) write(`${MARK}migration ${version}\n${sql}\n;\n`);

      const tables = await tablesInLoadOrder(tx);
      // Rows the migrations themselves inserted are replaced by the site's.
      write(`${MARK}empty the tables\ntruncate ${tables.map(quoteIdent).join(", ")};\n`);
      const triggers = await tx.query<{ table: string; trigger: string }>(
        `select c.relname as table, t.tgname as trigger from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where c.relnamespace = 'public'::regnamespace and not t.tgisinternal and t.tgenabled <> 'D' order by c.relname, t.tgname`,
      );
      const toggleTriggers = (action: "disable" | "enable") =>
        triggers.map((t) => `alter table ${quoteIdent(t.table)} ${action} trigger ${quoteIdent(t.trigger)};`).join("\n");
      if (triggers.length) write(`${MARK}triggers off while rows go in\n${toggleTriggers("disable")}\n`);

      let rows = 0;
      for (const table of tables) {
        const columns = (
          await tx.query<{ name: string }>(
            `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
            [`public.${quoteIdent(table)}`],
          )
        ).map((c) => c.name);
        const values = columns.map((c) => `quote_nullable(${quoteIdent(c)}::text)`).join(", ");
        await tx.query(
          `declare carport_export no scroll cursor for select '(' || concat_ws(', ', ${values}) || ')' as v from public.${quoteIdent(table)}`,
        );
        const into = `insert into ${quoteIdent(table)} (${columns.map(quoteIdent).join(", ")}) values\n`;
        for (;;) {
          const batch = await tx.query<{ v: string }>(`fetch forward ${ROWS_PER_INSERT} from carport_export`);
          if (batch.length === 0) break;
          write(`${MARK}rows of ${table}: ${batch.length}\n${into}${batch.map((r) => r.v).join(",\n")};\n`);
          rows += batch.length;
        }
        await tx.query("close carport_export");
      }

      const sequences = (
        await tx.query<{ name: string }>(
          "select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'S' order by relname",
        )
      ).map((s) => s.name);
      if (sequences.length) {
        const positions: string[] = [];
        for (const sequence of sequences) {
          const [{ last_value, is_called }] = (await tx.query<{ last_value: string; is_called: boolean }>(
            `select last_value::text, is_called from public.${quoteIdent(sequence)}`,
          )) as [{ last_value: string; is_called: boolean }];
          positions.push(`select pg_catalog.setval(${quoteLiteral(`public.${quoteIdent(sequence)}`)}, ${last_value}, ${is_called});`);
        }
        write(`${MARK}sequences\n${positions.join("\n")}\n`);
      }
      if (triggers.length) write(`${MARK}triggers back on\n${toggleTriggers("enable")}\n`);
      write(`${MARK}end\n`);
      return { schemaVersion, tables: tables.length, rows, sequences: sequences.length };
    });
    fs.closeSync(fd);
    return summary;
  } catch (error) {
    fs.closeSync(fd);
    // No partial file left to be taken for an export.
    fs.rmSync(file, { force: true });
    throw error;
  }
}

/** The chunks of an export file, each as the importer runs it. */
async function* chunksOf(file: string): AsyncGenerator<{ label: string; sql: string }> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, { encoding: "utf8" }), crlfDelay: Infinity });
  let label: string | undefined;
  let sql: string[] = [];
  let first = true;
  for await (const line of lines) {
    if (first && !line.startsWith(HEADER)) throw new Error(`${file} is not a Carport logical export (npm run admin -- export writes one)`);
    first = false;
    if (!line.startsWith(MARK)) {
      if (label !== undefined) sql.push(line);
      continue;
    }
    if (label !== undefined) yield { label, sql: sql.join("\n") };
    label = line.slice(MARK.length);
    sql = [];
  }
  if (label !== "end") throw new Error(`${file} ends early (no end mark): the export was cut short`);
}

/**
 * Loads an export into the open database, which must be empty (no table in its public schema), all
 * in one transaction: the whole site lands, or nothing. The schema is the one the export recorded;
 * the server brings it up to date when it next starts. Answers the export's schema version.
 */
export async function importLogicalExport(db: Database, file: string): Promise<{ schemaVersion: string; tables: number; rows: number }> {
  if (!fs.existsSync(file)) throw new Error(`no export at ${file}`);
  const existing = await db.query("select 1 from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' limit 1");
  if (existing.length > 0)
    throw new Error(
      "the database already has tables: import into an empty database (a new DATA_DIR, or createdb a new one for DATABASE_URL)",
    );
  return db.transaction(async (tx) => {
    if (!tx.exec) throw new Error("this database cannot run a script");
    let schemaVersion = "";
    const tables = new Set<string>();
    let rows = 0;
    for await (const { label, sql } of chunksOf(file)) {
      if (label.startsWith("migration ")) schemaVersion = label.slice("migration ".length);
      const counted = /^rows of (.+): (\d+)$/.exec(label);
      if (counted) {
        tables.add(counted[1]!);
        rows += Number(counted[2]);
      }
      await tx.exec(sql);
    }
    return { schemaVersion, tables: tables.size, rows };
  });
}
