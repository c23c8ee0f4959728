import { CLIMATE_DURATIONS, DEFAULT_CLIMATE_TEMP } from "@carport/domain";
import { describe, expect, it } from "vitest";
import {
  climateSettings,
  defaultClimateForm,
  ENGINE_MINUTE_CHOICES,
  seatsWithHeatVent,
  statusTemperature,
  temperatureChoices,
} from "./climate-settings.ts";

describe("climate settings", () => {
  it("open with climate on, the default temperature and the spec's run times", () => {
    expect(defaultClimateForm("engine", [])).toMatchObject({ climateOn: true, temperature: DEFAULT_CLIMATE_TEMP.value, minutes: 3 });
    expect(defaultClimateForm("climate", ["drv"])).toMatchObject({ minutes: 10, seats: { drv: 0 } });
    expect(ENGINE_MINUTE_CHOICES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("go on the wire with flags as the protocol wants them", () => {
    const form = { ...defaultClimateForm("climate", []), defrost: true, heating: true, minutes: 20, temperature: "0EH" };
    expect(climateSettings(form)).toEqual({
      airCtrl: 1,
      defrost: true,
      airTemp: { value: "0EH", unit: 0 },
      igniOnDuration: 20,
      heating1: 1,
    });
    expect(climateSettings({ ...form, climateOn: false }).airCtrl).toBe(0);
  });

  it("send seat commands only for models with seats to command", () => {
    const form = { ...defaultClimateForm("engine", ["drv", "ast"]), seats: { drv: 8 as const, ast: 0 as const } };
    expect(climateSettings(form).seatHeaterVentCMD).toEqual({ drvSeatOptCmd: 8, astSeatOptCmd: 0, rlSeatOptCmd: 0, rrSeatOptCmd: 0 });
  });

  it("offer the seats whose option is neither 0 nor 7", () => {
    expect(seatsWithHeatVent({ drvSeatHeatOption: 3, astSeatHeatOption: 3, rlSeatHeatOption: 0, rrSeatHeatOption: 7 })).toEqual([
      "drv",
      "ast",
    ]);
    expect(seatsWithHeatVent({ drvSeatHeatOption: 0, astSeatHeatOption: 7, rlSeatHeatOption: 0, rrSeatHeatOption: 0 })).toEqual([]);
    expect(seatsWithHeatVent(null)).toEqual([]);
  });

  it("show temperatures in the account's unit, from the model year's scale", () => {
    const celsius = temperatureChoices("2022", "C");
    expect(celsius[0]).toEqual({ code: "00H", value: 14, unit: "C" });
    expect(celsius.find((c) => c.code === "0EH")?.value).toBe(21);
    expect(temperatureChoices("2019", "C")[0]?.value).toBe(16);
    const fahrenheit = temperatureChoices("2022", "F");
    expect(fahrenheit.find((c) => c.code === "0EH")?.value).toBe(69.8);
    // Half a degree Celsius apart is 0.9 °F: no two choices read the same.
    expect(new Set(fahrenheit.map((c) => c.value)).size).toBe(fahrenheit.length);
    expect(CLIMATE_DURATIONS).toContain(10);
  });

  it("read a status temperature, or nothing for OFF", () => {
    expect(statusTemperature("0EH", "2022", "C")).toBe(21);
    expect(statusTemperature("0EH", "2022", "F")).toBe(69.8);
    expect(statusTemperature("OFF", "2022", "C")).toBeNull();
    expect(statusTemperature(undefined, "2022", "C")).toBeNull();
  });
});
