import { z } from "zod";
import { ynSchema } from "./common.ts";

/**
 * `undoSuspend` answers the vehicle's state once its suspension is cancelled: it is back on the
 * account, suspendYn N.
 */
export const undoSuspendResultSchema = z.object({
  vehicleId: z.string(),
  suspendYn: ynSchema,
});

/**
 * `usrRdrRvsl` (the owner accepts the ownership change a dealer reported, deactivating the
 * suspended vehicle) answers the vehicle that left the account.
 */
export const ownershipReversalResultSchema = z.object({
  vehicleId: z.string(),
  removed: z.literal(true),
});
