import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../config.ts";
import { openPglite } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import { ensureCurrentTerms } from "../modules/terms/terms-repository.ts";
import { seedDemo } from "../seed/demo-seed.ts";
import { programArgs } from "../test/server-process.ts";

const run = promisify(execFile);

describe("npm run admin on a PGlite folder", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "carport-admin-pglite-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** The tool as an operator runs it on this folder, whatever database the test run is given. */
  async function admin(...args: string[]) {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    try {
      const { stdout, stderr } = await run(process.execPath, [...programArgs("admin"), ...args], {
        cwd: REPO_ROOT,
        env,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it("says to stop the server (or use DATABASE_URL) while another process has the folder open", async () => {
    const db = await openPglite(dataDir);
    await migrate(db);
    await ensureCurrentTerms(db);
    await seedDemo(db);
    try {
      const refused = await admin("accounts");
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`The PGlite data directory ${dataDir} is in use by process ${process.pid}`);
      expect(refused.stderr).toContain("Stop the server first, or use DATABASE_URL");
      expect(refused.stdout).toBe("");

      // A second server (the demo) on the same folder is stopped the same way, before it touches the files.
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DEMO: "1",
        DATA_DIR: dataDir,
        PORT: "0",
        EMBEDDED_MQTT_PORT: "0",
        LOG_LEVEL: "warn",
      };
      delete env.DATABASE_URL;
      const server = await run(process.execPath, programArgs("server"), {
        cwd: REPO_ROOT,
        env,
        timeout: 60_000,
      }).then(
        () => ({ code: 0, stderr: "" }),
        (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
      );
      expect(server.code).toBe(1);
      expect(server.stderr).toContain(`The PGlite data directory ${dataDir} is in use by process ${process.pid}`);
    } finally {
      await db.close();
    }
    const listed = await admin("accounts");
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain("demo@hacc.test");
  }, 120_000);

  it("deletes nothing without --yes, and provisions a CSV file line by line", async () => {
    const unconfirmed = await admin("purge-demo");
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.stderr).toContain("run it again with --yes");

    const file = path.join(dataDir, "..", `${path.basename(dataDir)}.csv`);
    fs.writeFileSync(
      file,
      "vin,brand,model-code,model-name,model-year,fuel,gen,owner-first,owner-last,postal,dealer-token\n" +
        "KMHCLX00000000001,hacc,HKN1,Kona,2025,E,3,Ana,Lopez,M5V 2T6,T-1\n" +
        "KMHCLX00000000002,nope,HKN1,Kona,2025,E,3,Ana,Lopez,M5V 2T6,T-2\n",
    );
    try {
      const provisioned = await admin("provision-csv", "--file", file);
      expect(provisioned.code).toBe(1);
      expect(provisioned.stdout).toMatch(
        /line 2: provisioned KMHCLX00000000001; its vehicle-link identity:\n {2}user name \(and MQTT client id\): car-KMHCLX00000000001\n {2}secret \(shown once, stored only as a hash\): \S{32,}/,
      );
      expect(provisioned.stdout).toContain("line 3: refused: --brand must be one of hacc, kci, gen");
      expect(provisioned.stdout).toContain("1 provisioned, 0 skipped, 1 refused");
    } finally {
      fs.rmSync(file, { force: true });
    }

    const purged = await admin("purge-demo", "--yes");
    expect(purged.code).toBe(0);
    expect(purged.stdout).toMatch(
      /^deleted \d+ demo account\(s\) \(demo@gen\.test, demo@hacc\.test, .*fleet@gen\.test, second@hacc\.test\) and \d+ demo car\(s\) from the factory record$/m,
    );

    const db = await openPglite(dataDir);
    try {
      expect(await db.query("select email from accounts")).toEqual([]);
      expect(await db.query("select vin from factory_vehicles")).toEqual([{ vin: "KMHCLX00000000001" }]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
