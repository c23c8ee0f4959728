import { describe, expect, it } from "vitest";
import type { CalendarAccount } from "@carport/protocol";
import { authorizationReturnOf, calendarProviderViews, toggleRequestOf } from "./calendar-view.ts";

const linked = (patch: Partial<CalendarAccount>): CalendarAccount => ({
  calendarCp: 2,
  calendarAccount: "owner",
  calendarUserId: "u1",
  enableYn: "Y",
  syncStatus: "S",
  ucscStatus: "C",
  errorMessage: "",
  lastSyncDate: "",
  eventCount: 0,
  ...patch,
});

describe("calendar settings", () => {
  it("shows both provider types with their status", () => {
    const views = calendarProviderViews([
      linked({ calendarCp: 2, enableYn: "N", syncStatus: "F" }),
      linked({ calendarCp: 1, ucscStatus: "P" }),
    ]);
    expect(views.map((v) => [v.cp, v.status, v.syncFailed])).toEqual([
      [1, "PENDING_CALENDAR", false],
      [2, "DISABLED", true],
    ]);
    expect(calendarProviderViews([]).map((v) => v.status)).toEqual(["ADD", "ADD"]);
  });

  it("the toggle flips enableYn of that calendar", () => {
    expect(toggleRequestOf(linked({ enableYn: "Y" }))).toEqual({ calendarUserId: "u1", enableYn: "N" });
  });

  it("reads what the authorization callback handed back", () => {
    expect(authorizationReturnOf("?code=c1&state=s1")).toEqual({ code: "c1", state: "s1" });
    expect(authorizationReturnOf("?calendarError=7812")).toEqual({ failed: true });
    expect(authorizationReturnOf("")).toBeNull();
  });
});
