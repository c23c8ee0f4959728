import type { FastifyInstance } from "fastify";
import type { VehicleStatus } from "@carport/protocol";
import type { AnswerCache } from "../../db/answer-cache.ts";
import type { Database } from "../../db/database.ts";
import { serveCall, unchangingResult } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { listUsableVehiclesOfAccount } from "../../core/vehicle-repository.ts";
import { refuseSuspendedVehicle } from "./suspended-vehicle.ts";
import type { LastStatuses } from "../../core/last-statuses.ts";
import { genTypeHeader, presentVehicle, vehicleFeatures } from "./vehicle-presenter.ts";

/** `vhcllst`, `sltvhcl`, `lstvhclsts`. */
export function registerVehicleRoutes(app: FastifyInstance, db: Database, answers: AnswerCache, lastStatus: LastStatuses): void {
  // The account's own vehicles, then those second-driver shares give it (marked shared); kept per
  // account until a change to one of its vehicles, or to what vehicles it has, is announced.
  const vehicleLists = answers.kind<{ answer: { vehicles: ReturnType<typeof presentVehicle>[] }; ids: string[] }>("vehicleLists");
  serveCall(app, "vehicleList", async ({ session }) => {
    const { accountId } = session;
    const list = await vehicleLists.read(
      accountId,
      async () => {
        const vehicles = await listUsableVehiclesOfAccount(db, accountId);
        const presented = vehicles.map((v) => presentVehicle(v, v.account_id === accountId ? "primary" : "secondary"));
        return { answer: unchangingResult({ vehicles: presented }), ids: vehicles.map((v) => v.id) };
      },
      (list) => ({ accounts: [accountId], vehicles: list.ids }),
    );
    return list.answer;
  });

  // The session hook has checked the body's vehicleId: the account's own or shared with it. The
  // session check and lastStatus hand out the same vehicle and status objects until they change: so does this.
  const selectAnswers = new WeakMap<object, { status: VehicleStatus | null; role: string; answer: object }>();
  serveCall(app, "selectVehicle", async ({ vehicle, request, reply }) => {
    const role = request.vehicleRole ?? "primary";
    // A suspended vehicle is still selected (the overview shows its unenrollment popup), without its status.
    const status = vehicle.suspended ? null : await lastStatus.of(vehicle.id);
    reply.header("gentype", genTypeHeader(vehicle));
    const kept = selectAnswers.get(vehicle);
    if (kept && kept.status === status && kept.role === role) return kept.answer as never;
    const answer = unchangingResult({ vehicle: presentVehicle(vehicle, role), ...vehicleFeatures(vehicle), status });
    selectAnswers.set(vehicle, { status, role, answer });
    return answer;
  });

  // lastStatus hands out the same status object until it changes: so does this answer.
  const statusAnswers = new WeakMap<VehicleStatus, { status: VehicleStatus }>();
  serveCall(app, "lastVehicleStatus", async ({ vehicle }) => {
    refuseSuspendedVehicle(vehicle);
    const status = await lastStatus.of(vehicle.id);
    if (!status) throw new ApiError("7202");
    let answer = statusAnswers.get(status);
    if (!answer) statusAnswers.set(status, (answer = unchangingResult({ status })));
    return answer;
  });
}
