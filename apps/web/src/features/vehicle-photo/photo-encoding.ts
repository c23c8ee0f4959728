import {
  isVehiclePhotoType,
  VEHICLE_PHOTO_ASPECT,
  VEHICLE_PHOTO_MAX_BYTES,
  VEHICLE_PHOTO_MAX_SOURCE_BYTES,
  VEHICLE_PHOTO_WIDTH,
  type CropRect,
} from "@carport/domain";

/** Why a chosen file cannot be cropped: not a JPEG, PNG or WebP, or too large to open; null when it can. */
export function chosenFileReason(file: { type: string; size: number }): "PHOTO_TYPE" | "PHOTO_SOURCE_TOO_LARGE" | null {
  if (!isVehiclePhotoType(file.type)) return "PHOTO_TYPE";
  if (file.size > VEHICLE_PHOTO_MAX_SOURCE_BYTES) return "PHOTO_SOURCE_TOO_LARGE";
  return null;
}

/** The output frame: 960x540. */
export const PHOTO_FRAME = { width: VEHICLE_PHOTO_WIDTH, height: Math.round(VEHICLE_PHOTO_WIDTH / VEHICLE_PHOTO_ASPECT) };

/** Draws the cropped part of the picture into the canvas, filling its frame. */
export function drawCrop(canvas: HTMLCanvasElement, picture: ImageBitmap, rect: CropRect): void {
  canvas.width = PHOTO_FRAME.width;
  canvas.height = PHOTO_FRAME.height;
  const context = canvas.getContext("2d");
  if (!context) return;
  context.imageSmoothingQuality = "high";
  context.drawImage(picture, rect.x, rect.y, rect.width, rect.height, 0, 0, canvas.width, canvas.height);
}

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("the photo could not be encoded"))), "image/jpeg", quality),
  );
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("the photo could not be read"));
    reader.readAsDataURL(blob);
  });
}

/** The encoded photo, ready to preview and to send. */
export interface EncodedPhoto {
  contentType: "image/jpeg";
  /** base64, as `svvhclpht` takes it */
  data: string;
  dataUrl: string;
  bytes: number;
}

/** The cropped frame as a JPEG under the server's limit: the quality steps down until it fits. */
export async function encodeCrop(picture: ImageBitmap, rect: CropRect): Promise<EncodedPhoto> {
  const canvas = document.createElement("canvas");
  drawCrop(canvas, picture, rect);
  let blob = await toBlob(canvas, 0.85);
  for (const quality of [0.7, 0.55, 0.4]) {
    if (blob.size <= VEHICLE_PHOTO_MAX_BYTES) break;
    blob = await toBlob(canvas, quality);
  }
  const dataUrl = await dataUrlOf(blob);
  return { contentType: "image/jpeg", data: dataUrl.slice(dataUrl.indexOf(",") + 1), dataUrl, bytes: blob.size };
}
