import { describe, expect, it } from "vitest";
import { initialVehicleStatus } from "./initial-status.ts";
import { linkPermissions, permits } from "./link-permissions.ts";
import { ovmsLocation, ovmsPrefix, ovmsStatus, ovmsTopics, parseOvmsTopic, readOvmsAnswer } from "./ovms.ts";

const prefix = ovmsPrefix("alice", "NIRO1");
const module = { kind: "ovms", username: "alice", vin: "KNDCC3LG0L5000001", prefix } as const;

describe("OVMS modules on the vehicle link", () => {
  it("lets a module publish and subscribe under its own prefix only", () => {
    const own = linkPermissions("carport/v1", module);
    expect(permits(own.publish, "ovms/alice/NIRO1/metric/v/b/soc")).toBe(true);
    expect(permits(own.publish, "ovms/alice/NIRO1/client/carport/response/42")).toBe(true);
    expect(permits(own.subscribe, "ovms/alice/NIRO1/client/+/command/+")).toBe(true);
    expect(permits(own.subscribe, "ovms/alice/NIRO1/#")).toBe(true);
    expect(permits(own.publish, "ovms/alice/NIRO1")).toBe(false);
    expect(permits(own.publish, "ovms/bob/NIRO1/metric/v/b/soc")).toBe(false);
    expect(permits(own.publish, "ovms/alice/KONA1/metric/v/b/soc")).toBe(false);
    expect(permits(own.subscribe, "ovms/+/NIRO1/client/+/command/+")).toBe(false);
    expect(permits(own.subscribe, "ovms/#")).toBe(false);
    expect(permits(own.subscribe, "ovms/alice/NIRO1/#/x")).toBe(false);
    expect(permits(own.publish, "carport/v1/vehicles/KNDCC3LG0L5000001/status")).toBe(false);
  });

  it("lets Carport read every module's metrics and answers and send them commands, under its own client id", () => {
    const server = linkPermissions("carport/v1", { kind: "server", username: "carport" });
    expect(permits(server.subscribe, ovmsTopics.everyMetric)).toBe(true);
    expect(permits(server.subscribe, ovmsTopics.everyResponse)).toBe(true);
    expect(permits(server.publish, ovmsTopics.command(prefix, "tx-1"))).toBe(true);
    expect(permits(server.publish, "ovms/alice/NIRO1/metric/v/b/soc")).toBe(false);
    expect(permits(server.subscribe, "ovms/#")).toBe(false);
  });

  it("splits the topics of metrics and answers", () => {
    expect(parseOvmsTopic("ovms/alice/NIRO1/metric/v/b/12v/voltage")).toEqual({
      user: "alice",
      vehicleId: "NIRO1",
      kind: "metric",
      metric: "v.b.12v.voltage",
    });
    expect(parseOvmsTopic("ovms/alice/NIRO1/client/carport/response/tx-1")).toMatchObject({ kind: "response", id: "tx-1" });
    expect(parseOvmsTopic("ovms/alice/NIRO1/client/other-app/response/tx-1")).toBeNull();
    expect(parseOvmsTopic("ovms/alice/NIRO1/notify/info/x")).toBeNull();
  });

  it("reads the shell's answers as vehicle_shell.cpp and ovms_command.cpp write them", () => {
    expect(readOvmsAnswer("Vehicle locked\n")).toEqual({ ok: true, text: "Vehicle locked" });
    expect(readOvmsAnswer("Error: vehicle could not be locked\n")).toEqual({
      ok: false,
      reason: "Error: vehicle could not be locked",
      unsupported: false,
    });
    expect(readOvmsAnswer("Error: Climate Control functionality not available\n")).toMatchObject({ ok: false, unsupported: true });
    expect(readOvmsAnswer("Unrecognised command\n")).toMatchObject({ ok: false, unsupported: true });
  });

  it("maps the standard metrics in their documented units, and keeps the others as sent", () => {
    const at = new Date("2026-12-07T12:00:00Z");
    const status = ovmsStatus(
      initialVehicleStatus({ fuelKindCode: "E", rangeAtFull: 400 }),
      {
        "v.b.soc": "67.5",
        "v.b.range.est": "301",
        "v.p.odometer": "23456.7",
        "v.p.latitude": "45.5",
        "v.p.longitude": "-73.5",
        "v.e.locked": "yes",
        "v.c.charging": "yes",
        "v.c.pilot": "yes",
        "v.c.type": "type2",
        "v.c.power": "7.2",
        "v.d.fl": "yes",
        "v.t.pressure": "250,251,248,249",
        "v.b.soh": "97",
      },
      at,
    ) as Record<string, any>;
    expect(status.evStatus.batteryStatus).toBe(68);
    expect(status.evStatus.drvDistance[0].rangeByFuel.totalAvailableRange).toEqual({ value: 301, unit: 1 });
    expect(status.evStatus).toMatchObject({ batteryCharge: true, batteryPlugin: 2, chargingPower: 7.2 });
    expect(status.odometer).toEqual({ value: 23456.7, unit: 1 });
    expect(status.doorLock).toBe(true);
    expect(status.doorOpen.frontLeft).toBe(1);
    expect(status.tirePressure).toMatchObject({ frontLeft: 250, backRight: 249, unit: "kPa" });
    expect(status.ovmsMetrics).toEqual({ "v.b.soh": "97" });
    expect(status.lastStatusDate).toBe("20261207120000");
    expect(ovmsLocation({ "v.p.latitude": "45.5" }, at)).toBeNull();
  });
});
