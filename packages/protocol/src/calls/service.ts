import { z } from "zod";

const yyyymmdd = z.string().regex(/^\d{8}$/, "DATE_FORMAT");

/** `nxtsvc`: the maintenance info of protocol.md plus the health variant fields of vehicle-area.md. */
export const nextServiceResultSchema = z.object({
  maintenanceInfo: z
    .object({
      currentOdometer: z.number(),
      currentOdometerUnit: z.number().int(),
      imatServiceOdometer: z.number(),
      imatServiceOdometerUnit: z.number().int(),
      msopServiceOdometer: z.number(),
      msopServiceOdometerUnit: z.number().int(),
      /** Distance left to the next service (negative when overdue). */
      serviceOdometerDuration: z.number(),
      /** Days left to the next service (negative when overdue). */
      serviceDaysDuration: z.number().int(),
      serviceMonthsThreshold: z.number().int(),
      mtitServiceDate: z.string(),
      mtspServiceDate: z.string(),
      nextServiceOdometer: z.number(),
      nextServiceLeftOdometer: z.number(),
      nextServiceLeftDays: z.number().int(),
      nextServiceDate: z.string(),
      lastServiceDate: z.string(),
      /** 1 km, 3 miles. */
      odometerUnit: z.number().int(),
    })
    // A linked car's schedule is its maker's answer: fields the maker adds are passed on.
    .loose(),
});

export const serviceOdometerResultSchema = z.object({
  serviceOdometer: z.number(),
  serviceDate: z.string(),
  serviceOdometerUnit: z.number().int(),
  intervalOdometer: z.number(),
  intervalMonths: z.number().int(),
  currentOdometer: z.number(),
});

/** `svsvcodm` / `svcodmt`: record the last service, which restarts the schedule. */
export const saveServiceOdometerRequestSchema = z.object({
  serviceOdometer: z.number().min(0).max(2_000_000),
  serviceDate: yyyymmdd,
  dealerCode: z.string().max(32).optional(),
});

export const troubleCodeSchema = z.object({
  code: z.string(),
  systemName: z.enum(["Chassis", "Powertrain", "Safety"]),
  subSystemCode: z.string(),
  description: z.string(),
  reportedDate: z.string(),
});
export const vehicleHealthResultSchema = z.object({
  dtcCount: z.number().int(),
  /** Issue counts by system. */
  issues: z.object({ Chassis: z.number().int(), Powertrain: z.number().int(), Safety: z.number().int() }),
  DTCs: z.array(troubleCodeSchema),
  warningMessage: z.object({ messageId: z.string() }).nullable(),
});

export const dismissWarningRequestSchema = z.object({ warningMessageId: z.string().min(1).max(64) });

export const updateNicknameRequestSchema = z.object({
  vehicleId: z.string().min(1).max(64),
  nickName: z.string(),
});
