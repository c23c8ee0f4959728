import { spawn } from "node:child_process";
import fs from "node:fs";
import { PRODUCTION_OPT_OUTS } from "../apps/server/src/test/production-settings.ts";
import { freePort } from "../apps/server/src/test/loopback.ts";
import { createEmptyPostgresDatabase } from "../apps/server/src/test/empty-postgres-database.ts";
const pg = process.env.PG === "1" ? await createEmptyPostgresDatabase({ prefix: "carport_mem" }) : undefined;
const port = await freePort();
const env = { ...process.env, ...PRODUCTION_OPT_OUTS, DEMO: "0", PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", EMBEDDED_MQTT_PORT: "0", WEB_DIST: "/nonexistent", DATA_DIR: "/tmp/zzmem/pglite", BACKUP_DIR: "/tmp/zzmem/b", ...(pg ? { DATABASE_URL: pg.url } : {}) } as Record<string, string>;
if (!pg) { delete env.DATABASE_URL; fs.rmSync("/tmp/zzmem", { recursive: true, force: true }); }
const child = spawn(process.execPath, [...(process.env.NODEARGS ? process.env.NODEARGS.split(" ") : []), "apps/server/dist/main.js"], { env, stdio: ["ignore", "pipe", "pipe"] });
let out = ""; child.stdout.on("data", c => out += c); child.stderr.on("data", c => out += c);
for (;;) { if (child.exitCode !== null) throw new Error(out); if (await fetch(`http://127.0.0.1:${port}/healthz`).then(r => r.ok, () => false)) break; await new Promise(r => setTimeout(r, 50)); }
await new Promise(r => setTimeout(r, 2000));
console.log(fs.readFileSync(`/proc/${child.pid}/smaps_rollup`, "utf8").split("\n").filter(l => /^(Rss|Anonymous|Shared_Clean|Private_Clean|Private_Dirty)/.test(l)).join(" | "));
const m = await fetch(`http://127.0.0.1:${port}/metrics`).then(r => r.text(), () => "");
console.log(m.split("\n").filter(l => /^(nodejs_heap_size_used_bytes|nodejs_heap_size_total_bytes|nodejs_external_memory_bytes|process_resident_memory_bytes)/.test(l)).join("\n"));
const exited = new Promise(r => child.once("exit", r)); child.kill("SIGTERM"); await exited; await pg?.drop();
