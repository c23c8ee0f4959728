import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../config.ts";
import { DEMO_PASSWORD } from "../seed/demo-fleet.ts";
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from "../test/empty-postgres-database.ts";
import { httpClient } from "../test/http-client.ts";
import { TEST_DEVICE_ID } from "../test/new-device-steps.ts";
import { type CarportProcess, programArgs, startCarport } from "../test/server-process.ts";

const run = promisify(execFile);

/** The operator tool as an operator runs it, on the database env names (and on no other). */
async function admin(env: { DATA_DIR: string } | { DATABASE_URL: string }, ...args: string[]) {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!("DATABASE_URL" in env)) delete merged.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(process.execPath, [...programArgs("admin"), ...args], {
      cwd: REPO_ROOT,
      env: merged,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** What the owner sees of their cars. */
async function carsOf(server: CarportProcess, accessToken: string) {
  const { json } = await httpClient(server.url).call("vhcllst", {}, { accessToken });
  return (json.result.vehicles as { vin: string; nickName: string; vehicleId: string }[])
    .map(({ vin, nickName, vehicleId }) => ({ vin, nickName, vehicleId }))
    .sort((a, b) => a.vin.localeCompare(b.vin));
}

/**
 * Signs the demo owner in from the device they used before the move: the site remembers it, so no
 * one-time code is asked (a site that lost its rows would ask one, or know no such account).
 */
async function signInFromKnownDevice(server: CarportProcess): Promise<string> {
  const { json } = await httpClient(server.url).call(
    "v2/login",
    { loginId: "demo@hacc.test", password: DEMO_PASSWORD },
    { Deviceid: TEST_DEVICE_ID },
  );
  expect(json.responseHeader.responseCode, JSON.stringify(json.error)).toBe(0);
  return json.result.token.accessToken as string;
}

describe("a site moved from PGlite to PostgreSQL and back (export, import)", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "carport-site-export-"));
  const pgliteSite = { DATA_DIR: path.join(folder, "pglite") };
  const pgliteAgain = { DATA_DIR: path.join(folder, "pglite-again") };
  let postgres: EmptyPostgresDatabase | undefined;
  let server: CarportProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await postgres?.drop();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("keeps the owner's account, remembered device and renamed car through both moves", async () => {
    // A PGlite site: the demo, and an owner who signed in (a new device, by code) and renamed a car.
    server = await startCarport({ ...pgliteSite, WEB_DIST: "/nonexistent" });
    const client = httpClient(server.url);
    let token = await client.login("demo@hacc.test", DEMO_PASSWORD);
    const [first] = await carsOf(server, token);
    const renamed = await client.call("updvhclnck", { vehicleId: first!.vehicleId, nickName: "Moved car" }, { accessToken: token });
    expect(renamed.json.responseHeader.responseCode).toBe(0);
    const cars = await carsOf(server, token);
    expect(cars).toContainEqual({ ...first, nickName: "Moved car" });
    expect(await server.stop()).toBe(0);
    server = undefined;

    const exportFile = path.join(folder, "site.sql");
    const exported = await admin(pgliteSite, "export", "--to", exportFile);
    expect(exported.stderr).toBe("");
    expect(exported.stdout).toMatch(/^exported .*pglite to .*site\.sql: schema \d{3}_\w+\.sql, \d+ tables, \d+ rows, \d+ sequences\n$/);
    expect(fs.statSync(exportFile).mode & 0o777).toBe(0o600);

    // PostgreSQL's own client restores it into a fresh database: a plain SQL script.
    postgres = await createEmptyPostgresDatabase({ prefix: "carport_site_export" });
    const psql = process.env.PG_TOOLS_DIR ? path.join(process.env.PG_TOOLS_DIR, "psql") : "psql";
    await run(psql, ["--quiet", "--single-transaction", "-v", "ON_ERROR_STOP=1", "-f", exportFile, postgres.url]);

    server = await startCarport({ DATABASE_URL: postgres.url, WEB_DIST: "/nonexistent" });
    token = await signInFromKnownDevice(server);
    expect(await carsOf(server, token)).toEqual(cars);
    expect(await server.stop()).toBe(0);
    server = undefined;

    // A database with tables is never mixed with an export's rows.
    const refused = await admin({ DATABASE_URL: postgres.url }, "import", "--from", exportFile);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      "the database already has tables: import into an empty database (a new DATA_DIR, or createdb a new one for DATABASE_URL)",
    );

    // And back: PostgreSQL's export into a new PGlite folder, by the operator tool.
    const backFile = path.join(folder, "back.sql");
    expect((await admin({ DATABASE_URL: postgres.url }, "export", "--to", backFile)).code).toBe(0);
    const imported = await admin(pgliteAgain, "import", "--from", backFile);
    expect(imported.stderr).toBe("");
    expect(imported.stdout).toMatch(/^imported .*back\.sql into .*pglite-again: schema \d{3}_\w+\.sql, \d+ rows; /);

    server = await startCarport({ ...pgliteAgain, WEB_DIST: "/nonexistent" });
    token = await signInFromKnownDevice(server);
    expect(await carsOf(server, token)).toEqual(cars);
  }, 300_000);

  it("refuses a file that is not an export", async () => {
    const notAnExport = path.join(folder, "notes.sql");
    fs.writeFileSync(notAnExport, "drop table accounts;\n");
    const target = { DATA_DIR: path.join(folder, "pglite-refused") };
    const refused = await admin(target, "import", "--from", notAnExport);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(`${notAnExport} is not a Carport logical export (npm run admin -- export writes one)`);
  }, 120_000);
});
