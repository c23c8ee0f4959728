import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../config.ts";
import { writePrivateFile } from "./private-files.ts";
import { programArgs } from "../test/server-process.ts";

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carport-private-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `npm run admin -- <args>` under umask 000 (every file world-writable unless Carport says otherwise), on PGlite in dataDir. */
async function admin(dataDir: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, BACKUP_DIR: path.join(dir, "backups") };
  delete env.DATABASE_URL;
  await run("sh", ["-c", 'umask 000 && exec "$0" "$@"', process.execPath, ...programArgs("admin"), ...args], {
    cwd: REPO_ROOT,
    env,
  });
}

/** Every folder and file under root (root included) whose mode is not 0700 (folders) or 0600 (files). */
function notPrivate(root: string): string[] {
  const found: string[] = [];
  const check = (at: string) => {
    const stat = fs.statSync(at);
    const mode = stat.mode & 0o777;
    if (stat.isDirectory()) {
      if (mode !== 0o700) found.push(`${at} ${mode.toString(8)}`);
      for (const name of fs.readdirSync(at)) check(path.join(at, name));
    } else if (mode !== 0o600) found.push(`${at} ${mode.toString(8)}`);
  };
  check(root);
  return found;
}

/** Makes everything under root world-readable and writable, as an older Carport left it. */
function openToAll(root: string) {
  fs.chmodSync(root, 0o777);
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const at = path.join(root, entry.name);
    if (entry.isDirectory()) openToAll(at);
    else fs.chmodSync(at, 0o666);
  }
}

describe("files holding secrets, under umask 000", () => {
  const data = path.join(dir, "data", "pglite");
  const backup = path.join(dir, "backups", "carport.pglite.tar.gz");
  const mosquitto = path.join(dir, "mosquitto");

  it("the PGlite data folder is 0700 and each of its files 0600, new or made by an older Carport", async () => {
    await admin(data, "link-identity", "--kind", "operator", "--name", "operator");
    const files = fs.readdirSync(data, { recursive: true }).length;
    expect(files).toBeGreaterThan(100);
    expect(notPrivate(data)).toEqual([]);

    openToAll(data);
    expect(notPrivate(data).length).toBeGreaterThan(100);
    await admin(data, "link-identity", "--kind", "gateway", "--name", "depot-7", "--all");
    expect(notPrivate(data)).toEqual([]);
  });

  it("a backup, the folder restored from it and Mosquitto's files are 0600, even over files of other modes", async () => {
    fs.mkdirSync(path.dirname(backup), { recursive: true });
    fs.writeFileSync(backup, "an older backup");
    fs.chmodSync(backup, 0o644);
    fs.mkdirSync(mosquitto, { mode: 0o755 });
    for (const name of ["passwords", "acl"]) {
      fs.writeFileSync(path.join(mosquitto, name), "older");
      fs.chmodSync(path.join(mosquitto, name), 0o644);
    }
    await admin(data, "backup", "--to", backup);
    await admin(data, "mosquitto-config", "--out", mosquitto);
    const restored = path.join(dir, "restored", "pglite");
    await admin(restored, "restore", "--from", backup);

    expect((fs.statSync(backup).mode & 0o777).toString(8)).toBe("600");
    expect(fs.readFileSync(path.join(mosquitto, "passwords"), "utf8")).toMatch(/^operator:\$7\$/m);
    for (const name of ["passwords", "acl"]) expect((fs.statSync(path.join(mosquitto, name)).mode & 0o777).toString(8)).toBe("600");
    expect(notPrivate(restored)).toEqual([]);
  });

  it("the operator's credentials file is rewritten 0600 over an older one of mode 0644", () => {
    const file = path.join(dir, "vehicle-link-operator.json");
    fs.writeFileSync(file, "{}");
    fs.chmodSync(file, 0o644);
    writePrivateFile(file, JSON.stringify({ username: "carport-operator-x", secret: "s" }));
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe("600");
    expect(JSON.parse(fs.readFileSync(file, "utf8"))).toMatchObject({ username: "carport-operator-x" });
  });
});
