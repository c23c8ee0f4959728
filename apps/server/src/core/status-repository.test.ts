import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VehicleStatus } from "@carport/protocol";
import { createTestServer, databaseKinds, type TestServer } from "../test/test-server.ts";
import { saveStatusesOfVins } from "./status-repository.ts";

/** Statuses reported together are saved in one statement: each must end as the saves one by one would. */
describe.each(databaseKinds())("statuses saved together on %s", (kind) => {
  let server: TestServer;
  let cars: Array<{ id: string; vin: string; status: VehicleStatus }>;
  beforeAll(async () => {
    server = await createTestServer(kind);
    cars = await server.db.query<{ id: string; vin: string; status: VehicleStatus }>(
      "select v.id, v.vin, s.status from vehicles v join vehicle_status s on s.vehicle_id = v.id order by v.vin limit 2",
    );
  });
  afterAll(() => server.close());

  const statusOf = async (id: string) =>
    (
      await server.db.query<{ status: VehicleStatus; reported_at: Date }>(
        "select status, reported_at from vehicle_status where vehicle_id = $1",
        [id],
      )
    )[0]!;
  const historyAt = async (id: string, at: Date) =>
    (
      await server.db.query<{ locked: boolean }>("select locked from vehicle_status_history where vehicle_id = $1 and recorded_at = $2", [
        id,
        at,
      ])
    ).map((row) => row.locked);

  it("saves each car's newest status, keeps each distinct read in its history, and ignores a VIN of no vehicle", async () => {
    const [a, b] = cars as [(typeof cars)[0], (typeof cars)[0]];
    const base = Date.now() + 60_000;
    const first = new Date(base);
    const second = new Date(base + 1_000);
    await saveStatusesOfVins(server.db, [
      { key: a.vin, status: { ...a.status, doorLock: false, engine: true }, at: first },
      { key: b.vin, status: { ...b.status, doorLock: !b.status.doorLock }, at: first },
      { key: "NOSUCHVIN00000000", status: a.status, at: first },
      { key: a.vin, status: { ...a.status, doorLock: true, engine: false }, at: second },
    ]);
    expect((await statusOf(a.id)).status).toMatchObject({ doorLock: true, engine: false });
    expect((await statusOf(a.id)).reported_at.getTime()).toBe(second.getTime());
    expect((await statusOf(b.id)).status).toMatchObject({ doorLock: !b.status.doorLock });
    expect(await historyAt(a.id, first)).toEqual([false]);
    expect(await historyAt(a.id, second)).toEqual([true]);
    expect(await historyAt(b.id, first)).toEqual([!b.status.doorLock]);

    // Older than the saved one: refused, and not kept in the history either.
    const older = new Date(base - 30_000);
    await saveStatusesOfVins(server.db, [{ key: a.vin, status: { ...a.status, doorLock: false }, at: older }]);
    expect((await statusOf(a.id)).status).toMatchObject({ doorLock: true });
    expect(await historyAt(a.id, older)).toEqual([]);
  });

  it("keeps in the history a different read reported at the same instant as the last kept one, as the status shown", async () => {
    const [a] = cars as [(typeof cars)[0]];
    // Mirrored dates have whole seconds: two reads of a maker's car can carry the same one.
    const at = new Date(Math.floor((Date.now() + 180_000) / 1000) * 1000);
    await saveStatusesOfVins(server.db, [{ key: a.vin, status: { ...a.status, doorLock: false }, at }]);
    expect(await historyAt(a.id, at)).toEqual([false]);
    await saveStatusesOfVins(server.db, [{ key: a.vin, status: { ...a.status, doorLock: true }, at: new Date(at) }]);
    expect((await statusOf(a.id)).status).toMatchObject({ doorLock: true });
    expect(await historyAt(a.id, at)).toEqual([true]);
  });

  it("pushes a status once: the same status reported again (a car's status message after its result) announces nothing", async () => {
    const [, b] = cars as [(typeof cars)[0], (typeof cars)[0]];
    const announced: string[] = [];
    const stop = server.db.onWrite((payloads) => announced.push(...payloads));
    try {
      const at = Date.now() + 120_000;
      const changed = { ...b.status, doorLock: true, engine: true };
      await saveStatusesOfVins(server.db, [{ key: b.vin, status: changed, at: new Date(at) }]);
      expect(announced).toEqual([`s:${b.id}`]);
      await saveStatusesOfVins(server.db, [{ key: b.vin, status: structuredClone(changed), at: new Date(at + 500) }]);
      expect(announced).toEqual([`s:${b.id}`]);
      // Still the newest report's time: an older report that arrives late stays refused.
      expect((await statusOf(b.id)).reported_at.getTime()).toBe(at + 500);
      await saveStatusesOfVins(server.db, [{ key: b.vin, status: { ...changed, engine: false }, at: new Date(at + 1_000) }]);
      expect(announced).toEqual([`s:${b.id}`, `s:${b.id}`]);
    } finally {
      stop();
    }
  });
});
