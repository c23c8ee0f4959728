import type { FastifyInstance } from "fastify";
import { invalidFieldDescription } from "@carport/protocol";
import { isTemperatureCode } from "@carport/domain";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { deleteFavourite, listFavourites, saveFavourite, settleDefault } from "./favourite-repository.ts";

/** `gtclmfav`, `svclmfav`, `dlclmfav`, `stclmfavdflt`: the vehicle's climate-start favourites. */
export function registerClimateFavouriteRoutes(app: FastifyInstance, db: Database): void {
  serveCall(app, "climateFavourites", async ({ vehicle }) => ({ favourites: await listFavourites(db, vehicle.id) }));

  serveCall(app, "climateFavouriteSave", async ({ body, request, vehicle }) => {
    // Heated features and the step scale depend on the car; an "OFF" favourite is not a climate start.
    if (body.temperature === "OFF" || !isTemperatureCode(body.temperature, vehicle.model_year)) {
      throw new ApiError("7998", invalidFieldDescription("temperature", "TEMPERATURE_INVALID", request.language), 400);
    }
    return db.transaction(async (tx) => {
      await saveFavourite(tx, vehicle.id, body.slot, body.name, body);
      await settleDefault(tx, vehicle.id, body.makeDefault ? body.slot : null);
      return { favourites: await listFavourites(tx, vehicle.id) };
    });
  });

  serveCall(app, "climateFavouriteDelete", async ({ body, request, vehicle }) =>
    db.transaction(async (tx) => {
      if (!(await deleteFavourite(tx, vehicle.id, body.slot))) {
        throw new ApiError("7998", invalidFieldDescription("slot", "EMPTY_SLOT", request.language), 400);
      }
      await settleDefault(tx, vehicle.id, null);
      return { favourites: await listFavourites(tx, vehicle.id) };
    }),
  );

  serveCall(app, "climateFavouriteDefault", async ({ body, request, vehicle }) =>
    db.transaction(async (tx) => {
      const saved = await listFavourites(tx, vehicle.id);
      if (!saved.some((f) => f.slot === body.slot)) {
        throw new ApiError("7998", invalidFieldDescription("slot", "EMPTY_SLOT", request.language), 400);
      }
      await settleDefault(tx, vehicle.id, body.slot);
      return { favourites: await listFavourites(tx, vehicle.id) };
    }),
  );
}
