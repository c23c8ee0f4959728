import { describe, expect, it } from "vitest";
import { checkServiceReset, serviceDue, serviceDueStateKey, toDateInput, localToday, type MaintenanceInfo } from "./service-due.ts";

/** A `nxtsvc` answer: last service 20260421 at 54,920 km, every 8,000 km or 6 months. */
function info(overrides: Partial<MaintenanceInfo> = {}): MaintenanceInfo {
  return {
    currentOdometer: 64120,
    currentOdometerUnit: 1,
    imatServiceOdometer: 62920,
    imatServiceOdometerUnit: 1,
    msopServiceOdometer: 54920,
    msopServiceOdometerUnit: 1,
    serviceOdometerDuration: -1200,
    serviceDaysDuration: -31,
    serviceMonthsThreshold: 6,
    mtitServiceDate: "20261021",
    mtspServiceDate: "20260421",
    nextServiceOdometer: 62920,
    nextServiceLeftOdometer: -1200,
    nextServiceLeftDays: -31,
    nextServiceDate: "20261021",
    lastServiceDate: "20260421",
    odometerUnit: 1,
    ...overrides,
  };
}

describe("service-due bars", () => {
  it("are both red and said overdue when distance and days are past", () => {
    const due = serviceDue(info());
    expect(due.distance).toMatchObject({
      left: -1200,
      interval: 8000,
      fraction: 0,
      colour: "red",
      red: true,
      stateKey: "health.due.state.red",
    });
    expect(due.days).toMatchObject({ left: -31, interval: 183, colour: "red", red: true });
    expect(due.nextDate?.utc.toISOString()).toBe("2026-10-21T00:00:00.000Z");
  });

  it("make the other figure light red when only one is past", () => {
    const due = serviceDue(info({ nextServiceLeftDays: 40 }));
    expect(due.distance.colour).toBe("red");
    expect(due.days.colour).toBe("lightRed");
    expect(due.days.red).toBe(false);
    expect(serviceDueStateKey("lightRed")).toBe("health.due.state.lightRed");
  });

  it("are green with the share of the interval left", () => {
    const due = serviceDue(info({ nextServiceLeftOdometer: 2000, nextServiceLeftDays: 61 }));
    expect(due.distance).toMatchObject({ colour: "green", red: false, fraction: 0.25 });
    expect(due.days.colour).toBe("green");
  });

  it("turn red at exactly zero left", () => {
    expect(serviceDue(info({ nextServiceLeftOdometer: 0, nextServiceLeftDays: 10 })).distance.red).toBe(true);
  });

  it("carry the account's unit", () => {
    expect(serviceDue(info({ odometerUnit: 3 })).unit).toBe(3);
    expect(serviceDue(info({ odometerUnit: 9 })).unit).toBe(1);
  });
});

describe("the reset-service form", () => {
  const today = "20261121";

  it("sends the odometer and the date as yyyymmdd", () => {
    expect(checkServiceReset({ odometer: "64 100", date: "2026-11-20" }, 64120, today)).toEqual({
      ok: true,
      request: { serviceOdometer: 64100, serviceDate: "20261120" },
    });
  });

  it("refuses an empty or unreadable odometer, or one above the current odometer", () => {
    expect(checkServiceReset({ odometer: "", date: "2026-11-20" }, 64120, today)).toEqual({
      ok: false,
      problems: { odometer: "health.reset.odometerRequired" },
    });
    expect(checkServiceReset({ odometer: "-5", date: "2026-11-20" }, 64120, today)).toMatchObject({ ok: false });
    expect(checkServiceReset({ odometer: "70000", date: "2026-11-20" }, 64120, today)).toEqual({
      ok: false,
      problems: { odometer: "health.reset.odometerAboveCurrent" },
    });
  });

  it("refuses a missing, impossible or future date", () => {
    expect(checkServiceReset({ odometer: "1", date: "" }, 64120, today)).toEqual({
      ok: false,
      problems: { date: "health.reset.dateRequired" },
    });
    expect(checkServiceReset({ odometer: "1", date: "2026-02-30" }, 64120, today)).toEqual({
      ok: false,
      problems: { date: "health.reset.dateRequired" },
    });
    expect(checkServiceReset({ odometer: "1", date: "2026-11-22" }, 64120, today)).toEqual({
      ok: false,
      problems: { date: "health.reset.dateInFuture" },
    });
  });

  it("writes dates for the date input and today as a local day", () => {
    expect(toDateInput("20261121")).toBe("2026-11-21");
    expect(toDateInput("")).toBe("");
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe("20260105");
  });
});
