import { afterAll, beforeAll } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser.ts";
import { JOURNEY_SERVER_ENV } from "./sign-in.ts";
import { freePort } from "../../apps/server/src/test/loopback.ts";
import { startCarport, type CarportProcess } from "../../apps/server/src/test/server-process.ts";
import { copySeededDataDir, copySeededPostgres } from "../../apps/server/src/test/seeded-snapshots.ts";
import { JOURNEY_DATABASE } from "./journey-database.ts";

/** Extra server settings, or a function giving them from the server's own address once earlier hooks have run. */
export type JourneyServerEnv = Record<string, string> | ((own: { url: string }) => Record<string, string>);

/** A journey's server and browser; read them in hooks and tests, once the describe block's beforeAll has run. */
export interface Journey {
  readonly carport: CarportProcess;
  readonly browser: Browser;
}

/**
 * Starts a Carport server (JOURNEY_SERVER_ENV plus `env`) and a browser side by side before the tests of
 * the describe block it is called in, and closes both after them. Call it at the top of the block; a
 * later beforeAll of the block runs after the start (vitest runs hooks in order, and afterAll in reverse).
 * `env` as a function gets the server's own address, e.g. `({ url }) => ({ PUBLIC_URL: url })` so that the
 * links the server makes lead back to it.
 */
export function useJourneyServer(env: JourneyServerEnv = {}): Journey {
  let carport: CarportProcess | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [carport, browser] = await Promise.all([startJourneyServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await carport?.stop();
  });
  return {
    get carport() {
      return started(carport, "carport");
    },
    get browser() {
      return started(browser, "browser");
    },
  };
}

/**
 * Starts one more Carport server (JOURNEY_SERVER_ENV plus `env`) for the describe block, after the ones
 * started before it, and stops it after the block: for a journey that needs a server set up differently.
 */
export function useExtraServer(env: JourneyServerEnv = {}): { readonly carport: CarportProcess } {
  let carport: CarportProcess | undefined;
  beforeAll(async () => {
    carport = await startJourneyServer(env);
  });
  afterAll(async () => {
    await carport?.stop();
  });
  return {
    get carport() {
      return started(carport, "carport");
    },
  };
}

/** A copy of the run's seeded database for one server, as its settings, and how to remove it once the server is gone. */
export async function seededDatabase(): Promise<{ settings: Record<string, string>; remove(): Promise<void> } | undefined> {
  if (JOURNEY_DATABASE === "pglite") {
    const copy = copySeededDataDir();
    return copy && { settings: { DATA_DIR: copy.dataDir }, remove: async () => copy.remove() };
  }
  const copy = await copySeededPostgres();
  return copy && { settings: { DATABASE_URL: copy.url }, remove: () => copy.drop() };
}

/** The server runs compiled when `npm run build` is up to date (programArgs), on a copy of the run's seeded database (JOURNEY_DATABASE). */
async function startJourneyServer(env: JourneyServerEnv): Promise<CarportProcess> {
  let settings: Record<string, string>;
  if (typeof env !== "function") settings = { ...JOURNEY_SERVER_ENV, ...env };
  else {
    const port = await freePort();
    settings = { ...JOURNEY_SERVER_ENV, PORT: String(port), ...env({ url: `http://localhost:${port}` }) };
  }
  const seeded = "DATA_DIR" in settings || "DATABASE_URL" in settings ? undefined : await seededDatabase();
  let carport: CarportProcess;
  try {
    carport = await startCarport({ ...settings, ...seeded?.settings });
  } catch (error) {
    await seeded?.remove();
    throw error;
  }
  if (!seeded) return carport;
  const removeAfter =
    <T>(end: () => Promise<T>) =>
    async () => {
      const result = await end();
      await seeded.remove();
      return result;
    };
  return { ...carport, stop: removeAfter(carport.stop), kill: removeAfter(carport.kill) };
}

function started<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`the journey's ${name} is read before its beforeAll has started it`);
  return value;
}
