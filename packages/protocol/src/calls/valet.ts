import { z } from "zod";

/** `lastvaletstatus`: valetMode 0 off, 1 on, 2 turning on, 3 turning off. Dates yyyyMMddHHmmss, "" when none. */
export const valetStatusResultSchema = z.object({
  valetMode: z.number().int().min(0).max(3),
  startDate: z.string(),
  endDate: z.string(),
  deactivatedDate: z.string(),
  maxSpeed: z.number(),
  maxSpeedUnit: z.number().int(),
  runTime: z.number(),
  runTimeUnit: z.literal("min"),
  runDistance: z.number(),
  runDistanceUnit: z.number().int(),
});
