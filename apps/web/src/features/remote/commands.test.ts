import { describe, expect, it } from "vitest";
import { COMMAND_NAMES, COMMAND_TEXTS, commandCall } from "./commands.ts";
import en from "../../i18n/en.json";

const settings = {
  airCtrl: 1 as const,
  defrost: false,
  airTemp: { value: "0EH", unit: 0 as const },
  igniOnDuration: 10,
  heating1: 0 as const,
};

describe("command calls", () => {
  it("send the PIN in every body", () => {
    expect(commandCall({ name: "doorLock" }, "2580")).toEqual({ id: "doorLock", body: { pin: "2580" } });
    expect(commandCall({ name: "doorUnlock" }, "2580")).toEqual({ id: "doorUnlock", body: { pin: "2580" } });
    expect(commandCall({ name: "engineStop" }, "2580")).toEqual({ id: "engineStop", body: { pin: "2580" } });
    expect(commandCall({ name: "chargeStart" }, "2580")).toEqual({ id: "chargeStart", body: { pin: "2580" } });
  });

  it("send horn and lights as one call with or without the horn", () => {
    expect(commandCall({ name: "hornLights" }, "2580")).toEqual({ id: "hornLight", body: { pin: "2580", horn: true } });
    expect(commandCall({ name: "lights" }, "2580")).toEqual({ id: "hornLight", body: { pin: "2580", horn: false } });
  });

  it("send engine start settings as setting", () => {
    const setting = { ...settings, igniOnDuration: 3 };
    expect(commandCall({ name: "engineStart", setting }, "2580")).toEqual({ id: "engineStart", body: { pin: "2580", setting } });
  });

  it("send climate settings as hvacInfo, or remoteControl for CCS2 vehicles", () => {
    expect(commandCall({ name: "climateStart", settings, ccs2: false }, "2580")).toEqual({
      id: "climateStart",
      body: { pin: "2580", hvacInfo: settings },
    });
    expect(commandCall({ name: "climateStart", settings, ccs2: true }, "2580")).toEqual({
      id: "climateStart",
      body: { pin: "2580", remoteControl: settings },
    });
  });

  it("send target charge as setsoc tsoc, or socset targetSOClist on CCS2", () => {
    const levels = [{ plugType: 1 as const, level: 80 }];
    expect(commandCall({ name: "targetSocSave", levels, ccs2: false }, "2580")).toEqual({
      id: "setTargetSoc",
      body: { pin: "2580", tsoc: [{ plugType: 1, level: 80 }] },
    });
    expect(commandCall({ name: "targetSocSave", levels, ccs2: true }, "2580")).toEqual({
      id: "setTargetSocCcs2",
      body: { pin: "2580", targetSOClist: [{ plugType: 1, targetSOClevel: 80 }] },
    });
  });

  it("send the CCS2 charging window as reschargeset with the PIN", () => {
    const window = {
      reservStartTime: { time: "1100", timeSection: 1 as const },
      reservEndTime: { time: "0500", timeSection: 0 as const },
      reservFlag: 1 as const,
      offpeakPowerFlag: 1 as const,
    };
    expect(commandCall({ name: "chargeWindowSave", window }, "2580")).toEqual({ id: "chargeWindowSave", body: { pin: "2580", ...window } });
  });

  it("send valet mode on and off with the PIN", () => {
    expect(commandCall({ name: "valetActivate" }, "2580")).toEqual({ id: "valetActivate", body: { pin: "2580" } });
    expect(commandCall({ name: "valetDeactivate" }, "2580")).toEqual({ id: "valetDeactivate", body: { pin: "2580" } });
  });

  it("have a name, a progress text and a success message in the catalogue", () => {
    const text = (key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
    for (const name of COMMAND_NAMES) {
      for (const key of Object.values(COMMAND_TEXTS[name])) {
        expect(typeof text(key), key).toBe("string");
      }
    }
  });
});
