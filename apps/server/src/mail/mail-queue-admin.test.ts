import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import { REPO_ROOT } from "../config.ts";
import { programArgs } from "../test/server-process.ts";

const run = promisify(execFile);

describe("npm run admin -- mail-queue", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "carport-mail-queue-admin-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("lists the failed messages with their last error, without their bodies", async () => {
    const db = await openPglite(dataDir);
    await migrate(db);
    await db.query(
      `insert into mail_queue (channel, kind, to_address, brand, language_id, subject, text_body, status, attempts, last_error, finished_at)
       values ('mail', 'signInCode', 'owner@hacc.test', 'hacc', 0, 'Your code', '', 'failed', 6, '451 4.3.0 Try again later', now()),
              ('mail', 'passwordReset', 'owner@hacc.test', 'hacc', 0, 'Reset', 'secret link', 'queued', 0, null, null),
              ('mail', 'accountCode', 'kept@hacc.test', 'hacc', 0, 'Code', '', 'kept', 1, null, now())`,
    );
    await db.close();

    // The PGlite folder above, whatever database the test run itself is given.
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const { stdout } = await run(process.execPath, [...programArgs("admin"), "mail-queue", "--status", "failed"], { cwd: REPO_ROOT, env });
    expect(stdout).toMatch(/failed.*signInCode.*owner@hacc\.test.*6.*451 4\.3\.0 Try again later/);
    expect(stdout).not.toMatch(/passwordReset|secret link|kept@hacc\.test/);
  });

  it("lists a mail only kept in the outbox (no SMTP_URL) as kept, and not among the sent", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const admin = (...args: string[]) => run(process.execPath, [...programArgs("admin"), "mail-queue", ...args], { cwd: REPO_ROOT, env });
    expect((await admin("--status", "kept")).stdout).toMatch(/kept.*accountCode.*kept@hacc\.test/);
    expect((await admin("--status", "sent")).stdout).toContain("no such message in the queue");
  });
});
