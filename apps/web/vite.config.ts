import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { catalogueParts } from "./build/catalogue-parts-plugin.ts";
import { appStylesInPage } from "./build/app-styles-in-page-plugin.ts";
import { precompressAssets } from "./build/precompress-plugin.ts";
import { prerenderLoginPage } from "./build/prerender-plugin.ts";
import { protocolForBrowser } from "./build/protocol-plugin.ts";
import { serviceWorker } from "./build/service-worker-plugin.ts";

/**
 * React Router's package exports only its development build (dev warnings on); the production
 * build beside it is the same code with them off, and lets the minifier drop them.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/index.mjs",
);

/** The API server the dev server forwards to (apps/server: `npm start`, or the compiled `npm run serve`). */
const apiTarget = process.env.CARPORT_API ?? "http://localhost:8080";

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [protocolForBrowser(), catalogueParts(), react(), appStylesInPage(), prerenderLoginPage(), serviceWorker(), precompressAssets()],
  resolve: {
    alias: command === "build" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The strict CSP to come forbids inline scripts: never inline the module preload helper.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    // The entry chunk is the whole app shell (React, the router, React Aria's core, the login page).
    chunkSizeWarningLimit: 560,
    rolldownOptions: {
      // index.html's script (src/start.ts) loads the app (src/app-main.tsx) at once or, on the
      // sign-in page drawn by the server, on the first touch: two entries.
      input: {
        index: fileURLToPath(new URL("index.html", import.meta.url)),
        app: fileURLToPath(new URL("src/app-main.tsx", import.meta.url)),
      },
      output: {
        codeSplitting: {
          // Everything the app's first page needs, in one chunk beside its entry: otherwise the bundler
          // regroups modules the entry shares with lazy pages by the set of pages using them, and
          // each new page would add chunks (and bytes of imports between them) to the first page.
          // start.ts stays alone in index.html's script.
          groups: [
            // Vite's loader of lazy chunks, which start.ts uses too: on its own, not inside the app.
            { name: "preload-helper", test: /preload-helper/, priority: 2 },
            // What start.ts remembers of the address before the app arrives: shared with the app, on its own too.
            { name: "remembered-choices", test: /[\\/]src[\\/]lib[\\/](?:remembered-choices|storage)\.ts$/, priority: 3 },
            {
              name: "app-shell",
              tags: ["$initial"],
              test: (id) => !/[\\/]src[\\/](?:start\.ts|styles[\\/].*)$|[\\/]index\.html$/.test(id),
              priority: 1,
            },
          ],
        },
      },
      treeshake: {
        // The shared packages' modules only declare things (see build/protocol-plugin.ts).
        moduleSideEffects: [{ test: /\/packages\/(?:protocol|domain)\/src\//, sideEffects: false }],
      },
    },
  },
  server: {
    proxy: {
      "/tods": { target: apiTarget, changeOrigin: true },
      "/healthz": { target: apiTarget, changeOrigin: true },
      "/docs": { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      "/tods": { target: apiTarget, changeOrigin: true },
      "/healthz": { target: apiTarget, changeOrigin: true },
      "/docs": { target: apiTarget, changeOrigin: true },
    },
  },
}));
