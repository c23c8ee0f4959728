import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { icsEvent, startRadicale, type RadicaleServer } from "../../test/radicale.ts";
import { eventually } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

const HOUR = 3_600_000;

describe.each(databaseKinds())("calendar sync over CalDAV on %s", (kind) => {
  let radicale: RadicaleServer;
  let server: TestServer;
  let token: string;
  let aurora: { vehicleId: string; vin: string };
  let tidal: { vehicleId: string; vin: string };

  beforeAll(async () => {
    radicale = await startRadicale();
    await radicale.makeCalendar("personal");
    const start = new Date(Date.now() + 26 * HOUR);
    await radicale.putEvent(
      "personal",
      "dentist",
      icsEvent({
        uid: "dentist",
        summary: "Dentist",
        location: "100 Queen St W, Toronto, ON",
        start,
        end: new Date(start.getTime() + HOUR),
      }),
    );
    const past = new Date(Date.now() - 48 * HOUR);
    await radicale.putEvent(
      "personal",
      "past",
      icsEvent({ uid: "past", summary: "Old lunch", location: "Elsewhere", start: past, end: new Date(past.getTime() + HOUR) }),
    );
    server = await createTestServer(kind, { CALDAV_SERVER_URL: radicale.url, CALENDAR_SYNC_INTERVAL_SECONDS: "1" });
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    aurora = json.result.vehicles.find((v: { nickName: string }) => v.nickName === "Aurora");
    tidal = json.result.vehicles.find((v: { nickName: string }) => v.nickName === "Tidal");
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await radicale?.close();
  });

  const call = (name: string, body: unknown, vehicleId = aurora.vehicleId) => server.call(name, body, { accessToken: token, vehicleId });
  const carCalendar = (vin: string) => server.vehicleLink.fleet!.twins.get(vin)!.calendar;

  it("answers the connect failure for a wrong app password and links nothing", async () => {
    const { json } = await call("addcalaccount", { calendarCp: 2, calendarAccount: radicale.user, appPassword: "wrong-password" });
    expect(json.responseHeader.responseCode).toBe(1);
    expect(json.error.errorCode).toBe("7812");
    expect(json.error.errorDesc).toBe("Could not connect to the calendar. Check the account name and the app password or authorization.");
    expect((await call("getcalaccount", {})).json.result.calendarList).toEqual([]);
  });

  it("links the calendar with sync on and sends the car its upcoming appointments with their addresses", async () => {
    const { json } = await call("addcalaccount", { calendarCp: 2, calendarAccount: radicale.user, appPassword: radicale.password });
    expect(json.responseHeader.responseCode, JSON.stringify(json)).toBe(0);
    const [linked] = json.result.calendarList;
    expect(linked).toMatchObject({
      calendarCp: 2,
      calendarAccount: radicale.user,
      enableYn: "Y",
      ucscStatus: "C",
      syncStatus: "S",
      eventCount: 1,
      errorMessage: "",
    });
    expect(JSON.stringify(json)).not.toContain(radicale.password);
    const stored = await server.db.query<{ credentials: string }>("select credentials from calendar_accounts");
    expect(stored[0]!.credentials).not.toContain(radicale.password);

    const held = await eventually(async () => (carCalendar(aurora.vin).length ? carCalendar(aurora.vin) : undefined), "the car's calendar");
    expect(held).toEqual([expect.objectContaining({ summary: "Dentist", location: "100 Queen St W, Toronto, ON" })]);
    // The car's acknowledgement reaches the server too (what the admin tool reads).
    const acknowledged = await eventually(async () => {
      const rows = await server.db.query<{ events: Array<{ summary: string }> }>(
        "select events from calendar_car_lists where vehicle_id = $1",
        [aurora.vehicleId],
      );
      return rows[0]?.events.length ? rows[0].events : undefined;
    }, "the car's acknowledgement");
    expect(acknowledged.map((e) => e.summary)).toEqual(["Dentist"]);

    // A second type-2 account on the same vehicle is refused with the add failure.
    const again = await call("addcalaccount", { calendarCp: 2, calendarAccount: radicale.user, appPassword: radicale.password });
    expect(again.json.error.errorCode).toBe("7810");
  });

  it("keeps syncing: an appointment added at the provider reaches the car with the next round", async () => {
    const start = new Date(Date.now() + 50 * HOUR);
    await radicale.putEvent(
      "personal",
      "service",
      icsEvent({ uid: "service", summary: "Tire change", location: "55 Dealer Rd; Bay 2", start, end: new Date(start.getTime() + HOUR) }),
    );
    const held = await eventually(
      async () => (carCalendar(aurora.vin).length === 2 ? carCalendar(aurora.vin) : undefined),
      "the second appointment",
    );
    expect(held.map((e) => [e.summary, e.location])).toEqual([
      ["Dentist", "100 Queen St W, Toronto, ON"],
      ["Tire change", "55 Dealer Rd; Bay 2"],
    ]);
  });

  it("turning sync off empties the car's list and stops sending; turning it on sends again", async () => {
    // Tidal's calendar marks the sync rounds: once it was synced twice after the toggle, a whole round ran.
    const marker = await server.call(
      "addcalaccount",
      { calendarCp: 2, calendarAccount: radicale.user, appPassword: radicale.password },
      { accessToken: token, vehicleId: tidal.vehicleId },
    );
    expect(marker.json.responseHeader.responseCode).toBe(0);
    const id = (await call("getcalaccount", {})).json.result.calendarList[0].calendarUserId;

    const off = await call("setcalaccount", { calendarUserId: id, enableYn: "N" });
    expect(off.json.result.calendarList[0].enableYn).toBe("N");
    await eventually(async () => (carCalendar(aurora.vin).length === 0 ? true : undefined), "the emptied list");
    const start = new Date(Date.now() + 30 * HOUR);
    await radicale.putEvent(
      "personal",
      "late",
      icsEvent({ uid: "late", summary: "Lawyer", location: "1 Bay St", start, end: new Date(start.getTime() + HOUR) }),
    );
    const round = async () =>
      (await server.db.query<{ at: Date }>("select last_sync_at as at from calendar_accounts where vehicle_id = $1", [tidal.vehicleId]))[0]!
        .at;
    const first = new Date(await round()).getTime();
    await eventually(async () => (new Date(await round()).getTime() > first ? true : undefined), "a sync round");
    const second = new Date(await round()).getTime();
    await eventually(async () => (new Date(await round()).getTime() > second ? true : undefined), "another sync round");
    expect(carCalendar(aurora.vin)).toEqual([]);
    expect(carCalendar(tidal.vin).map((e) => e.summary)).toContain("Lawyer");

    const on = await call("setcalaccount", { calendarUserId: id, enableYn: "Y" });
    expect(on.json.result.calendarList[0].enableYn).toBe("Y");
    const held = await eventually(async () => (carCalendar(aurora.vin).length ? carCalendar(aurora.vin) : undefined), "the list again");
    expect(held.map((e) => e.summary)).toEqual(["Dentist", "Lawyer", "Tire change"]);
  });

  it("a sync the provider refuses shows the sync status error on the calendar", async () => {
    const [linked] = (await call("getcalaccount", {})).json.result.calendarList;
    radicale.changePassword("revoked-and-replaced");
    try {
      await call("setcalaccount", { calendarUserId: linked.calendarUserId, enableYn: "N" });
      const on = await call("setcalaccount", { calendarUserId: linked.calendarUserId, enableYn: "Y" });
      expect(on.json.result.calendarList[0]).toMatchObject({
        enableYn: "Y",
        syncStatus: "F",
        errorMessage: "The calendar could not be synchronized with the vehicle.",
      });
      const french = await server.call("getcalaccount", {}, { accessToken: token, vehicleId: aurora.vehicleId, language: "1" });
      expect(french.json.result.calendarList[0].errorMessage).toBe("L'agenda n'a pas pu être synchronisé avec le véhicule.");
    } finally {
      radicale.changePassword(radicale.password);
    }
  });

  it("a changed app password that the provider refuses answers the connect failure; deleting unlinks and empties the car", async () => {
    const [linked] = (await call("getcalaccount", {})).json.result.calendarList;
    const wrong = await call("modifycalaccount", {
      calendarCp: 2,
      calendarAccount: radicale.user,
      appPassword: "nope",
      calendarUserId: linked.calendarUserId,
    });
    expect(wrong.json.error.errorCode).toBe("7812");
    const unknown = await call("setcalaccount", { calendarUserId: "00000000-0000-4000-8000-000000000000", enableYn: "N" });
    expect(unknown.json.error.errorCode).toBe("7813");
    const mismatched = await call("delcalaccount", {
      calendarCp: 1,
      calendarAccount: radicale.user,
      calendarUserId: linked.calendarUserId,
    });
    expect(mismatched.json.error.errorCode).toBe("7814");
    const missing = await call("addcalaccount", { calendarCp: 2, calendarAccount: radicale.user });
    expect(missing.status).toBe(400);
    expect(missing.json.error.errorDesc).toContain("appPassword");

    const deleted = await call("delcalaccount", { calendarCp: 2, calendarAccount: radicale.user, calendarUserId: linked.calendarUserId });
    expect(deleted.json.result.calendarList).toEqual([]);
    await eventually(async () => (carCalendar(aurora.vin).length === 0 ? true : undefined), "the emptied list");
  });
});
