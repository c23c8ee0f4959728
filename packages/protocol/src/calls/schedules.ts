import { z } from "zod";
import { offPeakFlagSchema, wireTimeSchema } from "@carport/domain";
import { temperatureSchema } from "./remote.ts";

const flag01 = z.union([z.literal(0), z.literal(1), z.boolean().transform((v) => (v ? 1 : 0))]);
const days = z.array(z.number().int().min(0, "DAY").max(6, "DAY")).max(7);
const window = z.object({ starttime: wireTimeSchema, endtime: wireTimeSchema });

/** Climate at departure: defrost, temperature, climate on, heating. */
export const scheduleClimateSchema = z.object({
  defrost: z.boolean().default(false),
  airTemp: temperatureSchema.partial({ unit: true }).default({ value: "0BH", unit: 0 }),
  airCtrl: flag01.default(0),
  heating1: flag01.default(0),
});

/** One charging schedule (departure): on/off, days 0-6 and time, end time (G1 PHEV), climate. */
export const chargeScheduleSchema = z.object({
  reservChargeInfoDetail: z.object({
    reservChargeSet: z.boolean(),
    reservInfo: z.object({ day: days, time: wireTimeSchema }),
    reservEndTime: wireTimeSchema.optional(),
    reservFatcSet: scheduleClimateSchema.default({ defrost: false, airTemp: { value: "0BH", unit: 0 }, airCtrl: 0, heating1: 0 }),
  }),
});
export type ChargeScheduleWire = z.infer<typeof chargeScheduleSchema>;

/** Off-peak hours: flag 0 off, 1 or 2 in use; weekday window and (where supported) weekend window. */
export const offPeakPowerInfoSchema = z.object({
  offPeakPowerFlag: offPeakFlagSchema,
  offPeakPowerTime1: window,
  offPeakPowerTime2: window.optional(),
});
export type OffPeakPowerInfo = z.infer<typeof offPeakPowerInfoSchema>;

export const reservChargeInfosSchema = z.object({
  reservChargeInfo: chargeScheduleSchema,
  reserveChargeInfo2: chargeScheduleSchema,
  offpeakPowerInfo: offPeakPowerInfoSchema,
  reservFlag: flag01.optional(),
});
export type ReservChargeInfos = z.infer<typeof reservChargeInfosSchema>;

/** `grcfs` / `glcfs`: the charging schedules the car holds. */
export const chargeSchedulesResultSchema = z.object({ reservChargeInfos: reservChargeInfosSchema });
/** `srcfs`: save the charging schedules (a remote command: transactionId header). */
export const saveChargeSchedulesRequestSchema = z.object({
  pin: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  reservChargeInfos: reservChargeInfosSchema,
});

/** CCS2 climate schedules. */
const hvacScheduleSchema = z.object({
  reservHVACflag: flag01,
  reservInfo: z.object({ day: days, time: wireTimeSchema }),
  reservHVACSet: scheduleClimateSchema,
});
export const saveHvacSchedulesRequestSchema = z.object({
  pin: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  reservedHVACInfo1: hvacScheduleSchema,
  reservedHVACInfo2: hvacScheduleSchema,
});
export type SaveHvacSchedulesRequest = z.infer<typeof saveHvacSchedulesRequestSchema>;
/** CCS2 charging window. */
export const saveChargeWindowRequestSchema = z.object({
  pin: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  reservStartTime: wireTimeSchema,
  reservEndTime: wireTimeSchema,
  reservFlag: flag01,
  offpeakPowerFlag: offPeakFlagSchema,
});
/** `getresdetails` (GET, CCS2): climate schedules and the charging window. */
export const reservationDetailsResultSchema = z.object({
  reservedHVACInfo1: hvacScheduleSchema,
  reservedHVACInfo2: hvacScheduleSchema,
  offpeakPowerInfo2: z.object({
    reservFlag: z.number().int(),
    offpeakPowerFlag: z.number().int(),
    reservStartTime: wireTimeSchema,
    reservEndTime: wireTimeSchema,
  }),
});

/** `gopter` / `sopter`: off-peak charging options of the account's vehicle. */
export const offPeakOptionsSchema = z.object({
  offpeakTimeAndElectricityRates: z.object({ vehicleId: z.string().max(64), offpeakPowerInfo: offPeakPowerInfoSchema }),
});
/** `sopter`: the options, with the PIN the portal repeats in every command's body. */
export const saveOffPeakOptionsRequestSchema = offPeakOptionsSchema.extend({
  pin: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
});

const ynFlag = z.enum(["Y", "N"]);
/**
 * `selsoc`: target charge per plug type (0 DC, 1 AC) with the model's slider limits; each entry
 * also carries the battery's current level, the electric range with its unit, the distance unit
 * (1 km, 3 miles) and the model's flags: AC and DC charging current (N: AC only), target charge,
 * driving distance (Y when the range is known).
 */
export const targetSocResultSchema = z.array(
  z.object({
    plugType: z.number().int(),
    level: z.number().int(),
    tsocLevelStep: z.number().int(),
    targetMinSoc: z.number().int(),
    targetMaxSocLimitWarning: z.number().int(),
    currentLevel: z.number(),
    rangeByFuel: z.object({ evModeRange: z.object({ value: z.number(), unit: z.number().int() }) }),
    distanceUnit: z.number().int(),
    acDcCurrentFlag: ynFlag,
    targetSocFlag: ynFlag,
    drivingDistanceFlag: ynFlag,
  }),
);
