import { z } from "zod";

/** Calls that take no body accept an empty body or `{}`; extra fields are ignored. */
export const emptyRequestSchema = z.object({}).loose();

/** Y/N flags as the protocol carries them. */
export const ynSchema = z.enum(["Y", "N"]);
/** Y, N, or "" when it is not known (a car brought in from its maker, which did not tell). */
export const ynUnknownSchema = z.enum(["Y", "N", ""]);

/** Dates on the wire: yyyyMMddHHmmss. */
export const timestampSchema = z.string().regex(/^\d{14}$/);

/** Fuel kinds: G combustion, E electric, P plug-in hybrid, F hydrogen. */
export const fuelKindCodeSchema = z.enum(["G", "E", "P", "F"]);
export type FuelKindCode = z.infer<typeof fuelKindCodeSchema>;
