/**
 * Vehicle photos (vehicle-area.md 1: chooser, crop, preview, progress, result, delete). The
 * browser crops and re-encodes the chosen picture; the server stores it only when it is one of
 * these types, really is one (its first bytes say so), and is not larger than the limit.
 */
export const VEHICLE_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type VehiclePhotoType = (typeof VEHICLE_PHOTO_TYPES)[number];

/** The stored photo's largest size: a 960x540 JPEG is well under it. */
export const VEHICLE_PHOTO_MAX_BYTES = 400 * 1024;

/** The picture a user may choose before cropping (phones' photos are large; the crop makes them small). */
export const VEHICLE_PHOTO_MAX_SOURCE_BYTES = 15 * 1024 * 1024;

/** The cropped photo's frame: 16:9, at most this wide. */
export const VEHICLE_PHOTO_ASPECT = 16 / 9;
export const VEHICLE_PHOTO_WIDTH = 960;

export function isVehiclePhotoType(type: string): type is VehiclePhotoType {
  return (VEHICLE_PHOTO_TYPES as readonly string[]).includes(type);
}

/** The image type the bytes begin with, whatever the name or declared type says; null when none of ours. */
export function sniffPhotoType(bytes: Uint8Array): VehiclePhotoType | null {
  const starts = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  if (bytes.length >= 3 && starts(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (bytes.length >= 8 && starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (bytes.length >= 12 && starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return "image/webp";
  return null;
}

export type VehiclePhotoReason = "PHOTO_REQUIRED" | "PHOTO_TOO_LARGE" | "PHOTO_TYPE";

/** Why a photo cannot be stored as `declaredType`; null when it can. */
export function vehiclePhotoReason(bytes: Uint8Array, declaredType: string, maxBytes = VEHICLE_PHOTO_MAX_BYTES): VehiclePhotoReason | null {
  if (bytes.length === 0) return "PHOTO_REQUIRED";
  if (bytes.length > maxBytes) return "PHOTO_TOO_LARGE";
  if (!isVehiclePhotoType(declaredType) || sniffPhotoType(bytes) !== declaredType) return "PHOTO_TYPE";
  return null;
}

/** A rectangle of the source picture, in its pixels. */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The part of a `sourceWidth` x `sourceHeight` picture the 16:9 frame shows: the largest 16:9
 * rectangle that fits, narrowed by `zoom` (1 to 3), moved by `panX`/`panY` (-1 left/top to 1
 * right/bottom) within the room left, and never outside the picture.
 */
export function cropRect(sourceWidth: number, sourceHeight: number, zoom: number, panX: number, panY: number): CropRect {
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
  const z = clamp(zoom, 1, 3);
  const fitWidth = Math.min(sourceWidth, sourceHeight * VEHICLE_PHOTO_ASPECT);
  const width = fitWidth / z;
  const height = width / VEHICLE_PHOTO_ASPECT;
  const roomX = sourceWidth - width;
  const roomY = sourceHeight - height;
  return {
    x: (roomX * (clamp(panX, -1, 1) + 1)) / 2,
    y: (roomY * (clamp(panY, -1, 1) + 1)) / 2,
    width,
    height,
  };
}
