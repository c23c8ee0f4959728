import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configSchema, REPO_ROOT } from "./config.ts";

const variables = Object.keys(configSchema.shape);

describe("the configuration's documentation", () => {
  it("has a row for every variable in the README's configuration table", () => {
    const rows = fs
      .readFileSync(path.join(REPO_ROOT, "README.md"), "utf8")
      .split("\n")
      .filter((line) => line.startsWith("| `"));
    const documented = new Set(rows.flatMap((row) => [...row.split("|")[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]!)));
    expect(variables.filter((name) => !documented.has(name))).toEqual([]);
  });

  it("lists every variable in .env.example, and none the server does not read", () => {
    const lines = fs.readFileSync(path.join(REPO_ROOT, ".env.example"), "utf8").split("\n");
    const listed = lines.map((line) => /^#? ?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1]).filter((name): name is string => name !== undefined);
    expect(variables.filter((name) => !listed.includes(name))).toEqual([]);
    expect(listed.filter((name) => !variables.includes(name))).toEqual([]);
  });
});
