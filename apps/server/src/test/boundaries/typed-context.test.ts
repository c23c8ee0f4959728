import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_RULES } from "./house-rules.ts";

/**
 * A handler takes its session and vehicle from the call context, typed by the call table's access
 * level (http/api-call.ts); `request.session!` / `request.vehicle!` would assert what the type
 * already knows, or hide a call whose access level does not give it.
 */
const ASSERTED_READ = /\brequest\.(session|vehicle)!/;

function serverSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" && dir === SERVER_RULES.root ? [] : serverSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each `file:line` of the server's sources (tests aside) that asserts the request's session or vehicle. */
function assertedReads(): string[] {
  return serverSources(SERVER_RULES.root).flatMap((file) =>
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, index) => (ASSERTED_READ.test(line) ? [`${path.relative(SERVER_RULES.root, file)}:${index + 1}`] : [])),
  );
}

describe("handlers read the typed context", () => {
  it("the check recognises an asserted read and lets a typed one pass", () => {
    expect(ASSERTED_READ.test("const id = request.session!.accountId;")).toBe(true);
    expect(ASSERTED_READ.test("const vehicle = request.vehicle!;")).toBe(true);
    expect(ASSERTED_READ.test("const status = request.vehicleStatus ?? null;")).toBe(false);
  });

  it("no server source writes request.session! or request.vehicle!", () => {
    expect(assertedReads()).toEqual([]);
  });
});
