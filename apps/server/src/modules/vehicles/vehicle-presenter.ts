import { isProvenEnrollment } from "@carport/domain";
import type { SelectVehicleResult, VehicleSummary } from "@carport/protocol";
import type { VehicleRecord } from "../../core/vehicle-repository.ts";

function yn(flag: boolean): "Y" | "N" {
  return flag ? "Y" : "N";
}

/** Y or N, or "" when not known (a car brought in from its maker, which did not tell). */
function ynOrUnknown(flag: boolean | null): "Y" | "N" | "" {
  return flag === null ? "" : yn(flag);
}

function yyyymmdd(date: Date): string {
  return new Date(date).toISOString().slice(0, 10).replaceAll("-", "");
}

/**
 * A vehicle as `vhcllst` answers it, to its primary driver or to a second driver it is shared with.
 * A car enrolled without proof (status 3) shows what the owner typed and the factory record says,
 * nothing the car reported (its fault count and odometer read 0).
 */
export function presentVehicle(vehicle: VehicleRecord, role: "primary" | "secondary" = "primary"): VehicleSummary {
  const proven = isProvenEnrollment(vehicle.enrollment_status);
  return {
    vehicleId: vehicle.id,
    vin: vehicle.vin,
    nickName: vehicle.nickname,
    modelCode: vehicle.model_code,
    modelName: vehicle.model_name,
    modelYear: vehicle.model_year,
    trim: vehicle.trim,
    exteriorColor: vehicle.exterior_color,
    fuelKindCode: vehicle.fuel_kind_code,
    genType: vehicle.gen_type,
    isCCS2Vehicle: ynOrUnknown(vehicle.is_ccs2),
    remoteIgnition: ynOrUnknown(vehicle.remote_ignition),
    mainBatteryType: vehicle.main_battery_type,
    enrollmentStatus: vehicle.enrollment_status,
    subscriptionStatus: vehicle.subscription_status,
    subscriptionEndDate: vehicle.subscription_end_date,
    suspendYn: yn(vehicle.suspended),
    defaultVehicle: role === "primary" && vehicle.is_default,
    dtcCount: proven ? vehicle.dtc_count : 0,
    enrollmentDate: yyyymmdd(vehicle.enrolled_at),
    brandIndicator: vehicle.brand.toUpperCase(),
    odometer: proven ? vehicle.odometer : 0,
    odometerUnit: vehicle.odometer_unit,
    calendarOption: yn(vehicle.fuel_kind_code === "E" || vehicle.fuel_kind_code === "P"),
    fodWebManualUrlEn: `/fod?lang=0&model=${encodeURIComponent(vehicle.model_code)}`,
    fodWebManualUrlFr: `/fod?lang=1&model=${encodeURIComponent(vehicle.model_code)}`,
    shared: role === "secondary",
    driverRole: role,
  };
}

/** Model capabilities, derived from the factory record. */
export function vehicleFeatures(vehicle: VehicleRecord): Pick<SelectVehicleResult, "features" | "featuresModel"> {
  const electric = vehicle.fuel_kind_code === "E" || vehicle.fuel_kind_code === "P";
  const seat = vehicle.model_year >= "2022" ? 3 : 0;
  return {
    features: {
      remoteIgnition: ynOrUnknown(vehicle.remote_ignition),
      evCharge: yn(electric),
      targetSoc: yn(electric),
      hvacTempType: vehicle.model_year >= "2020" ? 1 : 0,
      seatHeatVent: {
        drvSeatHeatOption: seat,
        astSeatHeatOption: seat,
        rlSeatHeatOption: 0,
        rrSeatHeatOption: 0,
      },
    },
    featuresModel: {
      tsocLevelStep: 10,
      targetMinSoc: vehicle.fuel_kind_code === "P" ? 50 : 10,
      targetMaxSocLimitWarning: 100,
      weekendOffPeak: yn(vehicle.is_ccs2 === true || vehicle.gen_type.includes("3")),
    },
  };
}

/** The gentype response header of `sltvhcl`: Gen3 marks a CCS2 vehicle. */
export function genTypeHeader(vehicle: VehicleRecord): string {
  return vehicle.is_ccs2 ? "Gen3" : `Gen${vehicle.gen_type}`;
}
