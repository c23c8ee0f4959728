import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "./database.ts";
import { noticesAfterCommit } from "./notices-after-commit.ts";
import { createScratchDatabase, type ScratchDatabase } from "../test/scratch-database.ts";
import { databaseKinds } from "../test/test-server.ts";

const CHANNEL = "carport_notices_test";

describe.each(databaseKinds())("notices sent after commit on %s", (kind) => {
  let scratch: ScratchDatabase;
  let db: Database;
  const heard: string[] = [];
  let stopListening: () => Promise<void>;

  beforeAll(async () => {
    scratch = await createScratchDatabase(kind);
    db = await scratch.open();
    stopListening = await db.listen(CHANNEL, { message: (payload) => heard.push(payload), live: () => {} });
  });
  afterAll(async () => {
    await stopListening?.();
    await db?.close();
    await scratch?.drop();
  });

  it("delivers every notice of a burst, in the order sent, in two statements rather than one each", async () => {
    heard.length = 0;
    let statements = 0;
    const send = noticesAfterCommit((sql, params) => {
      statements += 1;
      return db.query(sql, params);
    });
    const sent = Array.from({ length: 40 }, (_, i) => `x:${i}`);
    await Promise.all(sent.map((payload) => send({ channel: CHANNEL, payload })));
    await vi.waitFor(() => expect(heard).toEqual(sent), { timeout: 5_000 });
    // The first alone, at once; the 39 sent while it ran, together.
    expect(statements).toBe(2);
  });

  it("is what the database handle's notify sends", async () => {
    heard.length = 0;
    await db.notify(CHANNEL, "s:one");
    await vi.waitFor(() => expect(heard).toEqual(["s:one"]), { timeout: 5_000 });
  });
});
