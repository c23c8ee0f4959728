import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";

export type DatabaseKind = "pglite" | "postgres";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/**
 * Test files where the engine is what they check, run on both databases: the database layer, caches
 * and what invalidates them, notifications and live updates, locks and claims between instances,
 * crashes and restarts, and files that reach PostgreSQL or PGlite directly. Paths from the repository root.
 */
const ENGINE_MATTERS: RegExp[] = [
  /^apps\/server\/src\/db\//,
  /^apps\/server\/src\/cli\//,
  /cache|restart|crash|outage|multi-instance|lock|claim|together|again|pending|notices|live-updates|housekeeping/,
  /\/(production-start|simulated-fleet-switch)\.test\.ts$/,
  /\/(mail-queue|security-mails|nameless-client|recovery|sign-in-security|text-captcha|calendar-caldav)\.test\.ts$/,
  /\/(outbox-routes|email-confirmation|remote-routes|signed-pauth|security-events|bridge|bridge-commands|link-access)\.test\.ts$/,
];

/** The test file being collected, from the repository root (undefined outside vitest's workers). */
function currentTestFile(): string | undefined {
  const testPath = expect.getState().testPath;
  return testPath ? path.relative(ROOT, testPath).split(path.sep).join("/") : undefined;
}

/**
 * The databases a server test file runs on: both where the engine matters (ENGINE_MATTERS), and one
 * for the rest, alternating by file (a stable choice from the file's path, so a failure repeats on
 * the same engine; about half of them on each). BOTH_DATABASES=1 runs every file on both;
 * SKIP_POSTGRES=1 leaves PostgreSQL out.
 */
export function databaseKindsForThisFile(): DatabaseKind[] {
  if (process.env.SKIP_POSTGRES === "1") return ["pglite"];
  const file = currentTestFile();
  if (process.env.BOTH_DATABASES === "1" || !file || ENGINE_MATTERS.some((pattern) => pattern.test(file))) return ["pglite", "postgres"];
  return createHash("sha256").update(file).digest()[0]! % 2 === 0 ? ["pglite"] : ["postgres"];
}
