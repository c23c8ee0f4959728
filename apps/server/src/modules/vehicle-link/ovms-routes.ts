import type { FastifyInstance } from "fastify";
import type { OvmsModuleResult } from "@carport/protocol";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { confirmOvmsCapabilities, findOvmsModuleOfVin, type OvmsModule } from "./ovms-modules.ts";

const present = (module: OvmsModule | null): OvmsModuleResult => ({
  module: module && {
    user: module.username,
    vehicleId: module.vehicleId,
    topicPrefix: `${module.prefix}/`,
    supports: module.supports,
    refused: module.refused,
    pinKept: module.sealedPin !== null,
  },
});

/**
 * `ovmsmdl` and `svovmscpb`: the car's OVMS module as its owner (primary driver) sees it, and what
 * the owner confirms it can do. Carport's instances read modules again within seconds (ovms-link.ts).
 */
export function registerOvmsRoutes(app: FastifyInstance, db: Database): void {
  serveCall(app, "ovmsModule", async ({ vehicle }) => present(await findOvmsModuleOfVin(db, vehicle.vin)));
  serveCall(app, "ovmsCapabilitiesSave", async ({ body, vehicle }) => {
    if (!(await confirmOvmsCapabilities(db, vehicle.vin, [...new Set(body.supports)]))) throw new ApiError("7705");
    return present(await findOvmsModuleOfVin(db, vehicle.vin));
  });
}
