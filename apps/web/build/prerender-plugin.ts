import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { runnerImport, type Plugin } from "vite";
import { catalogueParts } from "./catalogue-parts-plugin.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const RENDERER = fileURLToPath(new URL("../src/prerender/prerender-entry.ts", import.meta.url));

const NO_STYLE = "\0carport-no-style";

/** Markup needs no stylesheets: the page's CSS is the browser build's, linked by index.html. */
const stylesLeftOut: Plugin = {
  name: "carport:styles-left-out",
  enforce: "pre",
  resolveId: (id) => (id.endsWith(".css") ? NO_STYLE : null),
  load: (id) => (id === NO_STYLE ? "export {};" : null),
};

/**
 * After the browser build, renders the sign-in page per brand and language with the app's own
 * components (through Vite's module runner, as the app's modules are TypeScript, JSX and virtual
 * catalogue parts) and writes dist/prerendered-pages.json for the server (see web-app.ts).
 */
export function prerenderLoginPage(): Plugin {
  let outDir = "";
  return {
    name: "carport:prerender-login",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { module } = await runnerImport<typeof import("../src/prerender/prerender-entry.ts")>(RENDERER, {
        configFile: false,
        root: ROOT,
        logLevel: "warn",
        plugins: [stylesLeftOut, catalogueParts(), react()],
      });
      fs.writeFileSync(path.join(outDir, module.PRERENDERED_PAGES_FILE), JSON.stringify(module.prerenderedPages));
    },
  };
}
