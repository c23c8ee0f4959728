import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { programArgs } from "../test/server-process.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/** Runs `npm run admin -- ...args` as an operator would (the same entry point, without npm's own lines). */
function admin(...args: string[]) {
  const run = spawnSync(process.execPath, [...programArgs("admin"), ...args], {
    cwd: ROOT,
    encoding: "utf8",
    // Never a database: these command lines are refused or answered before one is opened.
    env: { ...process.env, DATA_DIR: "memory://" },
    timeout: 60_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("the operator tool's command line", () => {
  it("prints its usage and succeeds when asked for help", () => {
    for (const args of [["--help"], ["help"], ["provision", "--help"]]) {
      const run = admin(...args);
      expect(run.status, args.join(" ")).toBe(0);
      expect(run.stdout, args.join(" ")).toContain("Carport operator tool: npm run admin -- <command> [options]");
      expect(run.stdout, args.join(" ")).toContain("mosquitto-config --out DIR");
    }
  });

  it("prints the release's version", () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string };
    for (const args of [["--version"], ["version"]]) {
      const run = admin(...args);
      expect(run.status, args.join(" ")).toBe(0);
      expect(run.stdout.trim(), args.join(" ")).toBe(version);
    }
  });

  it("refuses an unknown command, a missing one or an unknown option with the usage and exit code 2", () => {
    const unknown = admin("frobnicate");
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("unknown command frobnicate");
    expect(unknown.stderr).toContain("Carport operator tool:");
    expect(unknown.stdout).toBe("");

    const none = admin();
    expect(none.status).toBe(2);
    expect(none.stderr).toContain("no command given");

    const option = admin("accounts", "--colour", "red");
    expect(option.status).toBe(2);
    expect(option.stderr).toContain("--colour");
    expect(option.stderr).toContain("Carport operator tool:");
  });
});
