import { describe, expect, it } from "vitest";
import { activityRow } from "./security-events-view.ts";

describe("security activity rows", () => {
  it("names a sign-in by its method and its device, keeps the address, and reads the date", () => {
    const row = activityRow({
      eventId: "12",
      kind: "signIn",
      date: "2026-11-21T13:04:44.137Z",
      device: "Mozilla/5.0 (iPhone)",
      clientIp: "10.0.0.7",
      method: "code",
    });
    expect(row).toEqual({
      id: "12",
      moment: new Date("2026-11-21T13:04:44.137Z"),
      what: "account.activity.kinds.signIn",
      details: ["account.activity.methods.code"],
      device: { browser: null, system: "iOS" },
      clientIp: "10.0.0.7",
    });
  });

  it("names a remote command and its outcome, with a fallback for a command the app does not know", () => {
    const base = { eventId: "3", kind: "remoteCommand" as const, date: "2026-11-21T10:00:00Z", device: "", clientIp: "" };
    expect(activityRow({ ...base, command: "doorLock", outcome: "timeout" }).details).toEqual([
      "account.activity.commands.doorLock",
      "account.activity.outcomes.timeout",
    ]);
    expect(activityRow({ ...base, command: "teleport", outcome: "failed" }).details).toEqual([
      "account.activity.commands.other",
      "account.activity.outcomes.failed",
    ]);
  });

  it("names why an account was locked, and shows no date when the server sent none it can read", () => {
    const row = activityRow({ eventId: "4", kind: "accountLocked", date: "soon", device: "", clientIp: "", reason: "fraud" });
    expect(row.details).toEqual(["account.activity.reasons.fraud"]);
    expect(row.moment).toBeNull();
  });

  it("names the PIN lock of remote commands", () => {
    const row = activityRow({ eventId: "5", kind: "pinLocked", date: "2026-11-21T10:00:00Z", device: "", clientIp: "", vehicleId: "v1" });
    expect(row.what).toBe("account.activity.kinds.pinLocked");
    expect(row.details).toEqual([]);
  });
});
