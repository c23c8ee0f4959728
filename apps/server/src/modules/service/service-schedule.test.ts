import { describe, expect, it } from "vitest";
import { isCalendarDate, serviceSchedule, todayDate } from "./service-schedule.ts";

const record = { interval_km: 8000, interval_months: 6, last_service_odometer: 10_000, last_service_date: "20260115" };

describe("the service schedule", () => {
  it("counts distance and days to the next service", () => {
    const s = serviceSchedule(record, 12_500, new Date("2026-05-15T12:00:00Z"));
    expect(s).toMatchObject({ nextOdometer: 18_000, nextDate: "20260715", distanceLeft: 5_500, daysLeft: 61 });
  });

  it("goes negative once overdue", () => {
    const s = serviceSchedule(record, 19_000, new Date("2026-08-14T00:00:00Z"));
    expect(s.distanceLeft).toBe(-1_000);
    expect(s.daysLeft).toBe(-30);
  });

  it("knows real dates", () => {
    expect(isCalendarDate("20260228")).toBe(true);
    expect(isCalendarDate("20260230")).toBe(false);
    expect(isCalendarDate("2026-02-2")).toBe(false);
  });

  it("tells today's date in UTC, the next one from midnight, and an earlier one when the clock goes back", () => {
    expect(todayDate(Date.parse("2026-11-29T23:59:59.999Z"))).toBe("20261129");
    expect(todayDate(Date.parse("2026-11-30T00:00:00Z"))).toBe("20261130");
    expect(todayDate(Date.parse("2026-11-30T18:30:00Z"))).toBe("20261130");
    expect(todayDate(Date.parse("2026-11-29T12:00:00Z"))).toBe("20261129");
    expect(todayDate(Date.parse("2027-01-01T00:00:00Z"))).toBe("20270101");
  });
});
