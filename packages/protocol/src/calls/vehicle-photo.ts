import { VEHICLE_PHOTO_MAX_BYTES, VEHICLE_PHOTO_TYPES } from "@carport/domain";
import { z } from "zod";
import { timestampSchema } from "./common.ts";

/** Base64 text of at most VEHICLE_PHOTO_MAX_BYTES bytes. */
const BASE64_MAX_LENGTH = Math.ceil(VEHICLE_PHOTO_MAX_BYTES / 3) * 4;

/** The body limit of the photo save: the largest photo in base64 with room for the JSON around it. */
export const VEHICLE_PHOTO_BODY_LIMIT = BASE64_MAX_LENGTH + 4096;

/** A vehicle's photo: its type and bytes (base64), and when it was saved. */
export const vehiclePhotoSchema = z.object({
  contentType: z.enum(VEHICLE_PHOTO_TYPES),
  data: z.string(),
  /** yyyyMMddHHmmss, UTC */
  updatedAt: timestampSchema,
});

/** `gtvhclpht`: the photo, or null when the vehicle has none. */
export const vehiclePhotoResultSchema = z.object({ photo: vehiclePhotoSchema.nullable() });

/**
 * `svvhclpht`: the cropped photo. The server also checks the decoded size and that the bytes are
 * the declared type (7998 naming `data`).
 */
export const saveVehiclePhotoRequestSchema = z.object({
  contentType: z.enum(VEHICLE_PHOTO_TYPES),
  data: z
    .string()
    .min(1)
    .max(BASE64_MAX_LENGTH)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, "base64"),
});
