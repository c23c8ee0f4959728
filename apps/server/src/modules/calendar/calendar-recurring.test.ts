import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { icsEvent, startRadicale, type RadicaleServer } from "../../test/radicale.ts";
import { eventually } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(databaseKinds())("a daily meeting begun in January 2025, synced on %s", (kind) => {
  let radicale: RadicaleServer;
  let server: TestServer;

  beforeAll(async () => {
    radicale = await startRadicale();
    await radicale.makeCalendar("work");
    // Two hours after now's time of day, so no occurrence is under way: the week holds exactly 7.
    const now = new Date();
    const first = new Date(Date.UTC(2025, 0, 6, now.getUTCHours() + 2, now.getUTCMinutes()));
    await radicale.putEvent(
      "work",
      "stand-up",
      icsEvent({
        uid: "stand-up",
        summary: "Stand-up",
        location: "Room 4",
        start: first,
        end: new Date(first.getTime() + HOUR / 4),
        rrule: "FREQ=DAILY",
      }),
    );
    server = await createTestServer(kind, { CALDAV_SERVER_URL: radicale.url });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await radicale?.close();
  });

  it("sends the car its 7 occurrences of the coming week", async () => {
    const token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { json: list } = await server.call("vhcllst", {}, { accessToken: token });
    const car = list.result.vehicles.find((v: { nickName: string }) => v.nickName === "Aurora") as { vehicleId: string; vin: string };
    const { json } = await server.call(
      "addcalaccount",
      { calendarCp: 2, calendarAccount: radicale.user, appPassword: radicale.password },
      { accessToken: token, vehicleId: car.vehicleId },
    );
    expect(json.responseHeader.responseCode, JSON.stringify(json)).toBe(0);

    const twin = server.vehicleLink.fleet!.twins.get(car.vin)!;
    const held = await eventually(async () => (twin.calendar.length ? twin.calendar : undefined), "the car's calendar");
    expect(held).toHaveLength(7);
    expect(held.every((e) => e.summary === "Stand-up" && e.location === "Room 4")).toBe(true);
    const starts = held.map((e) => Date.parse(e.start));
    expect(starts[0]! - Date.now()).toBeGreaterThan(0);
    expect(starts[0]! - Date.now()).toBeLessThan(DAY);
    expect(starts.slice(1).map((start, i) => start - starts[i]!)).toEqual(Array(6).fill(DAY));
  });
});
