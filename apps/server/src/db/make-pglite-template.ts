// Writes the PGlite template (pglite-template.ts) beside this compiled script: run by scripts/build-node.mjs.
import { writePgliteTemplate } from "./pglite-template.ts";

await writePgliteTemplate();
