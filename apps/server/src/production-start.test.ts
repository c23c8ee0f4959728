import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "./seed/demo-fleet.ts";
import { createEmptyPostgresDatabase } from "./test/empty-postgres-database.ts";
import { buildIsCurrent, scriptArgs, startCarport } from "./test/server-process.ts";
import { PRODUCTION_OPT_OUTS } from "./test/production-settings.ts";
import { databaseKinds } from "./test/test-server.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

beforeAll(() => {
  // `npm test` builds the browser app and the server before the server tests; run alone after a change,
  // the server bundle is built here, as `npm run build` does (never while other files start it: it is current then).
  expect(fs.existsSync(path.join(ROOT, "apps/web/dist/index.html")), "the web app is built (npm run build)").toBe(true);
  if (buildIsCurrent()) return;
  const build = spawnSync(process.execPath, ["scripts/build-node.mjs"], { cwd: ROOT, encoding: "utf8" });
  expect(build.stderr).toBe("");
  expect(build.status).toBe(0);
}, 120_000);

describe.each(databaseKinds())("npm run serve (the compiled server) on a fresh %s database", (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function databaseEnv(): Promise<Record<string, string | undefined>> {
    if (kind === "postgres") {
      const database = await createEmptyPostgresDatabase();
      cleanups.push(() => database.drop());
      return { DATABASE_URL: database.url, DATA_DIR: undefined };
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "carport-production-"));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    return { DATA_DIR: dataDir };
  }

  it("serves the portal without demo data or /dev pages, exits cleanly on SIGTERM; the compiled operator tool works on its database", async () => {
    // DEMO unset: the compiled start must default to production.
    const env = await databaseEnv();
    const server = await startCarport({ ...env, DEMO: undefined, ...PRODUCTION_OPT_OUTS }, scriptArgs("serve"));
    let exitCode: number | null | undefined;
    try {
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: "ok", database: kind === "postgres" ? "postgres" : "pglite" });

      const login = await fetch(`${server.url}/login`);
      expect(login.status).toBe(200);
      expect(login.headers.get("content-type")).toContain("text/html");
      expect(await login.text()).toContain('id="root"');

      for (const devPage of ["/dev/outbox", "/dev/outbox.json", "/dev/car-screen"]) {
        expect((await fetch(`${server.url}${devPage}`)).status, devPage).toBe(404);
      }

      for (const loginId of ["demo@hacc.test", "demo@kci.test", "fleet@gen.test"]) {
        const response = await fetch(`${server.url}/tods/api/v2/login`, {
          method: "POST",
          headers: { "content-type": "application/json", Deviceid: "production-start-test" },
          body: JSON.stringify({ loginId, password: DEMO_PASSWORD }),
        });
        expect((await response.json()).error?.errorCode, loginId).toBe("7404");
      }
    } finally {
      exitCode = await server.stop();
    }
    expect(exitCode).toBe(0);
    expect(server.output()).toContain("Carport is running at");
    expect(server.output()).not.toContain("DEMO");
    expect(server.output()).not.toContain("Demo sign-in");

    // The compiled operator tool works on the same database.
    const adminEnv = { ...process.env, DEMO: undefined, DATA_DIR: undefined, DATABASE_URL: undefined, LOG_LEVEL: "warn", ...env };
    const admin = spawnSync(
      process.execPath,
      [...scriptArgs("admin:prod"), "link-identity", "--kind", "operator", "--name", "production-operator"],
      {
        cwd: ROOT,
        encoding: "utf8",
        env: Object.fromEntries(Object.entries(adminEnv).filter(([, value]) => value !== undefined)),
      },
    );
    expect(admin.stderr).toBe("");
    expect(admin.stdout).toContain("operator identity production-operator:");
    expect(admin.status).toBe(0);
  }, 180_000);
});

describe("npm run serve (DEMO unset, so production) when it cannot start", () => {
  /** Runs the compiled server until it exits: its exit code and everything it printed. */
  function serve(env: Record<string, string | undefined>) {
    const merged: Record<string, string | undefined> = {
      ...process.env,
      DEMO: undefined,
      DATABASE_URL: undefined,
      DATA_DIR: "memory://",
      HOST: "127.0.0.1",
      EMBEDDED_MQTT_PORT: "0",
      LOG_LEVEL: "warn",
      ...Object.fromEntries(
        ["SMTP_URL", "MAIL", "PUBLIC_URL", "BRAND_HOSTS", "SSO_SECRET", "PIN_KEY", "SEALING_KEY"].map((name) => [name, undefined]),
      ),
      ...env,
    };
    const run = spawnSync(process.execPath, scriptArgs("serve"), {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 120_000,
      env: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)) as NodeJS.ProcessEnv,
    });
    const lines = `${run.stdout}${run.stderr}`.split("\n").filter((line) => line.trim() !== "");
    return { status: run.status, lines };
  }
  /** Nothing of a stack or an uncaught exception. */
  const noStack = (lines: string[]) => expect(lines.filter((line) => /^\s+at |Error:|node:internal/.test(line))).toEqual([]);

  it("without a mail transport: exit 1 and one line naming SMTP_URL and the MAIL=off opt-out", () => {
    const { status, lines } = serve({ ...PRODUCTION_OPT_OUTS, MAIL: undefined });
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\s*SMTP_URL is not set\b.*\bset SMTP_URL\b.*\bMAIL=off\b/);
  });

  it("with none of the production settings: one line for each, each naming its setting and its opt-out", () => {
    const { status, lines } = serve({});
    expect(status).toBe(1);
    expect(lines.map((line) => line.trim().split(" ")[0])).toEqual([
      "SMTP_URL",
      "PUBLIC_URL",
      "BRAND_HOSTS",
      "SSO_SECRET",
      "PIN_KEY",
      "SEALING_KEY",
    ]);
    expect(lines[3]).toContain("SSO_SECRET=per-start");
    noStack(lines);
  });

  it("a setting that is not valid: one line naming it, no stack", () => {
    const { status, lines } = serve({ ...PRODUCTION_OPT_OUTS, PORT: "eighty", SMTP_URL: "not a url", MAIL: undefined });
    expect(status).toBe(1);
    expect(lines.map((line) => line.trim().split(" ")[0])).toEqual(["PORT", "SMTP_URL"]);
    expect(lines[0]).toMatch(/correct PORT, or unset it/);
    noStack(lines);
  });

  it("a database that refuses the connection: one line naming DATABASE_URL, no stack", () => {
    const { status, lines } = serve({ ...PRODUCTION_OPT_OUTS, DATABASE_URL: "postgres://carport@127.0.0.1:9/carport" });
    expect(status).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(
        /^\s*PostgreSQL at 127\.0\.0\.1:9 \(DATABASE_URL\) refused the connection: start PostgreSQL there, or correct DATABASE_URL\.$/,
      ),
    ]);
  });

  it("a port already in use: one line naming PORT, no stack", async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = holder.address() as AddressInfo;
      const { status, lines } = serve({ ...PRODUCTION_OPT_OUTS, PORT: String(port) });
      expect(status).toBe(1);
      expect(lines).toEqual([`  Port ${port} is already in use (PORT): stop the program holding it, or set PORT to a free port.`]);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  }, 120_000);
});

describe("the production image", () => {
  it("runs the commands tested here: npm ci and npm run build, then the server as npm run serve does", () => {
    const dockerfile = fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
    // Besides the system packages (pg_dump), the image's steps are npm's; the runtime stage installs the server's packages.
    const runs = [...dockerfile.matchAll(/^RUN (.+)$/gm)].map(([, command]) => command!).filter((command) => command.startsWith("npm "));
    expect(runs[0]).toMatch(/^npm ci\b/);
    expect(runs[1]).toBe("npm run build");
    expect(runs[2]).toMatch(/^npm ci --omit=dev --workspace apps\/server\b/);
    expect(JSON.parse(/^CMD (.+)$/m.exec(dockerfile)![1]!)).toEqual(["node", ...scriptArgs("serve")]);
  });

  it("needs only the runtime dependencies the image installs: the server's and its workspace packages'", () => {
    const manifest = (file: string) =>
      JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8")) as { name: string; dependencies?: Record<string, string> };
    const workspaces = (JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { workspaces: string[] }).workspaces;
    const byName = new Map(workspaces.map((w) => [manifest(`${w}/package.json`).name, `${w}/package.json`]));
    /** An app's runtime packages, with those of the workspace packages it depends on (as `npm ci --workspace` installs them). */
    const runtimeOf = (file: string): string[] =>
      Object.keys(manifest(file).dependencies ?? {}).flatMap((name) =>
        byName.has(name) ? [name, ...runtimeOf(byName.get(name)!)] : [name],
      );
    const bundles: [string, string][] = [
      ["apps/server/dist/main.js", "apps/server/package.json"],
      ["apps/server/dist/admin.js", "apps/server/package.json"],
      ["apps/server/dist/pglite-thread.js", "apps/server/package.json"],
      ["apps/simulator/dist/main.js", "apps/simulator/package.json"],
    ];
    for (const [bundle, app] of bundles) {
      const runtime = new Set(runtimeOf(app));
      const code = fs.readFileSync(path.join(ROOT, bundle), "utf8");
      const specifiers = [...code.matchAll(/^import .* from "([^"]+)";$|\bimport\("([^"]+)"\)/gm)].map(
        ([, from, dynamic]) => (from ?? dynamic)!,
      );
      const packages = specifiers
        .filter((s) => !s.startsWith("node:"))
        .map((s) =>
          s
            .split("/")
            .slice(0, s.startsWith("@") ? 2 : 1)
            .join("/"),
        );
      expect(packages.length, bundle).toBeGreaterThan(0);
      expect(
        packages.filter((name) => !runtime.has(name)),
        bundle,
      ).toEqual([]);
    }
  });
});
