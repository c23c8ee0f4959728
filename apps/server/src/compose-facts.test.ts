import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { REPO_ROOT } from "./config.ts";

/**
 * No Docker engine runs where the tests run, so no image is built here: this reads the Dockerfile
 * and compose.yaml and checks each thing they promise a person who runs them (README, "With
 * Docker Compose"). What the image runs is tested as processes in production-start.test.ts.
 */
const dockerfile = fs.readFileSync(path.join(REPO_ROOT, "Dockerfile"), "utf8");
const composeText = fs.readFileSync(path.join(REPO_ROOT, "compose.yaml"), "utf8");

interface Service {
  image?: string;
  build?: unknown;
  init?: boolean;
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: { test?: string[] | string };
}
const compose = parse(composeText) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const carport = compose.services.carport!;

/** The Dockerfile's stages: the FROM line's image and name, and the instructions under it. */
const stages = dockerfile
  .replace(/\\\n\s*/g, " ")
  .split("\n")
  .filter((line) => line.trim() !== "" && !line.startsWith("#"))
  .reduce<{ image: string; name: string; lines: string[] }[]>((found, line) => {
    const from = /^FROM (\S+)(?: AS (\S+))?$/.exec(line);
    if (from) found.push({ image: from[1]!, name: from[2] ?? "", lines: [] });
    else found.at(-1)!.lines.push(line);
    return found;
  }, []);
const runtime = stages.at(-1)!;

/** The PostgreSQL client major of each Debian release the node images are built on. */
const DEBIAN_POSTGRESQL_MAJOR: Record<string, number> = { bookworm: 15, trixie: 17 };

describe("the production image (Dockerfile)", () => {
  it("builds on Node 24 LTS in every stage", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage.image).toMatch(/^node:24-(bookworm|trixie)-slim$/);
  });

  it("has a runtime stage holding only what the server needs: its bundles, the built app, the server's runtime packages", () => {
    const build = stages[0]!;
    expect(build.lines).toContain("RUN npm ci --no-audit --no-fund");
    expect(build.lines).toContain("RUN npm run build");
    // Nothing of the source tree, the build tools or the browser app's packages in the runtime stage.
    expect(runtime.lines).not.toContain("COPY . .");
    expect(runtime.lines.filter((line) => line.startsWith("RUN npm "))).toEqual([
      "RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund && npm cache clean --force",
    ]);
    const fromBuild = runtime.lines.filter((line) => line.startsWith("COPY --from="));
    expect(fromBuild).toEqual([
      `COPY --from=${build.name} /app/apps/server/dist apps/server/dist`,
      `COPY --from=${build.name} /app/apps/web/dist apps/web/dist`,
    ]);
  });

  it("runs the server itself as its main process, as `npm run serve` does, as the node user", () => {
    const serve = (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts
      .serve!;
    const cmd = runtime.lines.find((line) => line.startsWith("CMD "))!;
    expect(JSON.parse(cmd.slice("CMD ".length))).toEqual(serve.split(" "));
    expect(serve.split(" ")[0]).toBe("node");
    expect(runtime.lines).toContain("USER node");
  });

  it("installs the pg_dump of the major compose.yaml's PostgreSQL runs (pg_dump refuses a newer server)", () => {
    const client = /postgresql-client-(\d+)/.exec(runtime.lines.join("\n"));
    expect(client, "a PostgreSQL client of a named major").not.toBeNull();
    const major = Number(client![1]);
    const release = /^node:24-(\w+)-slim$/.exec(runtime.image)![1]!;
    expect(DEBIAN_POSTGRESQL_MAJOR[release], `Debian ${release}'s PostgreSQL client`).toBe(major);
    expect(compose.services.postgres!.image).toBe(`postgres:${major}`);
  });
});

describe("the Compose stack (compose.yaml)", () => {
  it("has a healthcheck for every service, and Carport waits for its database's and its broker's", () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.healthcheck?.test, name).toBeDefined();
    }
    expect((carport as { depends_on?: Record<string, { condition: string }> }).depends_on).toEqual({
      postgres: { condition: "service_healthy" },
      mosquitto: { condition: "service_healthy" },
    });
  });

  it("checks Carport's health on /healthz with the image's own node, and the broker's on the loopback listener its configuration opens", () => {
    expect(carport.healthcheck!.test![0]).toBe("CMD");
    expect(carport.healthcheck!.test!.slice(1, 3)).toEqual(["node", "-e"]);
    expect(carport.healthcheck!.test![3]).toContain("http://127.0.0.1:8080/healthz");
    const mosquittoConf = fs.readFileSync(path.join(REPO_ROOT, "deploy/mosquitto/mosquitto.conf"), "utf8");
    const probe = String(compose.services.mosquitto!.healthcheck!.test!.at(-1));
    const port = /-p (\d+)/.exec(probe)![1];
    expect(mosquittoConf).toMatch(new RegExp(`^listener ${port} 127\\.0\\.0\\.1$`, "m"));
    expect(mosquittoConf).toMatch(/^allow_anonymous false$/m);
  });

  it("keeps backups in a named volume at the server's BACKUP_DIR", () => {
    const backupDir = carport.environment!.BACKUP_DIR!;
    const mount = carport.volumes!.find((volume) => volume.split(":")[1] === backupDir);
    expect(mount, `a volume at ${backupDir}`).toBeDefined();
    const volumeName = mount!.split(":")[0]!;
    expect(Object.keys(compose.volumes)).toContain(volumeName);
    // The image makes the folder, the node user's alone, so the new volume starts so.
    expect(runtime.lines.join("\n")).toContain(`chmod 700 ${backupDir}`);
  });

  it("hands SIGTERM to the server through docker-init", () => {
    expect(carport.init).toBe(true);
    expect(carport.build).toBe(".");
  });

  it("takes every secret from the environment, none with an empty or written-in default", () => {
    const interpolations = [...composeText.matchAll(/\$\{([A-Z0-9_]+)([^}]*)\}/g)].map(([, name, rest]) => ({ name, rest }));
    expect(interpolations.length).toBeGreaterThan(0);
    expect(interpolations.filter(({ rest }) => !rest!.startsWith(":?"))).toEqual([]);
    const required = new Set(interpolations.map(({ name }) => name));
    for (const secret of ["POSTGRES_PASSWORD", "MQTT_SERVER_SECRET", "SSO_SECRET", "PIN_KEY", "SEALING_KEY"])
      expect(required, secret).toContain(secret);
    expect(carport.environment!.SSO_SECRET).toMatch(/^\$\{SSO_SECRET:\?/);
  });
});
