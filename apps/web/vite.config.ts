import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { catalogueParts } from "./build/catalogue-parts-plugin.ts";
import { precompressAssets } from "./build/precompress-plugin.ts";
import { prerenderLoginPage } from "./build/prerender-plugin.ts";
import { protocolForBrowser } from "./build/protocol-plugin.ts";

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
  plugins: [protocolForBrowser(), catalogueParts(), react(), prerenderLoginPage(), precompressAssets()],
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
      output: {
        codeSplitting: {
          // Everything the first page needs, in one chunk beside the entry: otherwise the bundler
          // regroups modules the entry shares with lazy pages by the set of pages using them, and
          // each new page would add chunks (and bytes of imports between them) to the login bundle.
          groups: [{ name: "app-shell", tags: ["$initial"] }],
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
