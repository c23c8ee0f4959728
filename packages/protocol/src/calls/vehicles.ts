import { z } from "zod";
import { emptyRequestSchema, fuelKindCodeSchema, ynSchema, ynUnknownSchema } from "./common.ts";
import { answeredStatusSchema } from "./vehicle-status.ts";

/** A vehicle as `vhcllst` lists it (the fields community clients read). */
export const vehicleSummarySchema = z.object({
  vehicleId: z.string(),
  vin: z.string(),
  nickName: z.string(),
  modelCode: z.string(),
  modelName: z.string(),
  modelYear: z.string(),
  trim: z.string(),
  exteriorColor: z.string(),
  fuelKindCode: fuelKindCodeSchema,
  /** e.g. "3" or "2.5"; generations G1, G2, G2.5, G3 are derived from it by substring. */
  genType: z.string(),
  /** "" when unknown: a car brought in from its maker, which did not tell (issue 53). */
  isCCS2Vehicle: ynUnknownSchema,
  remoteIgnition: ynUnknownSchema,
  mainBatteryType: z.string(),
  enrollmentStatus: z.number().int(),
  subscriptionStatus: z.string(),
  subscriptionEndDate: z.string(),
  suspendYn: ynSchema,
  defaultVehicle: z.boolean(),
  dtcCount: z.number().int(),
  /** yyyyMMdd */
  enrollmentDate: z.string(),
  brandIndicator: z.string(),
  odometer: z.number(),
  odometerUnit: z.number().int(),
  calendarOption: ynSchema,
  fodWebManualUrlEn: z.string(),
  fodWebManualUrlFr: z.string(),
  /** True when the vehicle is another account's, shared with this one (second driver). */
  shared: z.boolean(),
  /** primary: the account's own vehicle; secondary: shared with it, limited to the share scope. */
  driverRole: z.enum(["primary", "secondary"]),
});
export type VehicleSummary = z.infer<typeof vehicleSummarySchema>;

export const vehicleListRequestSchema = emptyRequestSchema;
export const vehicleListResultSchema = z.object({ vehicles: z.array(vehicleSummarySchema) });
export type VehicleListResult = z.infer<typeof vehicleListResultSchema>;

/** The vehicle to select: the body's `vehicleId`, else the `vehicleId` header (bluelinky names it only there). */
export const selectVehicleRequestSchema = z.object({ vehicleId: z.string().min(1).max(64).optional() });
export type SelectVehicleRequest = z.infer<typeof selectVehicleRequestSchema>;

/** Model capabilities the screens are gated by. */
export const vehicleFeaturesSchema = z.object({
  remoteIgnition: ynUnknownSchema,
  evCharge: ynSchema,
  targetSoc: ynSchema,
  hvacTempType: z.number().int(),
  seatHeatVent: z.object({
    drvSeatHeatOption: z.number().int(),
    astSeatHeatOption: z.number().int(),
    rlSeatHeatOption: z.number().int(),
    rrSeatHeatOption: z.number().int(),
  }),
});
export const vehicleFeaturesModelSchema = z.object({
  tsocLevelStep: z.number().int(),
  targetMinSoc: z.number().int(),
  targetMaxSocLimitWarning: z.number().int(),
  weekendOffPeak: ynSchema,
});

export const selectVehicleResultSchema = z.object({
  vehicle: vehicleSummarySchema,
  features: vehicleFeaturesSchema,
  featuresModel: vehicleFeaturesModelSchema,
  status: answeredStatusSchema.nullable(),
});
export type SelectVehicleResult = z.infer<typeof selectVehicleResultSchema>;

/** `lstvhclsts` takes the vehicle from the `vehicleId` header; a body `vehicleId` is accepted too. */
export const lastStatusRequestSchema = z.object({ vehicleId: z.string().max(64).optional() }).loose();
export const lastStatusResultSchema = z.object({ status: answeredStatusSchema });
export type LastStatusResult = z.infer<typeof lastStatusResultSchema>;

/** `GET dksupport`: nfc starts with DK2 when the vehicle's model supports the digital key, else "". */
export const digitalKeySupportResultSchema = z.object({ nfc: z.string() });
