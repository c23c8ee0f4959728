import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The house rules of one app's source tree, by folder:
 * - a room (a folder matched by `rooms`, such as modules/auth) is entered by its front door only:
 *   another room imports nothing of it but its `index.ts`;
 * - floors: a folder imports only folders on its floor or below (`floors`, lowest first; a room is
 *   on the floor of the pattern that matched it; unlisted folders are on the top floor);
 * - no cycle between folders (rooms and floors alike).
 * - production code imports no test code (`*.test.ts(x)` or a `testCode` folder).
 * Tests (`*.test.ts(x)`) and the test folder may look inside anything: they are not part of the house.
 */
export interface HouseRules {
  /** Source root, absolute. */
  root: string;
  /** Folder patterns (or single files), lowest floor first; `*` stands for one folder name (a room). */
  floors: readonly (readonly string[])[];
  /** Patterns among the floors' whose folders are rooms with a front door. */
  rooms: readonly string[];
  /** Folders that are not part of the house (test helpers, fixtures). */
  ignore?: readonly string[];
  /** Folders of test code (test servers, helpers): nothing outside them and the tests may import them. */
  testCode?: readonly string[];
}

export interface Violation {
  rule: "front door" | "upward" | "cycle" | "test code";
  from: string;
  to: string;
}

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "dist" ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The relative imports of a file (static, dynamic and re-exports), as absolute paths. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
  return importedFiles
    .map((i) => i.fileName)
    .filter((name) => name.startsWith("."))
    .map((name) => path.resolve(path.dirname(file), name));
}

function matches(pattern: string, folder: string): boolean {
  const parts = pattern.split("/");
  const have = folder.split("/");
  return parts.length === have.length && parts.every((part, i) => part === "*" || part === have[i]);
}

/** The folder a file belongs to by the rules (the longest pattern that matches a prefix of its path), its floor and whether it is a room. */
function placeOf(rules: HouseRules, relative: string): { folder: string; floor: number; room: boolean } {
  const dirs = path.posix.dirname(relative).split("/");
  let best: { folder: string; floor: number; room: boolean } | null = null;
  rules.floors.forEach((patterns, floor) => {
    for (const pattern of patterns) {
      // A file named as a floor of its own (a root file such as config.ts that every area reads).
      if (SOURCE.test(pattern)) {
        if (pattern === relative) best = { folder: pattern, floor, room: false };
        continue;
      }
      if (best && SOURCE.test(best.folder)) continue;
      const depth = pattern.split("/").length;
      if (dirs.length < depth) continue;
      const folder = dirs.slice(0, depth).join("/");
      if (matches(pattern, folder) && (!best || depth > best.folder.split("/").length)) {
        best = { folder, floor, room: rules.rooms.includes(pattern) };
      }
    }
  });
  return best ?? { folder: dirs[0] === "." ? "." : dirs[0]!, floor: rules.floors.length, room: false };
}

/** Folder cycles: every strongly connected group of more than one folder, as one violation per edge in it. */
function cycles(edges: Map<string, Set<string>>): Violation[] {
  for (const targets of edges.values()) for (const to of targets) if (!edges.has(to)) edges.set(to, new Set());
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups.flatMap((group) =>
    group.flatMap((from) =>
      [...(edges.get(from) ?? [])].filter((to) => group.includes(to)).map((to) => ({ rule: "cycle" as const, from, to })),
    ),
  );
}

/** Every import of the tree that breaks the rules, sorted. */
export function checkHouse(rules: HouseRules): Violation[] {
  const violations: Violation[] = [];
  const edges = new Map<string, Set<string>>();
  const ignored = (relative: string) => TEST.test(relative) || (rules.ignore ?? []).some((folder) => relative.startsWith(`${folder}/`));
  const testCode = isTestCode(rules.testCode ?? []);
  for (const file of sourceFiles(rules.root)) {
    const from = path.relative(rules.root, file).split(path.sep).join("/");
    if (ignored(from) || testCode(from)) continue;
    const here = placeOf(rules, from);
    for (const target of importsOf(file)) {
      const to = path.relative(rules.root, target).split(path.sep).join("/");
      if (to.startsWith("..")) continue;
      if (testCode(to)) violations.push({ rule: "test code", from, to });
      if (ignored(to)) continue;
      const there = placeOf(rules, to);
      if (there.folder === here.folder) continue;
      if (!edges.has(here.folder)) edges.set(here.folder, new Set());
      edges.get(here.folder)!.add(there.folder);
      if (here.room && there.room && to !== `${there.folder}/index.ts`) violations.push({ rule: "front door", from, to });
      if (there.floor > here.floor) violations.push({ rule: "upward", from, to });
    }
  }
  violations.push(...cycles(edges));
  return violations.sort((a, b) => `${a.rule} ${a.from} ${a.to}`.localeCompare(`${b.rule} ${b.from} ${b.to}`));
}

/** Whether a file (relative to its root) is test code: a test, or in one of the given folders. */
function isTestCode(folders: readonly string[]) {
  return (relative: string) => TEST.test(relative) || folders.some((folder) => relative.startsWith(`${folder}/`));
}

/**
 * The rules of a package's source tree (packages/*\/src), file by file: no circle of files
 * importing each other, and no production file importing test code.
 */
export function checkPackage(root: string, testFolders: readonly string[] = ["test", "test-support"]): Violation[] {
  const violations: Violation[] = [];
  const edges = new Map<string, Set<string>>();
  const testCode = isTestCode(testFolders);
  for (const file of sourceFiles(root)) {
    const from = path.relative(root, file).split(path.sep).join("/");
    if (testCode(from)) continue;
    const targets = new Set<string>();
    edges.set(from, targets);
    for (const target of importsOf(file)) {
      const to = path.relative(root, target).split(path.sep).join("/");
      if (to.startsWith("..")) continue;
      if (testCode(to)) violations.push({ rule: "test code", from, to });
      else if (to !== from) targets.add(to);
    }
  }
  violations.push(...cycles(edges));
  return violations.sort((a, b) => `${a.rule} ${a.from} ${a.to}`.localeCompare(`${b.rule} ${b.from} ${b.to}`));
}

/** One line per violation, for a failing test's message. */
export function describeViolations(violations: readonly Violation[]): string {
  return violations.map((v) => `${v.rule}: ${v.from} → ${v.to}`).join("\n");
}
