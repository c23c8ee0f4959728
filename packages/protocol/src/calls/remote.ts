import { z } from "zod";
import { ENGINE_MINUTES_MAX, ENGINE_MINUTES_MIN, isClimateDuration, isHvacTempType, isTemperatureCodeOfAnyScale } from "@carport/domain";
import { answeredStatusSchema } from "./vehicle-status.ts";

/** The PIN travels as 4 digits; whether it is the account's PIN is the server's check. */
const pinField = z.string().regex(/^\d{4}$/, "PIN_FORMAT");
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]);

export const verifyPinRequestSchema = z.object({ pin: pinField });
export const verifyPinResultSchema = z.object({
  /** The PIN authorization: header `pAuth` on remote commands, bound to this account and vehicle. */
  pAuth: z.string(),
  /** Seconds it stays valid. */
  expiresTime: z.number().int(),
});

/**
 * Every command body may repeat the PIN (checked when present); the authorization is the `pAuth`
 * header, or the body's `pAuth` as bluelinky sends it on some commands (never both, different).
 */
export const commandRequestSchema = z.object({ pin: pinField.optional(), pAuth: z.string().max(256).optional() });

export const hornLightRequestSchema = commandRequestSchema.extend({ horn: z.boolean() });

export const temperatureSchema = z.object({
  /** Step code such as "0EH" (see protocol.md). */
  value: z
    .string()
    .regex(/^[0-9A-Fa-f]{2}H$/, "TEMPERATURE_CODE")
    .refine(isTemperatureCodeOfAnyScale, "TEMPERATURE_OUT_OF_RANGE"),
  unit: z.literal(0),
  /** The car's temperature scale, 0 or 1 (HVAC_TEMP_TYPES); -1 or 2^31 used to reach the car. */
  hvacTempType: z.number().int().refine(isHvacTempType, "HVAC_TEMP_TYPE").optional(),
});

const seatCommandSchema = z
  .object({
    drvSeatOptCmd: z.number().int().min(0).max(8).optional(),
    astSeatOptCmd: z.number().int().min(0).max(8).optional(),
    rlSeatOptCmd: z.number().int().min(0).max(8).optional(),
    rrSeatOptCmd: z.number().int().min(0).max(8).optional(),
  })
  .optional();

/** Climate settings, as `rmtstrt` (setting), `rfon` (hvacInfo) and CCS2 cars (remoteControl) send them. */
export const climateSettingsSchema = z.object({
  airCtrl: flag,
  defrost: flag.optional(),
  airTemp: temperatureSchema.optional(),
  heating1: flag.optional(),
  /** Minutes: engine 1-10 (rmtstrt overrides this), climate one of CLIMATE_DURATIONS (2, 5, 10 ... 30). */
  igniOnDuration: z.number().refine(isClimateDuration, "CLIMATE_DURATION_INVALID").optional(),
  seatHeaterVentCMD: seatCommandSchema,
  ims: z.number().int().optional(),
});
export type ClimateSettings = z.infer<typeof climateSettingsSchema>;

export const engineStartRequestSchema = commandRequestSchema.extend({
  setting: climateSettingsSchema.extend({
    igniOnDuration: z.number().int().min(ENGINE_MINUTES_MIN, "ENGINE_MINUTES").max(ENGINE_MINUTES_MAX, "ENGINE_MINUTES"),
  }),
});

export const climateStartRequestSchema = commandRequestSchema
  .extend({ hvacInfo: climateSettingsSchema.optional(), remoteControl: climateSettingsSchema.optional() })
  .refine((body) => body.hvacInfo || body.remoteControl, { message: "required", path: ["hvacInfo"] });

const levelSchema = z.number().int().min(0).max(100);
export const setTargetSocRequestSchema = commandRequestSchema.extend({
  tsoc: z
    .array(z.object({ plugType: z.union([z.literal(0), z.literal(1)]), level: levelSchema }))
    .min(1)
    .max(2),
});
export const setTargetSocCcs2RequestSchema = commandRequestSchema.extend({
  targetSOClist: z
    .array(z.object({ plugType: z.union([z.literal(0), z.literal(1)]), targetSOClevel: levelSchema }))
    .min(1)
    .max(2),
});

/** A command answers at once with an empty result and the `transactionId` header. */
export const commandAcceptedResultSchema = z.object({});

/**
 * Where the car is. A car linked from its maker may answer only coord.lat, coord.lon and time
 * (all hyundai_kia_connect_api's KiaUvoApiCA reads of `fndmcr`): the rest is optional, and any
 * other field the maker sends is passed on.
 */
export const locateResultSchema = z.looseObject({
  coord: z.looseObject({ lat: z.number(), lon: z.number(), alt: z.number().optional() }),
  head: z.number().optional(),
  speed: z.looseObject({ value: z.number(), unit: z.number().int() }).optional(),
  time: z.string(),
});

export const refreshStatusResultSchema = z.object({ status: answeredStatusSchema });

export const commandStatusRequestSchema = z.object({}).loose();
export const transactionSchema = z.object({
  apiCode: z.string(),
  /** yyyyMMddHHmmss */
  apiStartDate: z.string(),
  apiEndDate: z.string(),
  /** P pending, C complete. */
  apiResult: z.enum(["P", "C"]),
  /** "null" while pending; "0000" on success; the failure's code otherwise. */
  apiStatusCode: z.string(),
  apiFailureReason: z.string().optional(),
});
export type RemoteTransaction = z.infer<typeof transactionSchema>;
export const commandStatusResultSchema = z.object({ transaction: transactionSchema });

/** apiStatusCode of a command the vehicle carried out. */
export const COMMAND_SUCCESS_CODE = "0000";
