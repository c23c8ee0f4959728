import { describe, expect, it } from "vitest";
import { cropRect, sniffPhotoType, vehiclePhotoReason, VEHICLE_PHOTO_MAX_BYTES } from "./vehicle-photo.ts";

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);
const GIF = new TextEncoder().encode("GIF89a......");

describe("vehicle photo checks", () => {
  it("knows JPEG, PNG and WebP by their first bytes, and nothing else", () => {
    expect([JPEG, PNG, WEBP, GIF].map(sniffPhotoType)).toEqual(["image/jpeg", "image/png", "image/webp", null]);
    expect(sniffPhotoType(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });

  it("refuses an empty photo, one over the limit, another type, and bytes that are not the declared type", () => {
    expect(vehiclePhotoReason(JPEG, "image/jpeg")).toBeNull();
    expect(vehiclePhotoReason(new Uint8Array(), "image/jpeg")).toBe("PHOTO_REQUIRED");
    const big = new Uint8Array(VEHICLE_PHOTO_MAX_BYTES + 1);
    big.set(JPEG);
    expect(vehiclePhotoReason(big, "image/jpeg")).toBe("PHOTO_TOO_LARGE");
    expect(vehiclePhotoReason(big.subarray(0, VEHICLE_PHOTO_MAX_BYTES), "image/jpeg")).toBeNull();
    expect(vehiclePhotoReason(GIF, "image/gif")).toBe("PHOTO_TYPE");
    expect(vehiclePhotoReason(PNG, "image/jpeg")).toBe("PHOTO_TYPE");
  });
});

describe("the crop frame", () => {
  it("shows the widest 16:9 part, centred, of a tall or wide picture", () => {
    expect(cropRect(1600, 1200, 1, 0, 0)).toEqual({ x: 0, y: 150, width: 1600, height: 900 });
    expect(cropRect(4000, 900, 1, 0, 0)).toEqual({ x: 1200, y: 0, width: 1600, height: 900 });
  });

  it("zooms into a smaller part and pans it to the edges, never beyond", () => {
    expect(cropRect(1600, 900, 2, -1, -1)).toEqual({ x: 0, y: 0, width: 800, height: 450 });
    expect(cropRect(1600, 900, 2, 1, 1)).toEqual({ x: 800, y: 450, width: 800, height: 450 });
    expect(cropRect(1600, 900, 9, 5, -5)).toEqual(cropRect(1600, 900, 3, 1, -1));
  });
});
