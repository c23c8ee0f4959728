import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), "service-worker.template.js");

/**
 * Emits /service-worker.js: the template with the app shell's files (what the built index.html
 * loads: the entry script, its preloaded chunks and styles) and a build id that names its cache.
 * Lazy pages' chunks are cached as they load, so installing fetches nothing the first page did not.
 */
export function serviceWorker(): Plugin {
  return {
    name: "carport:service-worker",
    apply: "build",
    generateBundle: {
      // After Vite's HTML plugin has put index.html, with its asset links, into the bundle.
      order: "post",
      handler(_options, bundle) {
        const index = bundle["index.html"];
        const html = index && index.type === "asset" ? String(index.source) : "";
        const shell = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!))].sort();
        const build = createHash("sha256").update(Object.keys(bundle).sort().join("\n")).digest("hex").slice(0, 12);
        const source = fs
          .readFileSync(TEMPLATE, "utf8")
          .replace("self.__CARPORT_SHELL__", JSON.stringify(shell))
          .replace("self.__CARPORT_BUILD__", JSON.stringify(build));
        this.emitFile({ type: "asset", fileName: "service-worker.js", source });
      },
    },
  };
}
