import { vehiclePhotoReason } from "@carport/domain";
import { invalidFieldDescription } from "@carport/protocol";
import { wireTimestamp } from "@carport/telematics";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { deleteVehiclePhoto, findVehiclePhoto, saveVehiclePhoto, type VehiclePhotoRecord } from "./vehicle-photo-repository.ts";

function presentPhoto(record: VehiclePhotoRecord | null) {
  if (!record) return { photo: null };
  return {
    photo: {
      contentType: record.content_type as "image/jpeg" | "image/png" | "image/webp",
      data: Buffer.from(record.data).toString("base64"),
      updatedAt: wireTimestamp(new Date(record.updated_at)),
    },
  };
}

/**
 * `gtvhclpht`, `svvhclpht`, `dlvhclpht`: one photo per vehicle. The save decodes the base64 and
 * stores it only when @carport/domain's photo rule passes (size, and the bytes really being the
 * declared type), else 7998 naming `data` and nothing changes.
 */
export function registerVehiclePhotoRoutes(app: FastifyInstance, db: Database): void {
  serveCall(app, "vehiclePhoto", async ({ vehicle }) => presentPhoto(await findVehiclePhoto(db, vehicle.id)));

  serveCall(app, "vehiclePhotoSave", async ({ body, vehicle, request }) => {
    const bytes = new Uint8Array(Buffer.from(body.data, "base64"));
    const reason = vehiclePhotoReason(bytes, body.contentType);
    if (reason) throw new ApiError("7998", invalidFieldDescription("data", reason, request.language), 400);
    return presentPhoto(await saveVehiclePhoto(db, vehicle.id, body.contentType, bytes));
  });

  serveCall(app, "vehiclePhotoDelete", async ({ vehicle }) => {
    await deleteVehiclePhoto(db, vehicle.id);
    return { photo: null };
  });
}
