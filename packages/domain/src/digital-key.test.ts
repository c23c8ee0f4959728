import { describe, expect, it } from "vitest";
import { supportsDigitalKey } from "./digital-key.ts";

describe("digital-key support marker", () => {
  it("is support only when nfc starts with DK2", () => {
    expect(supportsDigitalKey("DK2.0")).toBe(true);
    expect(supportsDigitalKey("DK2")).toBe(true);
    for (const none of ["", "DK1.0", "dk2.0", " DK2.0", "NFC", null, undefined]) expect(supportsDigitalKey(none), String(none)).toBe(false);
  });
});
