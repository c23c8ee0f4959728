import type { FastifyInstance } from "fastify";
import { initialTsocLevel, tsocLimits } from "@carport/domain";
import type { VehicleStatus } from "@carport/protocol";
import type { Schedule } from "@carport/telematics";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { findLastStatus } from "../../core/status-repository.ts";
import { vehicleFeatures } from "../vehicles/index.ts";
import type { VehicleRecord } from "../../core/vehicle-repository.ts";
import { departureWire, offPeakWire } from "./schedule-wire.ts";

const electric = (v: VehicleRecord) => v.fuel_kind_code === "E" || v.fuel_kind_code === "P";

/** `grcfs` (= `glcfs`), `getresdetails`, `gopter`, `selsoc` (= `evc/selsoc`): what the car holds, from its last report. */
export function registerScheduleRoutes(app: FastifyInstance, db: Database): void {
  async function carState(vehicle: VehicleRecord) {
    const status = (await findLastStatus(db, vehicle.id)) as
      (VehicleStatus & { schedule?: Schedule; targetSoc?: Array<{ plugType: number; level: number }> }) | null;
    return { schedule: status?.schedule ?? {}, targets: status?.targetSoc, ev: status?.evStatus };
  }
  const weekendSupported = (v: VehicleRecord) => vehicleFeatures(v).featuresModel.weekendOffPeak === "Y";

  serveCall(app, "chargeSchedules", async ({ vehicle }) => {
    if (!electric(vehicle) || vehicle.is_ccs2) throw new ApiError("7705");
    const { schedule } = await carState(vehicle);
    return {
      reservChargeInfos: {
        reservChargeInfo: departureWire(schedule.departures?.[0], vehicle),
        reserveChargeInfo2: departureWire(schedule.departures?.[1], vehicle),
        offpeakPowerInfo: offPeakWire(schedule.offPeak, weekendSupported(vehicle)),
        reservFlag: schedule.departures?.some((d) => d.enabled) ? 1 : 0,
      },
    };
  });

  serveCall(app, "reservationDetails", async ({ vehicle }) => {
    if (!vehicle.is_ccs2) throw new ApiError("7705");
    const { schedule } = await carState(vehicle);
    const hvac = (index: 0 | 1) => {
      const wire = departureWire(schedule.departures?.[index], vehicle).reservChargeInfoDetail;
      return { reservHVACflag: wire.reservChargeSet ? 1 : 0, reservInfo: wire.reservInfo, reservHVACSet: wire.reservFatcSet } as const;
    };
    const window = offPeakWire(schedule.offPeak, false);
    return {
      reservedHVACInfo1: hvac(0),
      reservedHVACInfo2: hvac(1),
      offpeakPowerInfo2: {
        reservFlag: window.offPeakPowerFlag === 0 ? 0 : 1,
        offpeakPowerFlag: window.offPeakPowerFlag,
        reservStartTime: window.offPeakPowerTime1.starttime,
        reservEndTime: window.offPeakPowerTime1.endtime,
      },
    };
  });

  serveCall(app, "offPeakGet", async ({ vehicle }) => {
    if (!electric(vehicle) || vehicle.enrollment_status !== 4) throw new ApiError("7705");
    const { schedule } = await carState(vehicle);
    return {
      offpeakTimeAndElectricityRates: { vehicleId: vehicle.id, offpeakPowerInfo: offPeakWire(schedule.offPeak, weekendSupported(vehicle)) },
    };
  });

  serveCall(app, "targetSoc", async ({ vehicle }) => {
    if (!electric(vehicle)) throw new ApiError("7705");
    const { features, featuresModel: model } = vehicleFeatures(vehicle);
    const limits = tsocLimits(model);
    const { targets, ev } = await carState(vehicle);
    const range = ev?.drvDistance?.[0]?.rangeByFuel?.evModeRange;
    const distanceUnit = range?.unit ?? vehicle.odometer_unit;
    return [0, 1].map((plugType) => ({
      plugType,
      level: targets?.find((t) => t.plugType === plugType)?.level ?? initialTsocLevel(undefined, limits),
      tsocLevelStep: limits.step,
      targetMinSoc: limits.min,
      targetMaxSocLimitWarning: limits.max,
      currentLevel: ev?.batteryStatus ?? 0,
      rangeByFuel: { evModeRange: { value: range?.value ?? 0, unit: distanceUnit } },
      distanceUnit,
      // A plug-in hybrid charges on AC only; an EV on AC and DC fast chargers.
      acDcCurrentFlag: vehicle.fuel_kind_code === "E" ? ("Y" as const) : ("N" as const),
      targetSocFlag: features.targetSoc,
      drivingDistanceFlag: range ? ("Y" as const) : ("N" as const),
    }));
  });
}
