import fs from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./config.ts";

/** This release's version: the root package.json's, the one CHANGELOG.md lists. */
export const CARPORT_VERSION: string = (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as { version: string })
  .version;
