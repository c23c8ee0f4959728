import { describe, expect, it } from "vitest";
import { calendarStatus, toggledEnableYn } from "./calendar.ts";

describe("calendar status per provider", () => {
  it("is ADD without an account, PENDING_CALENDAR while authorization is unfinished, else follows enableYn", () => {
    expect(calendarStatus(undefined)).toBe("ADD");
    expect(calendarStatus({ ucscStatus: "P", enableYn: "Y" })).toBe("PENDING_CALENDAR");
    expect(calendarStatus({ ucscStatus: "C", enableYn: "Y" })).toBe("ENABLED");
    expect(calendarStatus({ ucscStatus: "C", enableYn: "N" })).toBe("DISABLED");
  });

  it("toggling flips enableYn", () => {
    expect(toggledEnableYn("Y")).toBe("N");
    expect(toggledEnableYn("N")).toBe("Y");
  });
});
