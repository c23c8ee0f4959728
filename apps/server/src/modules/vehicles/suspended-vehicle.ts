import { ApiError } from "../../http/api-error.ts";
import type { VehicleRecord } from "../../core/vehicle-repository.ts";

/**
 * A suspended vehicle (suspendYn Y) is blocked from the overview (vehicle-area.md 2 and 6): its
 * status and service data are refused, as its remote commands are, with 7702 (the specification
 * names no code of its own for it). Only its selection (without status), the vehicle list and the
 * suspension calls (undoSuspend, usrRdrRvsl) still answer for it.
 */
export function refuseSuspendedVehicle(vehicle: Pick<VehicleRecord, "suspended">): void {
  if (vehicle.suspended) throw new ApiError("7702");
}
