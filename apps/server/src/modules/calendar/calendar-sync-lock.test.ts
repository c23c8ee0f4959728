import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../logger.ts";
import { INSTANCE_LOCKS, LOCK_NAMESPACE } from "../../db/instance-lock.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { createCalDavProvider } from "./caldav-provider.ts";
import type { CalendarProvider } from "./calendar-provider.ts";
import { createCalendarSync } from "./calendar-sync.ts";
import { createCredentialBox } from "../../core/credential-box.ts";

describe.each(databaseKinds())("calendar sync rounds on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(() => server?.close());

  /** A sync loop as one more server instance on the same database would run it. */
  async function instanceSync() {
    const box = await createCredentialBox(server.db, undefined);
    const providers = { 1: null, 2: createCalDavProvider("http://127.0.0.1:9/") as CalendarProvider<unknown> };
    return createCalendarSync(
      server.db,
      server.vehicleLink.gateway,
      box,
      providers,
      { lookaheadDays: 7, intervalSeconds: 300 },
      createLogger("silent"),
    );
  }

  it("run on one instance at a time: another's round is skipped while one is under way", async () => {
    const sync = await instanceSync();
    if (kind === "pglite") {
      // One process owns a PGlite database, so its instances share one in-memory lock.
      const other = await instanceSync();
      expect(await Promise.all([sync.syncRound(), other.syncRound()])).toEqual([true, false]);
    } else {
      // Another instance's round holds the lock (the session of another server process).
      const other = new pg.Client({ connectionString: server.postgresUrl });
      await other.connect();
      await other.query("select pg_advisory_lock($1, $2)", [LOCK_NAMESPACE, INSTANCE_LOCKS.calendarSync]);
      expect(await sync.syncRound()).toBe(false);
      await other.query("select pg_advisory_unlock($1, $2)", [LOCK_NAMESPACE, INSTANCE_LOCKS.calendarSync]);
      await other.end();
    }
    expect(await sync.syncRound()).toBe(true);
  });
});
