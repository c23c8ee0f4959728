import { describe, expect, it } from "vitest";
import { initialVehicleStatus, wireTimestamp, type VehicleProfile } from "@carport/telematics";
import { VehicleTwin } from "./vehicle-twin.ts";

const MINUTE = 60_000;

function twin(
  profile: Partial<VehicleProfile> = {},
  status: Parameters<typeof initialVehicleStatus>[0] = { fuelKindCode: "E", rangeAtFull: 400, batterySoc: 50, plugged: 1 },
) {
  const full: VehicleProfile = {
    vin: "2HMAUEC5000000101",
    fuelKindCode: status.fuelKindCode,
    modelYear: "2025",
    isCcs2: true,
    remoteIgnition: false,
    rangeAtFull: 400,
    fuelRangeAtFull: 0,
    odometer: 1000,
    ...profile,
  };
  return new VehicleTwin(full, initialVehicleStatus(status, new Date(0)), 0, () => 0.99);
}

describe("a simulated car", () => {
  it("locks and unlocks its doors", () => {
    const car = twin();
    expect(car.apply({ command: "unlock", params: {} }).ok).toBe(true);
    expect(car.status.doorLock).toBe(false);
    car.apply({ command: "lock", params: {} });
    expect(car.status.doorLock).toBe(true);
  });

  it("closes its windows", () => {
    const car = twin();
    car.status.windowOpen = { frontLeft: 1, frontRight: 0, backLeft: 1, backRight: 1 };
    expect(car.apply({ command: "windowsClose", params: {} }).ok).toBe(true);
    expect(car.status.windowOpen).toEqual({ frontLeft: 0, frontRight: 0, backLeft: 0, backRight: 0 });
  });

  it("refuses to lock with a door open", () => {
    const car = twin();
    car.status.doorOpen.frontLeft = 1;
    expect(car.apply({ command: "lock", params: {} })).toMatchObject({ ok: false, failureReason: "A door is open." });
  });

  it("charges faster on DC than on AC and stops at the target", () => {
    const dc = twin();
    dc.apply({ command: "chargeStart", params: {} });
    dc.advance(10 * MINUTE);
    expect(dc.status.evStatus!.batteryStatus).toBe(65);
    const ac = twin({}, { fuelKindCode: "E", rangeAtFull: 400, batterySoc: 50, plugged: 2 });
    ac.apply({ command: "chargeStart", params: {} });
    ac.advance(10 * MINUTE);
    expect(ac.status.evStatus!.batteryStatus).toBe(52.5);
    dc.advance(60 * MINUTE);
    expect(dc.status.evStatus!.batteryStatus).toBe(80);
    expect(dc.status.evStatus!.batteryCharge).toBe(false);
    expect(dc.takeEvents().map((e) => e.type)).toContain("chargeComplete");
    expect(dc.status.evStatus!.drvDistance[0]!.rangeByFuel.evModeRange!.value).toBe(320);
  });

  it("a hydrogen car has no battery to charge and drives on its fuel cell: 600 km on a full tank", () => {
    const car = twin(
      { vin: "5GNHYFC5000000301", fuelKindCode: "F", isCcs2: false, rangeAtFull: 0, fuelRangeAtFull: 600 },
      { fuelKindCode: "F", rangeAtFull: 0, fuelLevel: 70 },
    );
    expect(car.status.evStatus).toBeUndefined();
    expect(car.status.dte).toEqual({ value: 420, unit: 1 });
    expect(car.apply({ command: "chargeStart", params: {} })).toMatchObject({
      ok: false,
      failureReason: "This vehicle has no traction battery.",
    });
    car.drive(60);
    expect(car.status.fuelLevel).toBe(60);
    expect(car.status.dte!.value).toBe(360);
  });

  it("runs its processes at the fleet's pace while its clock and reports keep real time", () => {
    const car = twin();
    car.pace = 60;
    car.apply({ command: "chargeStart", params: {} });
    car.apply({ command: "climateStart", params: { airTemp: "0EH", duration: 10 } });
    // Ten real seconds: ten minutes of charging, the ten-minute climate run over.
    car.advance(10_000);
    expect(car.status.evStatus!.batteryStatus).toBe(65);
    expect(car.status.airCtrlOn).toBe(false);
    expect(car.now).toBe(10_000);
    expect(car.status.lastStatusDate).toBe(wireTimestamp(new Date(10_000)));
    expect(car.takeEvents().every((event) => Date.parse(event.at) <= 10_000)).toBe(true);
  });

  it("follows a new target charge", () => {
    const car = twin();
    car.apply({ command: "setTargetSoc", params: { targets: [{ plugType: 0, level: 60 }] } });
    car.apply({ command: "chargeStart", params: {} });
    car.advance(60 * MINUTE);
    expect(car.status.evStatus!.batteryStatus).toBe(60);
  });

  it("will not charge unplugged", () => {
    const car = twin({}, { fuelKindCode: "E", rangeAtFull: 400, batterySoc: 50, plugged: 0 });
    expect(car.apply({ command: "chargeStart", params: {} }).ok).toBe(false);
  });

  it("warms the cabin towards the set temperature and stops after its duration", () => {
    const car = twin();
    car.apply({ command: "climateStart", params: { airTemp: "0EH", duration: 10 } });
    expect(car.status.airCtrlOn).toBe(true);
    car.advance(4 * MINUTE);
    expect(car.cabinCelsius).toBe(18);
    car.advance(6 * MINUTE);
    expect(car.cabinCelsius).toBe(21);
    expect(car.status.airCtrlOn).toBe(false);
    expect(car.takeEvents().map((e) => e.type)).toContain("climateEnded");
  });

  it("stops a remote engine start after its minutes", () => {
    const car = twin(
      { remoteIgnition: true, fuelKindCode: "G", fuelRangeAtFull: 700 },
      { fuelKindCode: "G", rangeAtFull: 0, fuelLevel: 50 },
    );
    expect(car.apply({ command: "engineStart", params: { duration: 3 } }).ok).toBe(true);
    expect(car.status.engine).toBe(true);
    car.advance(2 * MINUTE);
    expect(car.status.engine).toBe(true);
    car.advance(1 * MINUTE);
    expect(car.status.engine).toBe(false);
  });

  it("refuses a remote start without remote ignition", () => {
    const car = twin({ fuelKindCode: "G" }, { fuelKindCode: "G", rangeAtFull: 0 });
    expect(car.apply({ command: "engineStart", params: {} }).ok).toBe(false);
  });

  it("uses battery, then fuel, on a trip", () => {
    const car = twin(
      { fuelKindCode: "P", rangeAtFull: 50, fuelRangeAtFull: 600 },
      { fuelKindCode: "P", rangeAtFull: 50, batterySoc: 100, fuelLevel: 50 },
    );
    car.drive(110);
    expect(car.status.evStatus!.batteryStatus).toBe(0);
    expect(car.status.fuelLevel).toBe(40);
    expect(car.odometer).toBe(1110);
  });

  it("fails commands at its failure rate", () => {
    const car = new VehicleTwin(twin().profile, twin().status, 0, () => 0.1);
    car.settings.failureRate = 0.5;
    expect(car.apply({ command: "lock", params: {} }).ok).toBe(false);
  });

  it("answers its location", () => {
    const outcome = twin().apply({ command: "locate", params: {} });
    expect(outcome.location?.coord.lat).toBeCloseTo(43.64, 1);
  });
});

describe("a simulated car keeping its schedules", () => {
  const FRIDAY_8PM = Date.UTC(2026, 10, 20, 20, 0);
  const HOUR = 60 * MINUTE;
  const ev = (plugged: 0 | 1 | 2 = 2, soc = 40) =>
    new VehicleTwin(
      {
        vin: "2HMAUEC5000000101",
        fuelKindCode: "E",
        modelYear: "2025",
        isCcs2: true,
        remoteIgnition: false,
        rangeAtFull: 400,
        fuelRangeAtFull: 0,
        odometer: 0,
      },
      initialVehicleStatus({ fuelKindCode: "E", rangeAtFull: 400, batterySoc: soc, plugged }, new Date(FRIDAY_8PM)),
      FRIDAY_8PM,
      () => 0.99,
    );
  const offPeak = { flag: 1 as const, weekday: { start: "23:00", end: "01:00" } };

  it("waits for the off-peak window to charge, and stops when it ends", () => {
    const car = ev();
    car.apply({ command: "setSchedule", params: { schedule: { offPeak } } });
    expect(car.apply({ command: "chargeStart", params: {} }).ok).toBe(true);
    expect(car.status.evStatus!.batteryCharge).toBe(false);
    car.advance(2 * HOUR);
    expect(car.status.evStatus!.batteryStatus).toBe(40);
    car.advance(1 * HOUR + MINUTE);
    expect(car.status.evStatus!.batteryCharge).toBe(true);
    expect(car.takeEvents().map((e) => e.type)).toContain("scheduledChargeStart");
    car.advance(HOUR);
    expect(car.status.evStatus!.batteryStatus).toBeGreaterThan(40);
    expect(car.status.evStatus!.batteryStatus).toBeLessThan(60);
    car.advance(HOUR);
    expect(car.status.evStatus!.batteryCharge).toBe(false);
    expect(car.status.evStatus!.batteryStatus).toBeCloseTo(70, 0);
    expect(car.takeEvents().map((e) => e.type)).toContain("scheduledChargeStop");
    car.advance(20 * HOUR);
    expect(car.status.evStatus!.batteryStatus).toBeCloseTo(70, 0);
  });

  it("stops charging at the target of the plug in use", () => {
    const car = ev(2, 60);
    car.apply({ command: "setTargetSoc", params: { targets: [{ plugType: 1, level: 80 }] } });
    car.apply({ command: "chargeStart", params: {} });
    car.advance(3 * HOUR);
    expect(car.status.evStatus!.batteryStatus).toBe(80);
    expect((car.status as unknown as { targetSoc: unknown }).targetSoc).toEqual([
      { plugType: 0, level: 80 },
      { plugType: 1, level: 80 },
    ]);
  });

  it("preconditions the cabin at a scheduled departure on its days only", () => {
    const car = ev();
    const climate = { airCtrl: true, defrost: true, heating: false, airTemp: "10H" };
    car.apply({ command: "setSchedule", params: { schedule: { departures: [{ enabled: true, days: [6], time: "07:30", climate }] } } });
    car.advance(11 * HOUR + 31 * MINUTE);
    expect(car.status.airCtrlOn).toBe(true);
    expect(car.status.defrost).toBe(true);
    expect(car.takeEvents().map((e) => e.type)).toContain("scheduledClimate");
    car.advance(HOUR);
    expect(car.status.airCtrlOn).toBe(false);
    car.advance(23 * HOUR);
    expect(car.status.airCtrlOn).toBe(false);
  });
});
