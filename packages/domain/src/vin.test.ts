import { describe, it, expect } from "vitest";
import { VIN_LENGTH, isValidVin, normalizeVin, vinLast4, vinReason, vinSchema } from "./vin.ts";

const VIN = "KNDJ23AU4N7123456";

describe("vinReason", () => {
  it("expects 17 characters", () => {
    expect(VIN_LENGTH).toBe(17);
    expect(VIN).toHaveLength(17);
  });
  it("accepts a well-formed VIN, in any case, with surrounding spaces", () => {
    expect(vinReason(VIN)).toBeNull();
    expect(vinReason(VIN.toLowerCase())).toBeNull();
    expect(vinReason(`  ${VIN} `)).toBeNull();
    expect(isValidVin(VIN)).toBe(true);
  });
  it.each([null, undefined, "", "   "])("names %j VIN_REQUIRED", (value) => {
    expect(vinReason(value)).toBe("VIN_REQUIRED");
  });
  it("names 1 and 16 characters VIN_MIN_LENGTH", () => {
    expect(vinReason("K")).toBe("VIN_MIN_LENGTH");
    expect(vinReason(VIN.slice(0, 16))).toBe("VIN_MIN_LENGTH");
  });
  it("names 18 characters VIN_MAX_LENGTH", () => {
    expect(vinReason(VIN + "1")).toBe("VIN_MAX_LENGTH");
  });
  it.each(["I", "O", "Q", "i", "o", "q", "-", " ", "É", "*", "_"])("refuses %j inside a VIN", (ch) => {
    const vin = VIN.slice(0, 8) + ch + VIN.slice(9);
    expect(vin).toHaveLength(17);
    expect(vinReason(vin)).toBe("VIN_INVALID_CHARACTERS");
  });
  it("accepts every allowed character", () => {
    const allowed = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
    for (const ch of allowed) expect(vinReason(ch.repeat(17))).toBeNull();
  });
  it("checks length before characters", () => {
    expect(vinReason("IOQ")).toBe("VIN_MIN_LENGTH");
  });
});

describe("normalizeVin", () => {
  it("trims and upper-cases", () => {
    expect(normalizeVin(" kndj23au4n7123456 ")).toBe(VIN);
  });
});

describe("vinSchema", () => {
  it("stores the normalized VIN", () => {
    expect(vinSchema.parse(VIN.toLowerCase())).toBe(VIN);
  });
  it.each([
    [undefined, "VIN_REQUIRED"],
    [12345, "VIN_REQUIRED"],
    ["", "VIN_REQUIRED"],
    ["ABC", "VIN_MIN_LENGTH"],
    [VIN + "X", "VIN_MAX_LENGTH"],
    ["KNDJ23AU4N712345O", "VIN_INVALID_CHARACTERS"],
  ])("refuses %j with %s", (input, key) => {
    expect(vinSchema.safeParse(input).error?.issues.map((i) => i.message)).toEqual([key]);
  });
});

describe("vinLast4", () => {
  it("shows the last four characters, upper-cased", () => {
    expect(vinLast4(VIN)).toBe("3456");
    expect(vinLast4("kndj23au4n71234ab")).toBe("34AB");
    expect(vinLast4(` ${VIN} `)).toBe("3456");
  });
  it("shows what there is when shorter", () => {
    expect(vinLast4("AB")).toBe("AB");
    expect(vinLast4("")).toBe("");
  });
});
