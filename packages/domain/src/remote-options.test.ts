import { describe, it, expect } from "vitest";
import {
  CLIMATE_DURATIONS,
  CLIMATE_DURATION_DEFAULT,
  ENGINE_MINUTES_DEFAULT,
  ENGINE_MINUTES_MAX,
  ENGINE_MINUTES_MIN,
  REMOTE_PAGES,
  climateDurationSchema,
  engineMinutesSchema,
  isClimateDuration,
  isEngineMinutes,
  isRemotePageAvailable,
  isSeatHeatAvailable,
  overviewPowerTarget,
  remoteLandingPage,
} from "./remote-options.ts";
import type { RemotePage } from "./remote-options.ts";

describe("climate duration", () => {
  it("offers 2, 5, 10, 15, 20, 25, 30 with 10 preselected", () => {
    expect(CLIMATE_DURATIONS).toEqual([2, 5, 10, 15, 20, 25, 30]);
    expect(CLIMATE_DURATION_DEFAULT).toBe(10);
  });
  it.each([2, 5, 10, 15, 20, 25, 30])("accepts %j", (m) => {
    expect(isClimateDuration(m)).toBe(true);
    expect(climateDurationSchema.parse(m)).toBe(m);
  });
  it.each([0, 1, 3, 4, 6, 9, 11, 31, 35, 10.5, -10, "10", null])("refuses %j", (m) => {
    expect(isClimateDuration(m)).toBe(false);
    expect(climateDurationSchema.safeParse(m).error?.issues[0]?.message).toBe("CLIMATE_DURATION_INVALID");
  });
});

describe("engine minutes", () => {
  it("runs 1 to 10 minutes, 3 by default", () => {
    expect([ENGINE_MINUTES_MIN, ENGINE_MINUTES_MAX, ENGINE_MINUTES_DEFAULT]).toEqual([1, 10, 3]);
  });
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])("accepts %j", (m) => {
    expect(isEngineMinutes(m)).toBe(true);
    expect(engineMinutesSchema.parse(m)).toBe(m);
  });
  it.each([0, 11, -1, 2.5, Number.NaN, "3", null, undefined])("refuses %j", (m) => {
    expect(isEngineMinutes(m)).toBe(false);
    expect(engineMinutesSchema.safeParse(m).error?.issues[0]?.message).toBe("ENGINE_MINUTES_INVALID");
  });
});

describe("isSeatHeatAvailable", () => {
  const none = { drvSeatHeatOption: 0, astSeatHeatOption: 0, rlSeatHeatOption: 0, rrSeatHeatOption: 0 };
  it("is false when every seat option is 0 or 7", () => {
    expect(isSeatHeatAvailable(none)).toBe(false);
    expect(isSeatHeatAvailable({ drvSeatHeatOption: 7, astSeatHeatOption: 7, rlSeatHeatOption: 0, rrSeatHeatOption: 7 })).toBe(false);
  });
  it.each(["drvSeatHeatOption", "astSeatHeatOption", "rlSeatHeatOption", "rrSeatHeatOption"] as const)(
    "is true when %s is another value",
    (key) => {
      for (const value of [1, 2, 3, 4, 5, 6, 8]) expect(isSeatHeatAvailable({ ...none, [key]: value })).toBe(true);
    },
  );
  it("is false when the options are missing", () => {
    expect(isSeatHeatAvailable(null)).toBe(false);
    expect(isSeatHeatAvailable(undefined)).toBe(false);
    expect(isSeatHeatAvailable({})).toBe(false);
    expect(isSeatHeatAvailable({ drvSeatHeatOption: null })).toBe(false);
  });
});

describe("isRemotePageAvailable", () => {
  const ev = { fuelKindCode: "E", hasRemoteIgnition: false };
  const phev = { fuelKindCode: "P", hasRemoteIgnition: false };
  const iceIgnition = { fuelKindCode: "G", hasRemoteIgnition: true };
  const iceNoIgnition = { fuelKindCode: "G", hasRemoteIgnition: false };
  const unknownIgnition = { fuelKindCode: "G", hasRemoteIgnition: null };
  const table: [RemotePage, boolean, boolean, boolean, boolean, boolean][] = [
    // page, ev, phev, ice+ignition, ice no ignition, ignition unknown
    ["charge", true, true, false, false, false],
    ["schedule", true, true, false, false, false],
    ["tsoc", true, true, false, false, false],
    ["climate", true, false, false, false, false],
    ["start", false, false, true, false, true],
    ["stop", false, false, true, false, true],
    ["lock", true, true, true, true, true],
    ["hornlight", true, true, true, true, true],
  ];
  it.each(table)("%s", (page, a, b, c, d, e) => {
    expect(isRemotePageAvailable(page, ev)).toBe(a);
    expect(isRemotePageAvailable(page, phev)).toBe(b);
    expect(isRemotePageAvailable(page, iceIgnition)).toBe(c);
    expect(isRemotePageAvailable(page, iceNoIgnition)).toBe(d);
    expect(isRemotePageAvailable(page, unknownIgnition)).toBe(e);
  });
  it("covers every remote page", () => {
    expect(table.map((row) => row[0]).sort()).toEqual([...REMOTE_PAGES].sort());
  });
});

describe("remoteLandingPage", () => {
  const base = { lastUsedPage: null, statusCallFailed: false };
  it("goes to charge for EV and PHEV without a last page", () => {
    expect(remoteLandingPage({ ...base, fuelKindCode: "E", hasRemoteIgnition: false })).toBe("charge");
    expect(remoteLandingPage({ ...base, fuelKindCode: "P", hasRemoteIgnition: true })).toBe("charge");
  });
  it("goes to start for a vehicle with remote ignition, else lock", () => {
    expect(remoteLandingPage({ ...base, fuelKindCode: "G", hasRemoteIgnition: true })).toBe("start");
    expect(remoteLandingPage({ ...base, fuelKindCode: "G", hasRemoteIgnition: false })).toBe("lock");
    expect(remoteLandingPage({ ...base, fuelKindCode: "F", hasRemoteIgnition: false })).toBe("lock");
  });
  it("goes to the last used page when it applies", () => {
    expect(remoteLandingPage({ ...base, lastUsedPage: "hornlight", fuelKindCode: "E", hasRemoteIgnition: false })).toBe("hornlight");
    expect(remoteLandingPage({ ...base, lastUsedPage: "tsoc", fuelKindCode: "P", hasRemoteIgnition: false })).toBe("tsoc");
    expect(remoteLandingPage({ ...base, lastUsedPage: "lock", fuelKindCode: "G", hasRemoteIgnition: true })).toBe("lock");
    expect(remoteLandingPage({ ...base, lastUsedPage: "start", fuelKindCode: "G", hasRemoteIgnition: true })).toBe("start");
  });
  it("redirects a last-used start or stop to lock without remote ignition", () => {
    expect(remoteLandingPage({ ...base, lastUsedPage: "start", fuelKindCode: "G", hasRemoteIgnition: false })).toBe("lock");
    expect(remoteLandingPage({ ...base, lastUsedPage: "stop", fuelKindCode: "E", hasRemoteIgnition: false })).toBe("lock");
  });
  it("falls back when the last used page does not apply or is unknown", () => {
    expect(remoteLandingPage({ ...base, lastUsedPage: "climate", fuelKindCode: "P", hasRemoteIgnition: false })).toBe("charge");
    expect(remoteLandingPage({ ...base, lastUsedPage: "charge", fuelKindCode: "G", hasRemoteIgnition: true })).toBe("start");
    expect(remoteLandingPage({ ...base, lastUsedPage: "valet", fuelKindCode: "G", hasRemoteIgnition: false })).toBe("lock");
    expect(remoteLandingPage({ ...base, lastUsedPage: "", fuelKindCode: "E", hasRemoteIgnition: false })).toBe("charge");
    expect(remoteLandingPage({ fuelKindCode: "E", hasRemoteIgnition: false, statusCallFailed: false })).toBe("charge");
  });
  describe("when the status call failed", () => {
    const failed = { lastUsedPage: null, statusCallFailed: true };
    it("sends EV and PHEV to charge", () => {
      expect(remoteLandingPage({ ...failed, fuelKindCode: "E", hasRemoteIgnition: null })).toBe("charge");
      expect(remoteLandingPage({ ...failed, fuelKindCode: "P", hasRemoteIgnition: null })).toBe("charge");
    });
    it("sends others to start, whatever ignition was last believed", () => {
      expect(remoteLandingPage({ ...failed, fuelKindCode: "G", hasRemoteIgnition: null })).toBe("start");
      expect(remoteLandingPage({ ...failed, fuelKindCode: "G", hasRemoteIgnition: false })).toBe("start");
    });
    it("still honours the last used page", () => {
      expect(remoteLandingPage({ ...failed, lastUsedPage: "lock", fuelKindCode: "G", hasRemoteIgnition: null })).toBe("lock");
      expect(remoteLandingPage({ ...failed, lastUsedPage: "start", fuelKindCode: "G", hasRemoteIgnition: false })).toBe("start");
    });
  });
});

describe("overviewPowerTarget", () => {
  it("opens climate for EV and start for PHEV or remote ignition", () => {
    expect(overviewPowerTarget({ fuelKindCode: "E", hasRemoteIgnition: true })).toBe("climate");
    expect(overviewPowerTarget({ fuelKindCode: "P", hasRemoteIgnition: false })).toBe("start");
    expect(overviewPowerTarget({ fuelKindCode: "G", hasRemoteIgnition: true })).toBe("start");
  });
  it("leads nowhere otherwise", () => {
    expect(overviewPowerTarget({ fuelKindCode: "G", hasRemoteIgnition: false })).toBeNull();
    expect(overviewPowerTarget({ fuelKindCode: "G", hasRemoteIgnition: null })).toBeNull();
  });
});
