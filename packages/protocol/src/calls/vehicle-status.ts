import { z } from "zod";

/** A value with its unit: unit 0 Celsius for temperatures; 1 km, 3 miles for distances. */
const valueUnit = z.object({ value: z.number(), unit: z.number().int() });
const corners = z.object({
  frontLeft: z.number().int(),
  frontRight: z.number().int(),
  backLeft: z.number().int(),
  backRight: z.number().int(),
});
const minutes = z.object({ value: z.number(), unit: z.number().int().optional() });

export const evStatusSchema = z.object({
  batteryStatus: z.number(),
  batteryCharge: z.boolean(),
  /** 0 unplugged, 1 DC fast charger, 2 AC charger. */
  batteryPlugin: z.number().int(),
  batteryPreconditiong: z.boolean(),
  drvDistance: z.array(
    z.object({
      rangeByFuel: z.object({
        evModeRange: valueUnit.optional(),
        gasModeRange: valueUnit.optional(),
        totalAvailableRange: valueUnit,
      }),
    }),
  ),
  /** Minutes to full: atc current, etc1 DC fast, etc2 slow AC, etc3 fast AC. */
  remainTime2: z.object({ atc: minutes, etc1: minutes, etc2: minutes, etc3: minutes }),
});

/**
 * The vehicle status as `lstvhclsts` answers it: the shape of
 * shared/fixtures/lstvhclsts-ev-response.json plus the fields of vehicle-area.md section 3.
 */
export const vehicleStatusSchema = z
  .object({
    lastStatusDate: z.string().regex(/^\d{14}$/),
    battery: z.object({ batSoc: z.number() }),
    engine: z.boolean(),
    airTemp: z.object({ value: z.string(), unit: z.number().int() }),
    defrost: z.boolean(),
    steerWheelHeat: z.number().int(),
    sideBackWindowHeat: z.number().int(),
    sideMirrorHeat: z.number().int(),
    acc: z.boolean(),
    ign3: z.boolean(),
    remoteIgnition: z.boolean(),
    transCond: z.number().int(),
    sleepModeCheck: z.boolean(),
    seatHeaterVentState: z.object({
      flSeatHeatState: z.number().int(),
      frSeatHeatState: z.number().int(),
      rlSeatHeatState: z.number().int(),
      rrSeatHeatState: z.number().int(),
    }),
    lampWireStatus: z.object({
      headLamp: z.object({
        headLampStatus: z.number().int(),
        leftLowLamp: z.number().int(),
        rightLowLamp: z.number().int(),
      }),
      stopLamp: z.object({ leftLamp: z.number().int(), rightLamp: z.number().int() }),
      turnSignalLamp: z.object({
        leftFrontLamp: z.number().int(),
        rightFrontLamp: z.number().int(),
        leftRearLamp: z.number().int(),
        rightRearLamp: z.number().int(),
      }),
    }),
    doorLock: z.boolean(),
    doorOpen: corners,
    hoodOpen: z.boolean(),
    sunroofOpen: z.number().int(),
    trunkOpen: z.boolean(),
    windowOpen: corners,
    tirePressureLamp: z.object({
      tirePressureLampFL: z.number().int(),
      tirePressureLampFR: z.number().int(),
      tirePressureLampRL: z.number().int(),
      tirePressureLampRR: z.number().int(),
      tirePressureLampAll: z.number().int(),
    }),
    washerFluidStatus: z.boolean(),
    breakOilStatus: z.boolean(),
    engineOilStatus: z.boolean().optional(),
    smartKeyBatteryWarning: z.boolean().optional(),
    fuelLevel: z.number(),
    lowFuelLight: z.boolean(),
    airCtrlOn: z.boolean(),
    /** Distance to empty for combustion and plug-in hybrid cars. */
    dte: valueUnit.optional(),
    evStatus: evStatusSchema.optional(),
  })
  .loose();
export type VehicleStatus = z.infer<typeof vehicleStatusSchema>;

/** Every field of `T`, at every depth, possibly absent (arrays keep their element shape, partial too). */
export type DeepPartial<T> = T extends readonly (infer E)[]
  ? DeepPartial<E>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** A status as a client of Carport reads it: any field, at any depth, may be absent (unknown). */
export type AnsweredStatus = DeepPartial<VehicleStatus>;

/**
 * A status as Carport answers it to its clients: its own cars' (checked against vehicleStatusSchema
 * when they report it) or a car linked from its maker, as the maker sent it: every field kept, an
 * absent field unknown (the maker's status is read as leniently as the public clients read it).
 * Any JSON object passes, unchanged.
 */
export const answeredStatusSchema = z.custom<AnsweredStatus>(
  (value) => typeof value === "object" && value !== null && !Array.isArray(value),
  "a status object",
);
