import { fileURLToPath } from "node:url";
import type { CallId, RemoteCommandId } from "@carport/protocol";
import { runnerImport, type Plugin } from "vite";

const CALL_ROUTES_MODULE = fileURLToPath(new URL("../src/api/call-routes.ts", import.meta.url));
const REMOTE_COMMAND_LABELS_MODULE = fileURLToPath(new URL("../src/api/remote-command-labels.ts", import.meta.url));
const SHARED_PACKAGES = /\/packages\/(?:protocol|domain)\/src\/[^?]*\.ts$/;
/** Initializers that are free to evaluate anyway and are left as they are. */
const TRIVIAL = new Set(["Literal", "Identifier", "ArrowFunctionExpression", "FunctionExpression", "TemplateLiteral"]);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}

/**
 * Keeps zod out of the browser bundle. The shared packages build their schemas with zod for the
 * server; the browser needs only their types, the call names and the plain rules.
 * - src/api/call-routes.ts is served as a plain table generated from the real CALLS, and
 *   src/api/remote-command-labels.ts from the real REMOTE_COMMANDS;
 * - in the shared packages, each top-level initializer (schema construction, call tables) is
 *   wrapped in a pure-annotated arrow call and the modules are declared free of side effects,
 *   so whatever the app does not use is dropped, schemas and their zod with them.
 */
export function protocolForBrowser(): Plugin {
  return {
    name: "carport:protocol-for-browser",
    enforce: "pre",
    async load(id) {
      const path = id.split("?")[0];
      if (path !== CALL_ROUTES_MODULE && path !== REMOTE_COMMAND_LABELS_MODULE) return null;
      // The package is TypeScript: Vite's module runner loads it as the app would.
      const { module } = await runnerImport<typeof import("@carport/protocol")>("@carport/protocol", {
        configFile: false,
        logLevel: "silent",
      });
      if (path === REMOTE_COMMAND_LABELS_MODULE) {
        const { REMOTE_COMMANDS } = module;
        const labels = Object.fromEntries(
          (Object.keys(REMOTE_COMMANDS) as RemoteCommandId[]).map((callId) => [callId, REMOTE_COMMANDS[callId].label]),
        );
        return {
          code: `/** Generated at build time from @carport/protocol REMOTE_COMMANDS. */\nexport const REMOTE_COMMAND_LABELS = ${JSON.stringify(labels)};\n`,
          moduleSideEffects: false,
        };
      }
      const { CALLS } = module;
      const table = Object.fromEntries(
        (Object.keys(CALLS) as CallId[]).map((callId) => {
          const call = CALLS[callId] as { name: string; method: "GET" | "POST"; sharedDriver?: "allowed" | "only" };
          return [
            callId,
            call.sharedDriver
              ? { name: call.name, method: call.method, sharedDriver: call.sharedDriver }
              : { name: call.name, method: call.method },
          ];
        }),
      );
      return {
        code: `/** Generated at build time from @carport/protocol CALLS. */\nexport const CALL_ROUTES = ${JSON.stringify(table)};\n`,
        moduleSideEffects: false,
      };
    },
    transform(code, id) {
      if (!SHARED_PACKAGES.test(id)) return null;
      const program = this.parse(code, { lang: "ts" }) as unknown as { body: Node[] };
      const inserts: Array<[number, string]> = [];
      for (const statement of program.body) {
        const declaration =
          statement.type === "ExportNamedDeclaration" && isNode(statement.declaration) ? statement.declaration : statement;
        if (declaration.type !== "VariableDeclaration") continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init;
          if (!isNode(init) || TRIVIAL.has(init.type)) continue;
          inserts.push([init.start, "/*#__PURE__*/ (() => ("], [init.end, "))()"]);
        }
      }
      inserts.sort((a, b) => b[0] - a[0]);
      let out = code;
      for (const [at, text] of inserts) out = out.slice(0, at) + text + out.slice(at);
      return { code: out, map: null, moduleSideEffects: false };
    },
  };
}
