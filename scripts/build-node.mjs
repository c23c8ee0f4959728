// Compiles the server, the operator tool and the simulator to JavaScript for `npm run serve` (part of
// `npm run build`). The workspace packages (@carport/*, shipped as TypeScript) are bundled in; every
// other package stays in node_modules, loaded at run time (native and wasm ones could not be bundled).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { execFileSync } from "node:child_process";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const externalPackages = {
  name: "external-packages",
  setup(builder) {
    // Go regular expressions have no look-ahead: @carport/* is told apart in the callback.
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@carport/") ? undefined : { path: args.path, external: true },
    );
  },
};

// A compiled start is a production start: DEMO defaults to 0 there (`npm start` stays the demo).
const productionDefaults = 'process.env.DEMO ??= "0";';

/**
 * Each bundle sits where its source's folder depth is kept (apps/<app>/dist/x.js), because the code
 * finds the repository root and its migrations from its own location (import.meta.url).
 */
const bundles = [
  { entry: "apps/server/src/main.ts", out: "apps/server/dist/main.js", banner: productionDefaults },
  // The embedded database's thread, started by main.js and admin.js from beside them (db/pglite-in-thread.ts).
  { entry: "apps/server/src/db/pglite-thread.ts", out: "apps/server/dist/pglite-thread.js", banner: "" },
  { entry: "apps/server/src/cli/admin.ts", out: "apps/server/dist/admin.js", banner: productionDefaults },
  { entry: "apps/simulator/src/main.ts", out: "apps/simulator/dist/main.js", banner: "" },
  // Writes the migrated PGlite data folder a fresh DATA_DIR starts from (db/pglite-template.ts).
  { entry: "apps/server/src/db/make-pglite-template.ts", out: "apps/server/dist/make-pglite-template.js", banner: "" },
];

export async function buildNode() {
  for (const bundle of bundles) {
    await build({
      entryPoints: [path.join(root, bundle.entry)],
      outfile: path.join(root, bundle.out),
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node22",
      sourcemap: true,
      logLevel: "warning",
      banner: { js: bundle.banner },
      plugins: [externalPackages],
    });
  }
  const migrations = path.join(root, "apps/server/src/db/migrations");
  const copied = path.join(root, "apps/server/dist/migrations");
  fs.rmSync(copied, { recursive: true, force: true });
  fs.mkdirSync(copied, { recursive: true });
  for (const file of fs.readdirSync(migrations).filter((f) => f.endsWith(".sql"))) {
    fs.copyFileSync(path.join(migrations, file), path.join(copied, file));
  }
  // A fresh DATA_DIR then starts without PGlite's initdb and the migrations (seconds of WebAssembly).
  execFileSync(process.execPath, [path.join(root, "apps/server/dist/make-pglite-template.js")], { stdio: "inherit" });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildNode();
