import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { findLastStatus } from "./status-repository.ts";
import { findVehicleOfAccount, listVehiclesOfAccount } from "./vehicle-repository.ts";
import { genTypeHeader, presentVehicle, vehicleFeatures } from "./vehicle-presenter.ts";

/** `vhcllst`, `sltvhcl`, `lstvhclsts`. */
export function registerVehicleRoutes(app: FastifyInstance, db: Database): void {
  serveCall(app, "vehicleList", async ({ request }) => {
    const vehicles = await listVehiclesOfAccount(db, request.session!.accountId);
    return { vehicles: vehicles.map(presentVehicle) };
  });

  serveCall(app, "selectVehicle", async ({ body, request, reply }) => {
    const vehicle = await findVehicleOfAccount(db, request.session!.accountId, body.vehicleId);
    if (!vehicle) throw new ApiError("7202");
    reply.header("gentype", genTypeHeader(vehicle));
    return {
      vehicle: presentVehicle(vehicle),
      ...vehicleFeatures(vehicle),
      status: await findLastStatus(db, vehicle.id),
    };
  });

  serveCall(app, "lastVehicleStatus", async ({ request }) => {
    const status = await findLastStatus(db, request.vehicle!.id);
    if (!status) throw new ApiError("7202");
    return { status };
  });
}
