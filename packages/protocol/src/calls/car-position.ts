import { z } from "zod";

/**
 * The car's last known position, without asking the car (no PIN): the latest of the position its
 * status carried (`vehicleLocation`, a car linked from its maker) and the answer of its latest
 * `fndmcr`. `time`: when the car took it (the wire's yyyyMMddHHmmss, UTC). `address`: the place
 * in words when the server has a geocoder (GEOCODER_URL), in the request's language; else null.
 */
export const lastPositionResultSchema = z.object({
  position: z
    .object({
      coord: z.object({ lat: z.number(), lon: z.number() }),
      time: z.string().nullable(),
    })
    .nullable(),
  address: z.string().nullable(),
});
export type LastPosition = z.infer<typeof lastPositionResultSchema>;
