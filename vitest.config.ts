import { defineConfig } from "vitest/config";

/** Server test files that replace a module (vi.mock): they need modules loaded for them alone. */
const SERVER_FILES_WITH_MODULE_MOCKS = ["apps/server/src/modules/auth/sessions/sign-in-security.test.ts"];

const serverTestSettings = {
  // Migrates and seeds once per run; each test server starts from a copy (test/seeded-snapshots.ts).
  globalSetup: ["apps/server/src/test/seeded-snapshots-setup.ts"],
  // Cheap argon2 for passwords and codes (secret-hashing.test.ts checks production's parameters).
  setupFiles: ["apps/server/src/test/cheap-hashing-setup.ts"],
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

/** One project per layer, so `npm test` can run them in order and each can be run alone. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: "protocol", include: ["packages/protocol/src/**/*.test.ts"] } },
      { test: { name: "domain", include: ["packages/domain/src/**/*.test.ts"] } },
      { test: { name: "telematics", include: ["packages/telematics/src/**/*.test.ts", "apps/simulator/src/**/*.test.ts"] } },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          exclude: SERVER_FILES_WITH_MODULE_MOCKS,
          ...serverTestSettings,
          // A worker keeps the modules it loaded from one file to the next instead of loading the server
          // again for each (a quarter of the step's time): every test builds its own server and database.
          isolate: false,
        },
      },
      {
        // Without a global setup of its own: run with the server project, it uses that one's snapshots.
        test: { name: "server-isolated", include: SERVER_FILES_WITH_MODULE_MOCKS, ...serverTestSettings, globalSetup: [] },
      },
      { test: { name: "web", include: ["apps/web/src/**/*.test.{ts,tsx}", "apps/web/build/**/*.test.ts"] } },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          // Migrates and seeds the journeys' database once per run (journey-database.ts); each journey's server starts from a copy.
          globalSetup: ["e2e/support/seeded-database-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A journey shares CI's cores with the server, the broker and Chromium it drives, and with another
          // journey; one that fails twice in a row fails the run, and vitest reports every retried test by name.
          // A retried test must not depend on what its failed attempt left (registration-paths: ADDED_CARS).
          retry: 1,
        },
      },
    ],
  },
});
