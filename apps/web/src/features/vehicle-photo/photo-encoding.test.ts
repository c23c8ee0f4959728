import { VEHICLE_PHOTO_MAX_SOURCE_BYTES } from "@carport/domain";
import { describe, expect, it } from "vitest";
import { chosenFileReason, PHOTO_FRAME } from "./photo-encoding.ts";

describe("choosing a picture to crop", () => {
  it("takes JPEG, PNG and WebP up to the source limit, and nothing else", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp"]) expect(chosenFileReason({ type, size: 1000 }), type).toBeNull();
    for (const type of ["image/gif", "image/svg+xml", "application/pdf", ""])
      expect(chosenFileReason({ type, size: 1000 }), type).toBe("PHOTO_TYPE");
    expect(chosenFileReason({ type: "image/jpeg", size: VEHICLE_PHOTO_MAX_SOURCE_BYTES })).toBeNull();
    expect(chosenFileReason({ type: "image/jpeg", size: VEHICLE_PHOTO_MAX_SOURCE_BYTES + 1 })).toBe("PHOTO_SOURCE_TOO_LARGE");
  });

  it("crops into a 16:9 frame of 960x540", () => {
    expect(PHOTO_FRAME).toEqual({ width: 960, height: 540 });
  });
});
