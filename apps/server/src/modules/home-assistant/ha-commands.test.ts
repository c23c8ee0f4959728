import { describe, expect, it } from "vitest";
import { readCommand } from "./ha-commands.ts";

describe("what a Home Assistant command topic's message asks", () => {
  it("reads the lock's action and the code Home Assistant asked for", () => {
    expect(readCommand("doors", '{"action":"LOCK","code":"2580"}')).toEqual({ kind: "command", callId: "doorLock", body: {}, pin: "2580" });
    expect(readCommand("doors", '{"action":"UNLOCK","code":""}')).toMatchObject({ callId: "doorUnlock", pin: "" });
    expect(readCommand("doors", '{"action":"OPEN","code":"2580"}')).toBeNull();
    expect(readCommand("doors", "LOCK")).toBeNull();
  });

  it("reads a button press, with or without a PIN, and the portal's body of its command", () => {
    expect(readCommand("horn", "PRESS")).toEqual({ kind: "command", callId: "hornLight", body: { horn: true }, pin: undefined });
    expect(readCommand("lights", '{"pin":"2580"}')).toEqual({ kind: "command", callId: "hornLight", body: { horn: false }, pin: "2580" });
    expect(readCommand("charge_start", "PRESS")).toMatchObject({ callId: "chargeStart" });
    expect(readCommand("climate_start", "PRESS")).toMatchObject({ callId: "climateStart", body: { hvacInfo: { igniOnDuration: 10 } } });
  });

  it("reads a target charge for its plug (0 DC, 1 AC), and nothing that is not a number", () => {
    expect(readCommand("target_ac", "80")).toMatchObject({ callId: "setTargetSoc", body: { tsoc: [{ plugType: 1, level: 80 }] } });
    expect(readCommand("target_dc", '{"value":90,"pin":"2580"}')).toMatchObject({
      body: { tsoc: [{ plugType: 0, level: 90 }] },
      pin: "2580",
    });
    expect(readCommand("target_ac", "lots")).toBeNull();
  });

  it("reads the PIN entity's value, and nothing for an entity that takes no command", () => {
    expect(readCommand("pin", "2580")).toEqual({ kind: "pin", pin: "2580" });
    expect(readCommand("odometer", "1")).toBeNull();
  });
});
