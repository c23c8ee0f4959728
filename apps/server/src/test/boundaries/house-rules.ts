import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { HouseRules } from "./boundaries.ts";

const APPS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/**
 * The server: the database, config and the text catalogues at the bottom; core (shared repositories, hashing, the audit
 * trail, share rows), mail and http above; the modules (rooms, one front door each) above them;
 * the composition (app.ts, cli, seed, web) on top.
 */
export const SERVER_RULES: HouseRules = {
  root: path.join(APPS, "server/src"),
  // auth's parts (captcha, codes, sessions, pin, routes) are rooms too, each with its front door.
  floors: [
    ["db", "config.ts", "config-home-assistant.ts", "texts"],
    ["core", "mail", "http"],
    ["modules/*", "modules/auth/*"],
  ],
  rooms: ["modules/*", "modules/auth/*"],
  ignore: ["test"],
  testCode: ["test"],
};

/**
 * The web: lib and styles at the bottom; i18n, brands, api, components; the session; the features
 * (rooms); the app and prerender on top.
 */
export const WEB_RULES: HouseRules = {
  root: path.join(APPS, "web/src"),
  floors: [
    ["lib", "styles"],
    ["i18n", "brands", "api", "components"],
    // What every signed-in feature reads (the account, its units, its vehicles, sign-out), below the features so none enters auth or vehicles.
    ["session"],
    ["features/*"],
    ["app", "prerender"],
  ],
  rooms: ["features/*"],
  ignore: ["test-support"],
  testCode: ["test-support"],
};

/** The shared packages' source trees (packages/<name>/src), each checked file by file (checkPackage). */
export const PACKAGE_ROOTS: readonly string[] = fs
  .readdirSync(path.join(APPS, "../packages"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(APPS, "../packages", entry.name, "src")))
  .map((entry) => path.join(APPS, "../packages", entry.name, "src"));
