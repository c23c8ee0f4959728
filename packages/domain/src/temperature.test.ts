import { describe, it, expect } from "vitest";
import {
  DEFAULT_CLIMATE_TEMP,
  isHvacTempType,
  TEMP_NEW_SCALE_MODEL_YEAR,
  TEMP_OFF,
  TEMP_STEP_C,
  TEMP_UNIT_CELSIUS,
  celsiusToCode,
  celsiusToFahrenheit,
  commandTemperatureReason,
  isTemperatureCodeOfAnyScale,
  codeToCelsius,
  codeToFahrenheit,
  fahrenheitToCelsius,
  fahrenheitToCode,
  isTemperatureCode,
  temperatureCodeIndex,
  temperatureCodeSchema,
  temperatureOptions,
  temperatureScale,
} from "./temperature.ts";

describe("constants", () => {
  it("match the spec", () => {
    expect(TEMP_STEP_C).toBe(0.5);
    expect(TEMP_NEW_SCALE_MODEL_YEAR).toBe(2020);
    expect(TEMP_OFF).toBe("OFF");
    expect(TEMP_UNIT_CELSIUS).toBe(0);
    expect(DEFAULT_CLIMATE_TEMP).toEqual({ value: "0BH", unit: 0 });
  });
});

describe("temperatureScale", () => {
  it("starts at 14 °C from 2020 and at 16 °C before", () => {
    expect(temperatureScale(2020)).toEqual({ baseC: 14, maxIndex: 35 });
    expect(temperatureScale(2024)).toEqual({ baseC: 14, maxIndex: 35 });
    expect(temperatureScale("2021")).toEqual({ baseC: 14, maxIndex: 35 });
    expect(temperatureScale(2019)).toEqual({ baseC: 16, maxIndex: 31 });
    expect(temperatureScale("2019")).toEqual({ baseC: 16, maxIndex: 31 });
  });
  it("uses the older scale for an unreadable model year", () => {
    expect(temperatureScale("")).toEqual({ baseC: 16, maxIndex: 31 });
    expect(temperatureScale("abc")).toEqual({ baseC: 16, maxIndex: 31 });
  });
  it("tops out at 31.5 °C on both scales", () => {
    expect(codeToCelsius("23H", 2020)).toBe(31.5);
    expect(codeToCelsius("1FH", 2019)).toBe(31.5);
  });
});

describe("codeToCelsius", () => {
  it.each([
    ["00H", 14],
    ["01H", 14.5],
    ["06H", 17],
    ["0BH", 19.5],
    ["0EH", 21],
    ["10H", 22],
    ["1AH", 27],
    ["23H", 31.5],
  ])("reads %s as %j °C for 2020 and later", (code, celsius) => {
    expect(codeToCelsius(code, 2020)).toBe(celsius);
  });
  it.each([
    ["00H", 16],
    ["06H", 19],
    ["0BH", 21.5],
    ["0EH", 23],
    ["1FH", 31.5],
  ])("reads %s as %j °C before 2020", (code, celsius) => {
    expect(codeToCelsius(code, 2019)).toBe(celsius);
  });
  it.each(["OFF", "", "0E", "EH", "0eH", "0Eh", "00", "24H", "FFH", "0GH", " 0EH", "100H"])("has no value for %j (2020)", (code) => {
    expect(codeToCelsius(code, 2020)).toBeNull();
  });
  it("refuses 20H to 23H before 2020", () => {
    expect(codeToCelsius("20H", 2019)).toBeNull();
    expect(codeToCelsius("20H", 2020)).toBe(30);
  });
});

describe("temperatureCodeIndex and isTemperatureCode", () => {
  it("reads the hex index", () => {
    expect(temperatureCodeIndex("0EH", 2020)).toBe(14);
    expect(temperatureCodeIndex("1AH", 2020)).toBe(26);
    expect(temperatureCodeIndex("OFF", 2020)).toBeNull();
  });
  it("accepts OFF and in-range codes", () => {
    expect(isTemperatureCode("OFF", 2018)).toBe(true);
    expect(isTemperatureCode("00H", 2018)).toBe(true);
    expect(isTemperatureCode("1FH", 2018)).toBe(true);
    expect(isTemperatureCode("20H", 2018)).toBe(false);
    expect(isTemperatureCode("23H", 2022)).toBe(true);
    expect(isTemperatureCode("24H", 2022)).toBe(false);
    expect(isTemperatureCode("off", 2022)).toBe(false);
  });
});

describe("celsiusToCode", () => {
  it.each([
    [14, "00H"],
    [17, "06H"],
    [21, "0EH"],
    [27, "1AH"],
    [31.5, "23H"],
    [21.2, "0EH"],
    [21.25, "0FH"],
    [21.3, "0FH"],
    [13, "00H"],
    [40, "23H"],
    [-10, "00H"],
  ])("encodes %j °C as %s for 2020 and later", (celsius, code) => {
    expect(celsiusToCode(celsius, 2021)).toBe(code);
  });
  it.each([
    [16, "00H"],
    [21, "0AH"],
    [31.5, "1FH"],
    [35, "1FH"],
    [14, "00H"],
  ])("encodes %j °C as %s before 2020", (celsius, code) => {
    expect(celsiusToCode(celsius, 2019)).toBe(code);
  });
  it("encodes NaN as the lowest step", () => {
    expect(celsiusToCode(Number.NaN, 2021)).toBe("00H");
  });
  it("round-trips every code of both scales", () => {
    for (const year of [2019, 2020]) {
      for (const { code, celsius } of temperatureOptions(year)) {
        expect(celsiusToCode(celsius, year)).toBe(code);
        expect(codeToCelsius(code, year)).toBe(celsius);
      }
    }
  });
});

describe("Fahrenheit", () => {
  it("converts both ways", () => {
    expect(celsiusToFahrenheit(0)).toBe(32);
    expect(celsiusToFahrenheit(100)).toBe(212);
    expect(celsiusToFahrenheit(21)).toBeCloseTo(69.8, 10);
    expect(celsiusToFahrenheit(-40)).toBe(-40);
    expect(fahrenheitToCelsius(32)).toBe(0);
    expect(fahrenheitToCelsius(212)).toBe(100);
    expect(fahrenheitToCelsius(-40)).toBe(-40);
  });
  it("reads codes in Fahrenheit", () => {
    expect(codeToFahrenheit("0EH", 2020)).toBeCloseTo(69.8, 10);
    expect(codeToFahrenheit("00H", 2019)).toBeCloseTo(60.8, 10);
    expect(codeToFahrenheit("OFF", 2020)).toBeNull();
  });
  it("encodes Fahrenheit to the nearest step", () => {
    expect(fahrenheitToCode(70, 2020)).toBe("0EH"); // 21.11 °C
    expect(fahrenheitToCode(72, 2020)).toBe("10H"); // 22.22 °C
    expect(fahrenheitToCode(57.2, 2020)).toBe("00H"); // 14 °C
    expect(fahrenheitToCode(86, 2020)).toBe("20H"); // 30 °C
    expect(fahrenheitToCode(90, 2020)).toBe("23H"); // 32.2 °C, clamped to 31.5 °C
  });
});

describe("temperatureOptions", () => {
  it("lists 36 steps from 14 °C for 2020 and later", () => {
    const options = temperatureOptions(2020);
    expect(options).toHaveLength(36);
    expect(options[0]).toEqual({ code: "00H", celsius: 14 });
    expect(options[35]).toEqual({ code: "23H", celsius: 31.5 });
  });
  it("lists 32 steps from 16 °C before 2020", () => {
    const options = temperatureOptions(2019);
    expect(options).toHaveLength(32);
    expect(options[0]).toEqual({ code: "00H", celsius: 16 });
    expect(options[31]).toEqual({ code: "1FH", celsius: 31.5 });
  });
});

describe("temperatureCodeSchema", () => {
  it.each(["00H", "0EH", "FFH", "OFF"])("accepts %j", (code) => {
    expect(temperatureCodeSchema.parse(code)).toBe(code);
  });
  it.each(["", "0eh", "0E", "off", 14, null])("refuses %j with TEMPERATURE_INVALID", (input) => {
    expect(temperatureCodeSchema.safeParse(input).error?.issues[0]?.message).toBe("TEMPERATURE_INVALID");
  });
});

describe("temperature codes a command may send to a car", () => {
  it("takes every step of the model year's scale, in either case", () => {
    expect(commandTemperatureReason("00H", 2025)).toBeNull();
    expect(commandTemperatureReason("23H", 2025)).toBeNull();
    expect(commandTemperatureReason("1fH", 2018)).toBeNull();
  });
  it("refuses a step past the scale: FFH would be 141.5 °C", () => {
    expect(commandTemperatureReason("FFH", 2025)).toBe("TEMPERATURE_OUT_OF_RANGE");
    expect(commandTemperatureReason("24H", 2025)).toBe("TEMPERATURE_OUT_OF_RANGE");
    expect(commandTemperatureReason("20H", 2018)).toBe("TEMPERATURE_OUT_OF_RANGE");
  });
  it.each(["OFF", "", "0E", "G0H", "123H"])("refuses %j as no step at all", (code) => {
    expect(commandTemperatureReason(code, 2025)).toBe("TEMPERATURE_INVALID");
  });
  it("bounds the wire by the longest scale before the vehicle is known", () => {
    expect(isTemperatureCodeOfAnyScale("23H")).toBe(true);
    expect(isTemperatureCodeOfAnyScale("24H")).toBe(false);
    expect(isTemperatureCodeOfAnyScale("FFH")).toBe(false);
  });
});

describe("isHvacTempType", () => {
  it("takes the two scales only", () => {
    expect([0, 1].every(isHvacTempType)).toBe(true);
    expect([-1, 2, 2 ** 31, 0.5].some(isHvacTempType)).toBe(false);
  });
});
