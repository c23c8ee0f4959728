import { z } from "zod";

export const reportListResultSchema = z.object({
  /** Newest first. reportDate is yyyy-mm-dd. */
  reports: z.array(z.object({ reportId: z.string(), reportDate: z.string() })),
});

export const reportRequestSchema = z.object({ reportId: z.string().regex(/^\d{8}$/, "REPORT_ID") });

/** Driving over the report's month; null when the vehicle made no trip (MVR_DRIVING_NOT_FOUND). */
export const drivingInfoSchema = z.object({
  tripCount: z.number().int(),
  runTime: z.number(),
  idleEngineTime: z.number(),
  /** Time the vehicle was moving: run time less idle time. */
  mileageTime: z.number(),
  /** Minutes, the unit of runTime, idleEngineTime and mileageTime. */
  timeUnit: z.literal("min"),
  runDistance: z.number(),
  /** 1 km, 3 miles. */
  runDistanceUnit: z.number().int(),
  tirePressureFL: z.number(),
  tirePressureFR: z.number(),
  tirePressureRL: z.number(),
  tirePressureRR: z.number(),
  /** kWh: total used, regenerated, by motor, climate and accessories (electronic devices). */
  totalPwrCsp: z.number(),
  regenPwr: z.number(),
  motorPwrCsp: z.number(),
  climatePwrCsp: z.number(),
  edPwrCsp: z.number(),
  /** Litres of fuel. */
  fuelUsed: z.number(),
  /** Distance per day of the period, for the chart. */
  dailyDistance: z.array(z.object({ date: z.string(), distance: z.number() })),
});

export const monthlyReportSchema = z.object({
  reportId: z.string(),
  reportDate: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  odometer: z.number(),
  odometerUnit: z.number().int(),
  systems: z.array(z.object({ systemName: z.enum(["Chassis", "Powertrain", "Safety"]), dtcCount: z.number().int() })),
  dtcs: z.array(z.object({ code: z.string(), systemName: z.string(), description: z.string() })),
  recallDetail: z.array(z.object({ recallId: z.string(), description: z.string() })),
  drivingInfo: drivingInfoSchema.nullable(),
  dealer: z.object({ dealerCode: z.string(), name: z.string(), phone: z.string() }),
});
export const reportResultSchema = z.object({ report: monthlyReportSchema });

export const reportDaySchema = z.object({ day: z.number().int().min(1, "PLEASE_SELECT_SETTING").max(28, "PLEASE_SELECT_SETTING") });

export const evTripDetailsResultSchema = z.object({
  tripdetails: z.array(
    z.object({
      /** yyyy-MM-dd HH:mm:ss */
      startdate: z.string(),
      distance: z.number(),
      totalused: z.number(),
      drivetrain: z.number(),
      climate: z.number(),
      accessories: z.number(),
      batterycare: z.number(),
      regen: z.number(),
    }),
  ),
});
