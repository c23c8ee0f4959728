import { describe, expect, it } from "vitest";
import { isSharedVehicle, mayCall, mayOpen } from "./share-scope.ts";

describe("share scope in the browser", () => {
  it("lets the primary driver make every vehicle call but the second driver's own", () => {
    expect(mayCall("primary", "valetStatus")).toBe(true);
    expect(mayCall("primary", "profileSave")).toBe(true);
    expect(mayCall("primary", "sharedProfileSave")).toBe(false);
    expect(mayCall("primary", "sharedUnlink")).toBe(false);
  });

  it("lets a second driver make only the calls the server shares with them", () => {
    expect(mayCall("secondary", "lastVehicleStatus")).toBe(true);
    expect(mayCall("secondary", "doorLock")).toBe(true);
    expect(mayCall("secondary", "profiles")).toBe(true);
    expect(mayCall("secondary", "sharedProfileSave")).toBe(true);
    expect(mayCall("secondary", "profileSave")).toBe(false);
    expect(mayCall("secondary", "secondDriverInvite")).toBe(false);
    expect(mayCall("secondary", "updateNickname")).toBe(false);
    expect(mayCall("secondary", "serviceOdometerGet")).toBe(false);
  });

  it("hides the pages a second driver cannot use", () => {
    expect(mayOpen("secondary", "/cwp/valet")).toBe(false);
    expect(mayOpen("secondary", "/mvr")).toBe(false);
    expect(mayOpen("secondary", "/insight")).toBe(false);
    expect(mayOpen("primary", "/insight")).toBe(true);
    expect(mayOpen("secondary", "/remote/charge")).toBe(false);
    expect(mayOpen("secondary", "/account/notificationSettings")).toBe(false);
    expect(mayOpen("secondary", "/account/calendar")).toBe(false);
    expect(mayOpen("secondary", "/fod")).toBe(false);
    expect(mayOpen("secondary", "/cwp/vehicleHealth")).toBe(true);
    expect(mayOpen("secondary", "/userProfile")).toBe(true);
    expect(mayOpen("primary", "/cwp/valet")).toBe(true);
  });

  it("tells a shared vehicle by its driver role", () => {
    expect(isSharedVehicle({ driverRole: "secondary" })).toBe(true);
    expect(isSharedVehicle({ driverRole: "primary" })).toBe(false);
  });
});
