import type { VehicleStatus } from "@carport/protocol";
import { describe, expect, it } from "vitest";
import { statusItems, statusReportTime } from "./status-items.ts";

const status = {
  lastStatusDate: "20260315143000",
  doorLock: true,
  engine: false,
  airCtrlOn: true,
  airTemp: { value: "0EH", unit: 0 },
  evStatus: { batteryStatus: 62, batteryCharge: true, batteryPlugin: 2 },
} as unknown as VehicleStatus;

describe("status panel lines", () => {
  it("say whether the doors are locked", () => {
    expect(statusItems(["doors"], status, "2025", "C")).toEqual([
      { label: "remote.status.doors", value: { key: "remote.status.doorsLocked" } },
    ]);
    expect(statusItems(["doors"], { ...status, doorLock: false }, "2025", "C")[0]?.value).toEqual({ key: "remote.status.doorsUnlocked" });
  });

  it("give the battery, the plug and the charge of an electric vehicle", () => {
    expect(statusItems(["battery", "plug", "charging"], status, "2025", "C")).toEqual([
      { label: "remote.status.battery", value: { percent: 62 } },
      { label: "remote.status.plug", value: { key: "remote.status.plugAc" } },
      { label: "remote.status.charging", value: { key: "remote.status.chargingOn" } },
    ]);
  });

  it("leave out what the vehicle does not report", () => {
    const combustion = { ...status, evStatus: undefined } as VehicleStatus;
    expect(statusItems(["battery", "plug", "charging"], combustion, "2025", "C")).toEqual([]);
    expect(statusItems(["temperature"], { ...status, airCtrlOn: false }, "2025", "C")).toEqual([]);
  });

  it("leave out every fact a linked car's maker did not send, rather than guess it", () => {
    const facts = ["doors", "engine", "climate", "temperature", "battery", "plug", "charging"] as const;
    expect(statusItems(facts, {}, "2025", "C")).toEqual([]);
    expect(statusItems(facts, { engine: true, evStatus: { batteryStatus: 40 } }, "2025", "C")).toEqual([
      { label: "remote.status.engine", value: { key: "remote.status.engineOn" } },
      { label: "remote.status.battery", value: { percent: 40 } },
    ]);
  });

  it("give the set temperature in the account's unit while the climate runs", () => {
    expect(statusItems(["temperature"], status, "2025", "F")).toEqual([
      { label: "remote.status.temperature", value: { temperature: 69.8, unit: "F" } },
    ]);
  });

  it("read the report time as UTC", () => {
    expect(statusReportTime("20260315143000")?.toISOString()).toBe("2026-03-15T14:30:00.000Z");
    expect(statusReportTime("2026")).toBeNull();
    expect(statusReportTime(undefined)).toBeNull();
  });
});
