import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { protocolForBrowser } from "./build/protocol-plugin.ts";

/** The API server the dev server forwards to (apps/server, `npm run serve`). */
const apiTarget = process.env.CARPORT_API ?? "http://localhost:8080";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [protocolForBrowser(), react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The strict CSP to come forbids inline scripts: never inline the module preload helper.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
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
});
