import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./config.ts";

describe("npm test on a machine that lacks what the tests start", () => {
  it("names everything missing on one line, with the command that installs it, and runs nothing", () => {
    const run = spawnSync(process.execPath, ["scripts/test.mjs"], {
      cwd: REPO_ROOT,
      encoding: "utf8",
      env: { ...process.env, CHROMIUM_PATH: "/nonexistent/chromium", RADICALE_BIN: "/nonexistent/radicale" },
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr.trimEnd().split("\n")).toEqual([
      "npm test needs what this machine lacks: chromium (/nonexistent/chromium), radicale (/nonexistent/radicale); install with: apt-get install chromium radicale (.ci/run does)",
    ]);
  });
});
