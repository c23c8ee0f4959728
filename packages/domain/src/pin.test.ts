import { describe, it, expect } from "vitest";
import { PIN_LENGTH, isValidPin, pinEntrySchema, pinReason, pinSchema } from "./pin.ts";

/** Every 4-digit string from 0000 to 9999. */
const ALL_PINS = Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, "0"));

describe("pinReason", () => {
  it("is 4 digits long", () => {
    expect(PIN_LENGTH).toBe(4);
  });

  it.each([null, undefined, "", " ", "    "])("names %j PIN_REQUIRED", (value) => {
    expect(pinReason(value)).toBe("PIN_REQUIRED");
  });

  it.each(["1", "12", "135", "13579", "12a4", "abcd", "１３５７", " 1357", "1357 ", "13 57", "-135", "1.35", "+135", "١٣٥٧"])(
    "names %j PIN_FORMAT",
    (value) => {
      expect(pinReason(value)).toBe("PIN_FORMAT");
    },
  );

  it.each(["0000", "1111", "2222", "3333", "4444", "5555", "6666", "7777", "8888", "9999"])("names %s PIN_SAME_DIGITS", (value) => {
    expect(pinReason(value)).toBe("PIN_SAME_DIGITS");
  });

  it.each(["0123", "1234", "2345", "3456", "4567", "5678", "6789", "3210", "4321", "5432", "6543", "7654", "8765", "9876"])(
    "names %s PIN_SEQUENTIAL",
    (value) => {
      expect(pinReason(value)).toBe("PIN_SEQUENTIAL");
    },
  );

  it.each(["1357", "2468", "1212", "1123", "1233", "0124", "9012", "7890", "0987", "1243", "2134", "1000", "0001", "1010", "9875", "0246"])(
    "accepts %s",
    (value) => {
      expect(pinReason(value)).toBeNull();
      expect(isValidPin(value)).toBe(true);
    },
  );

  it("refuses exactly 24 of the 10,000 four-digit PINs", () => {
    const refused = ALL_PINS.filter((pin) => !isValidPin(pin));
    expect(refused).toHaveLength(10 + 7 + 7);
  });
});

describe("pinSchema", () => {
  it("parses a good PIN", () => {
    expect(pinSchema.parse("1357")).toBe("1357");
  });
  it.each([
    [undefined, "PIN_REQUIRED"],
    [1357, "PIN_REQUIRED"],
    ["", "PIN_REQUIRED"],
    ["12345", "PIN_FORMAT"],
    ["7777", "PIN_SAME_DIGITS"],
    ["6789", "PIN_SEQUENTIAL"],
  ])("refuses %j with %s", (input, key) => {
    const result = pinSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([key]);
  });
});

describe("pinEntrySchema", () => {
  it("accepts any 4 digits, including ones a new PIN may not use", () => {
    expect(pinEntrySchema.parse("1234")).toBe("1234");
    expect(pinEntrySchema.parse("0000")).toBe("0000");
  });
  it("still refuses a missing or malformed PIN", () => {
    expect(pinEntrySchema.safeParse(undefined).error?.issues[0]?.message).toBe("PIN_REQUIRED");
    expect(pinEntrySchema.safeParse("").error?.issues[0]?.message).toBe("PIN_REQUIRED");
    expect(pinEntrySchema.safeParse("12a4").error?.issues[0]?.message).toBe("PIN_FORMAT");
  });
});
