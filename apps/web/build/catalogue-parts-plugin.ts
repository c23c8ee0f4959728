import fs from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { pickCataloguePart, type CataloguePart } from "../src/i18n/catalogue-parts.ts";

const PREFIX = "virtual:catalogue/";
const RESOLVED = "\0carport-catalogue/";

/**
 * `virtual:catalogue/<en|fr>/<first|shell|landing|rest>`: one part of a language's catalogue (src/i18n/<lang>.json)
 * as a module of its own, so each part is its own chunk. The JSON files stay the one source.
 */
export function catalogueParts(): Plugin {
  return {
    name: "carport:catalogue-parts",
    resolveId(id) {
      // Named <language>-<part>, so the chunks read en-first, fr-rest.
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length).replace("/", "-") : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const [language, part] = id.slice(RESOLVED.length).split("-") as ["en" | "fr", CataloguePart];
      const file = fileURLToPath(new URL(`../src/i18n/${language}.json`, import.meta.url));
      this.addWatchFile(file);
      const texts = pickCataloguePart(JSON.parse(fs.readFileSync(file, "utf8")), part);
      // JSON.parse of a string literal parses faster than the same object as JavaScript.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;
    },
  };
}
