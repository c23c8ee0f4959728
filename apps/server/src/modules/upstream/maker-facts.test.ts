import { describe, expect, it } from "vitest";
import { makerHeaders, utcOffsetHours } from "./maker-headers.ts";
import { makerVehicleFacts } from "./maker-vehicle.ts";
import { chargeLimitsOf, odometerKmOf } from "./upstream-mirror.ts";
import { reportedAtOf } from "./upstream-status.ts";

describe("the headers the bridge sends the maker", () => {
  it("give the owner's UTC offset in hours, as the sign-in document's `offset` (-5, or the user's time zone)", () => {
    expect(utcOffsetHours("America/Toronto", new Date("2026-01-15T12:00:00Z"))).toBe("-5");
    expect(utcOffsetHours("America/Toronto", new Date("2026-07-15T12:00:00Z"))).toBe("-4");
    expect(utcOffsetHours("America/St_Johns", new Date("2026-01-15T12:00:00Z"))).toBe("-3.5");
    expect(utcOffsetHours("UTC", new Date("2026-01-15T12:00:00Z"))).toBe("0");
  });

  it("say the maker's sign-in page, or its remote page for the calls that need it (KiaUvoApiCA, commit 631a9c5)", () => {
    const at = { origin: "https://kiaconnect.ca", timeZone: "America/Toronto", now: new Date("2026-01-15T12:00:00Z") };
    expect(makerHeaders({ ...at, brand: "kci", kind: "session" })).toMatchObject({
      from: "CWP",
      Origin: "https://kiaconnect.ca",
      Referer: "https://kiaconnect.ca/login",
      client_id: "KIAHSPACA0232141ED9722C67715A0B",
      offset: "-5",
    });
    expect(makerHeaders({ ...at, brand: "hacc", kind: "remote" })).toMatchObject({
      from: "SPA",
      Referer: "https://kiaconnect.ca/remote/",
      client_id: "HATAHSPACA0232141ED9722C67715A0B",
    });
  });
});

describe("what the bridge takes from the maker's answers", () => {
  it("takes a car's facts from its vhcllst entry only (tests/test_ca_ip_validation_error.py's entry has no feature flags)", () => {
    const entry = { vehicleId: "vehicle-1", nickName: "My Car", modelName: "IONIQ 5", modelYear: "2024", vin: "VIN1", fuelKindCode: "E" };
    expect(makerVehicleFacts(entry, null)).toMatchObject({
      fuelKindCode: "E",
      // Not told: unknown, not made up.
      isCcs2: null,
      remoteIgnition: null,
      mainBatteryType: "",
      genType: "",
      trim: "",
    });
    expect(makerVehicleFacts({ ...entry, isCCS2Vehicle: "Y", genType: "3", mainBatteryType: "77.4 kWh" }, null)).toMatchObject({
      isCcs2: true,
      genType: "3",
      mainBatteryType: "77.4 kWh",
    });
    // The cars KiaUvoApiCA sends remoteControl to: CCS2 without the flag.
    expect(makerVehicleFacts({ ...entry, modelName: "IONIQ 9" }, null).isCcs2).toBe(true);
    // A combustion car without the flag: unknown (its command goes as KiaUvoApiCA sends it, climate-on-engine.ts).
    expect(makerVehicleFacts({ ...entry, fuelKindCode: "G" }, null).remoteIgnition).toBeNull();
    expect(makerVehicleFacts({ ...entry, remoteIgnition: "N", isCCS2Vehicle: "N" }, null)).toMatchObject({
      remoteIgnition: false,
      isCcs2: false,
    });
    // No fuel kind: the status says electric when it carries evStatus.
    expect(makerVehicleFacts({ vin: "VIN1" }, { evStatus: {} }).fuelKindCode).toBe("E");
  });

  it("reads the odometer of nxtsvc in km and the charge limits of evc/selsoc, nothing when they are not told", () => {
    expect(odometerKmOf({ currentOdometer: 41250, currentOdometerUnit: 1 })).toBe(41250);
    expect(odometerKmOf({ currentOdometer: 1000, currentOdometerUnit: 3 })).toBe(1609);
    expect(odometerKmOf({ imatServiceOdometer: 48000 })).toBeNull();
    expect(odometerKmOf(undefined)).toBeNull();
    expect(
      chargeLimitsOf([
        { plugType: 0, level: 80 },
        { plugType: 1, level: 90, extra: 1 },
      ]),
    ).toEqual([
      { plugType: 0, level: 80 },
      { plugType: 1, level: 90 },
    ]);
    expect(chargeLimitsOf({})).toBeNull();
    expect(chargeLimitsOf([{ plugType: 0 }])).toBeNull();
  });
});

describe("when a mirrored status was reported", () => {
  const now = new Date("2026-01-15T15:00:00Z");
  it("reads a cached status's date in the owners' time zone, a date within 20 minutes of now as UTC (KiaUvoApiCA)", () => {
    expect(reportedAtOf({ lastStatusDate: "20260115093000" }, "America/Toronto", now).toISOString()).toBe("2026-01-15T14:30:00.000Z");
    expect(reportedAtOf({ lastStatusDate: "20260115145500" }, "America/Toronto", now).toISOString()).toBe("2026-01-15T14:55:00.000Z");
    expect(reportedAtOf({}, "America/Toronto", now)).toBe(now);
    expect(reportedAtOf({ lastStatusDate: "yesterday" }, "America/Toronto", now)).toBe(now);
  });
});
