import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { listUsableVehiclesOfAccount } from "./vehicle-repository.ts";
import { genTypeHeader, presentVehicle, vehicleFeatures } from "./vehicle-presenter.ts";

/** `vhcllst`, `sltvhcl`, `lstvhclsts`. */
export function registerVehicleRoutes(app: FastifyInstance, db: Database): void {
  // The account's own vehicles, then those second-driver shares give it (marked shared).
  serveCall(app, "vehicleList", async ({ request }) => {
    const { accountId } = request.session!;
    const vehicles = await listUsableVehiclesOfAccount(db, accountId);
    return { vehicles: vehicles.map((v) => presentVehicle(v, v.account_id === accountId ? "primary" : "secondary")) };
  });

  // The session hook has checked the body's vehicleId: the account's own or shared with it.
  serveCall(app, "selectVehicle", async ({ request, reply }) => {
    const vehicle = request.vehicle!;
    reply.header("gentype", genTypeHeader(vehicle));
    return {
      vehicle: presentVehicle(vehicle, request.vehicleRole ?? "primary"),
      ...vehicleFeatures(vehicle),
      status: request.vehicleStatus,
    };
  });

  serveCall(app, "lastVehicleStatus", async ({ request }) => {
    const status = request.vehicleStatus;
    if (!status) throw new ApiError("7202");
    return { status };
  });
}
