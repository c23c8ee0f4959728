import { describe, expect, it } from "vitest";
import { defaultSlotAfter, favouriteNameReason, favouriteSettingsSchema, favouriteSlotSchema } from "./climate-favourites.ts";

describe("climate favourites", () => {
  it("takes a name of 1 to 20 characters once trimmed", () => {
    expect(favouriteNameReason("  Morning  ")).toBeNull();
    expect(favouriteNameReason("   ")).toBe("NAME_REQUIRED");
    expect(favouriteNameReason("x".repeat(20))).toBeNull();
    expect(favouriteNameReason("x".repeat(21))).toBe("NAME_TOO_LONG");
  });

  it("offers slots 1 to 3 only", () => {
    expect(favouriteSlotSchema.safeParse(3).success).toBe(true);
    expect(favouriteSlotSchema.safeParse(4).error?.issues[0]?.message).toBe("SLOT_INVALID");
  });

  it("keeps the climate start rules for temperature and run time", () => {
    expect(
      favouriteSettingsSchema.safeParse({ temperature: "0BH", defrost: true, heatedFeatures: false, durationMinutes: 10 }).success,
    ).toBe(true);
    expect(
      favouriteSettingsSchema.safeParse({ temperature: "0BH", defrost: true, heatedFeatures: false, durationMinutes: 7 }).error?.issues[0]
        ?.message,
    ).toBe("CLIMATE_DURATION_INVALID");
    expect(
      favouriteSettingsSchema.safeParse({ temperature: "hot", defrost: true, heatedFeatures: false, durationMinutes: 10 }).error?.issues[0]
        ?.message,
    ).toBe("TEMPERATURE_INVALID");
  });

  it("makes the first favourite the default and hands the default on when it is deleted", () => {
    expect(defaultSlotAfter([2], null)).toBe(2);
    expect(defaultSlotAfter([1, 2], 2)).toBe(2);
    expect(defaultSlotAfter([1, 3], 2)).toBe(1);
    expect(defaultSlotAfter([], 1)).toBeNull();
  });
});
