// The error codes each call's handler may answer, read from the server's sources: the codes named in
// the function given to serveCall(app, "<call id>", …) and in every function it calls, followed through
// the file's own functions and those of the files it imports (by name: an over-approximation, which is
// what "may answer" needs). Run by `npm run docs:call-errors`, which writes
// packages/protocol/src/call-error-codes.ts; apps/server/src/http/openapi.test.ts checks that file is current.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { ERROR_CODES, REMOTE_COMMAND_IDS, answersAtOnce } from "../packages/protocol/src/index.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SERVER = path.join(ROOT, "apps/server/src");
export const CALL_ERROR_CODES_FILE = path.join(ROOT, "packages/protocol/src/call-error-codes.ts");

interface FileScan {
  /** Named functions, methods and function-valued properties of the file: their bodies. */
  functions: Map<string, ts.Node[]>;
  /** The server files this one imports. */
  imports: string[];
  source: ts.SourceFile;
}

function serverFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : serverFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

function scanFile(file: string): FileScan {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const functions = new Map<string, ts.Node[]>();
  const add = (name: string, body: ts.Node) => functions.set(name, [...(functions.get(name) ?? []), body]);
  const imports: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text.startsWith(".")
    ) {
      imports.push(path.resolve(path.dirname(file), node.moduleSpecifier.text));
    }
    if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name && ts.isIdentifier(node.name) && node.body)
      add(node.name.text, node.body);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)) add(node.name.text, node.initializer.body);
    }
    if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) {
      if (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)) add(node.name.text, node.initializer.body);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { functions, imports, source };
}

/** The error codes named in a piece of code, and the names it calls. */
function codesAndCallees(node: ts.Node): { codes: Set<string>; callees: Set<string> } {
  const codes = new Set<string>();
  const callees = new Set<string>();
  const visit = (n: ts.Node) => {
    if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) && n.text in ERROR_CODES) codes.add(n.text);
    if (ts.isCallExpression(n)) {
      const callee = n.expression;
      if (ts.isIdentifier(callee)) callees.add(callee.text);
      if (ts.isPropertyAccessExpression(callee)) callees.add(callee.name.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return { codes, callees };
}

/** Every call id the server serves, with the error codes its handler may answer (sorted). */
export function scanCallErrorCodes(): Record<string, string[]> {
  const scans = new Map(serverFiles(SERVER).map((file) => [file, scanFile(file)]));
  const resolveImport = (target: string) => scans.get(`${target}`) ?? scans.get(`${target}.ts`) ?? scans.get(path.join(target, "index.ts"));

  /** The codes of a piece of code in a file, following the functions it calls (each function once). */
  function codesOf(node: ts.Node, file: string, seen: Set<ts.Node>): Set<string> {
    const { codes, callees } = codesAndCallees(node);
    const scan = scans.get(file)!;
    // The file, the files it imports, and through an index.ts the files that one re-exports.
    const reachable = new Set([file]);
    const follow = (imports: string[], depth: number) => {
      for (const target of imports) {
        const found = resolveImport(target);
        if (!found || reachable.has(found.source.fileName)) continue;
        reachable.add(found.source.fileName);
        if (depth > 0 && path.basename(found.source.fileName) === "index.ts") follow(found.imports, depth - 1);
      }
    };
    follow(scan.imports, 2);
    for (const name of callees) {
      for (const where of reachable) {
        for (const body of scans.get(where)!.functions.get(name) ?? []) {
          if (seen.has(body)) continue;
          seen.add(body);
          for (const code of codesOf(body, where, seen)) codes.add(code);
        }
      }
    }
    return codes;
  }

  const byCall: Record<string, Set<string>> = {};
  for (const [file, scan] of scans) {
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "serveCall" &&
        node.arguments.length >= 3
      ) {
        const id = node.arguments[1]!;
        const codes = codesOf(node.arguments[2]!, file, new Set());
        // serveCall(app, callId, …) for the remote commands answered at once (remote-routes.ts).
        const ids = ts.isStringLiteral(id) ? [id.text] : REMOTE_COMMAND_IDS.filter((c) => answersAtOnce(c));
        for (const callId of ids) for (const code of codes) (byCall[callId] ??= new Set()).add(code);
        for (const callId of ids) byCall[callId] ??= new Set();
      }
      ts.forEachChild(node, visit);
    };
    visit(scan.source);
  }
  return Object.fromEntries(
    Object.keys(byCall)
      .sort()
      .map((id) => [id, [...byCall[id]!].sort()]),
  );
}

/** The generated module's text. */
export function callErrorCodesModule(table: Record<string, string[]>): string {
  const lines = Object.entries(table).map(([id, codes]) => `  ${id}: [${codes.map((c) => `"${c}"`).join(", ")}],`);
  return `// Generated by \`npm run docs:call-errors\` (scripts/call-error-codes.ts) from the server's handlers: do not edit.
import type { CallId } from "./call-table.ts";
import type { ErrorCode } from "./error-codes.ts";

/**
 * The error codes each call's own handler may answer in the envelope (beyond those of the session,
 * vehicle and PIN checks every such call shares: see callErrorCodes), read from the server's sources.
 */
export const CALL_HANDLER_ERROR_CODES: Partial<Record<CallId, readonly ErrorCode[]>> = {
${lines.join("\n")}
};
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(CALL_ERROR_CODES_FILE, callErrorCodesModule(scanCallErrorCodes()));
  console.log(`written ${path.relative(ROOT, CALL_ERROR_CODES_FILE)}`);
}
