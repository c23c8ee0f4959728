import { z } from "zod";
import { CAR_COMMANDS, fuelKindCodeSchema, vehicleStatusSchema, type CarCommand } from "@carport/protocol";

/** What a car is: decides which commands it accepts and how its status moves. */
export const vehicleProfileSchema = z.object({
  vin: z.string(),
  fuelKindCode: fuelKindCodeSchema,
  modelYear: z.string(),
  isCcs2: z.boolean(),
  remoteIgnition: z.boolean(),
  /** km on a full battery (EV, PHEV) */
  rangeAtFull: z.number(),
  /** km on a full tank (combustion, PHEV) */
  fuelRangeAtFull: z.number(),
  odometer: z.number(),
});
export type VehicleProfile = z.infer<typeof vehicleProfileSchema>;

export const provisionMessageSchema = z.object({
  profile: vehicleProfileSchema,
  status: vehicleStatusSchema,
});
export type ProvisionMessage = z.infer<typeof provisionMessageSchema>;

/** Every command a car understands: those of the remote commands' declarations (@carport/protocol). */
export const VEHICLE_COMMANDS = CAR_COMMANDS;
export type VehicleCommand = CarCommand;

/** A time of day in 24-hour "HH:mm", in the car's clock. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** A departure: on/off, days 0-6 (0 Sunday), time, optional end, climate to precondition with. */
export const departureSchema = z.object({
  enabled: z.boolean(),
  days: z.array(z.number().int().min(0).max(6)),
  time: clockTime,
  end: clockTime.optional(),
  climate: z.object({ airCtrl: z.boolean(), defrost: z.boolean(), heating: z.boolean(), airTemp: z.string() }),
});
export type Departure = z.infer<typeof departureSchema>;

/** Off-peak charging: flag 0 off, 1 or 2 in use; windows may cross midnight. */
export const offPeakSchema = z.object({
  flag: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  weekday: z.object({ start: clockTime, end: clockTime }),
  weekend: z.object({ start: clockTime, end: clockTime }).optional(),
});
export type OffPeak = z.infer<typeof offPeakSchema>;

/** What a car is told to keep: departures (charging schedules 1 and 2, or CCS2 climate schedules) and off-peak hours. */
export const scheduleSchema = z.object({
  departures: z.array(departureSchema).max(2).optional(),
  offPeak: offPeakSchema.optional(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const commandParamsSchema = z
  .object({
    schedule: scheduleSchema.optional(),
    horn: z.boolean().optional(),
    /** Engine or climate minutes. */
    duration: z.number().int().min(1).max(30).optional(),
    /** Cabin temperature step code, e.g. "0EH". */
    airTemp: z.string().optional(),
    airCtrl: z.boolean().optional(),
    defrost: z.boolean().optional(),
    heating: z.boolean().optional(),
    seats: z.record(z.string(), z.number().int()).optional(),
    targets: z.array(z.object({ plugType: z.number().int(), level: z.number().int() })).optional(),
  })
  .strict();
export type CommandParams = z.infer<typeof commandParamsSchema>;

export const commandMessageSchema = z.object({
  transactionId: z.string(),
  command: z.enum(VEHICLE_COMMANDS),
  params: commandParamsSchema,
  issuedAt: z.string(),
  /** ISO time after which the cloud has given up: a car acting later would surprise its owner. */
  deadline: z.string(),
});
export type CommandMessage = z.infer<typeof commandMessageSchema>;

export const locationSchema = z.object({
  coord: z.object({ lat: z.number(), lon: z.number(), alt: z.number() }),
  head: z.number(),
  speed: z.object({ value: z.number(), unit: z.number().int() }),
  time: z.string(),
});
export type VehicleLocation = z.infer<typeof locationSchema>;

export const resultMessageSchema = z.object({
  transactionId: z.string(),
  ok: z.boolean(),
  failureReason: z.string().optional(),
  status: vehicleStatusSchema,
  location: locationSchema.optional(),
  completedAt: z.string(),
});
export type ResultMessage = z.infer<typeof resultMessageSchema>;

export const statusMessageSchema = z.object({ status: vehicleStatusSchema, reportedAt: z.string() });
export type StatusMessage = z.infer<typeof statusMessageSchema>;

export const VEHICLE_EVENTS = [
  "chargeComplete",
  "climateEnded",
  "engineStopped",
  "warning",
  "troubleCode",
  "alarm",
  "trip",
  "scheduledClimate",
  "scheduledChargeStart",
  "scheduledChargeStop",
] as const;

/** A finished trip, as the car reports it (the monthly report and EV trip details are built from these). */
export const tripSchema = z.object({
  startedAt: z.string(),
  minutes: z.number(),
  idleMinutes: z.number(),
  km: z.number(),
  /** kWh by use (EV and PHEV): drivetrain, climate, accessories, battery care; regen is energy won back. */
  drivetrainKwh: z.number(),
  climateKwh: z.number(),
  accessoriesKwh: z.number(),
  batteryCareKwh: z.number(),
  regenKwh: z.number(),
  fuelLitres: z.number(),
});
export type Trip = z.infer<typeof tripSchema>;

export const eventMessageSchema = z.object({
  type: z.enum(VEHICLE_EVENTS),
  detail: z.string().optional(),
  trip: tripSchema.optional(),
  at: z.string(),
});
export type EventMessage = z.infer<typeof eventMessageSchema>;

/**
 * A car's or a fleet's presence. A car names the fleet connection that speaks for it, so the
 * fleet's last will (offline) takes its cars offline with it.
 */
export const presenceMessageSchema = z.object({ online: z.boolean(), at: z.string(), fleet: z.string().optional() });
export type PresenceMessage = z.infer<typeof presenceMessageSchema>;

/** Something done to a simulated car from outside, as a person would: open a door, drive. */
export const operationMessageSchema = z.object({
  doorOpen: z
    .object({ frontLeft: z.number().int(), frontRight: z.number().int(), backLeft: z.number().int(), backRight: z.number().int() })
    .partial()
    .optional(),
  trunkOpen: z.boolean().optional(),
  hoodOpen: z.boolean().optional(),
  /** Drive this many km now. */
  tripKm: z.number().positive().max(2000).optional(),
  /** Move the car's clock on (tests and demos: reach an off-peak window or a departure). */
  advanceMinutes: z
    .number()
    .int()
    .positive()
    .max(60 * 24 * 14)
    .optional(),
  /** Plug in: 0 unplug, 1 DC fast charger, 2 AC charger. */
  plug: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
});
export type OperationMessage = z.infer<typeof operationMessageSchema>;

/** How a simulated car behaves: tests and operators set these per vehicle. */
export const simulationSettingsSchema = z.object({
  latencyMs: z.number().int().min(0).max(600_000).default(0),
  /** Asleep or out of coverage: commands get no answer at all. */
  unreachable: z.boolean().default(false),
  /** 0..1: the share of commands the car fails. */
  failureRate: z.number().min(0).max(1).default(0),
});
export type SimulationSettings = z.infer<typeof simulationSettingsSchema>;

/** One upcoming appointment for the car's navigation: times are ISO instants, location is the address as written. */
export const calendarEventSchema = z.object({
  summary: z.string().max(500),
  start: z.string(),
  end: z.string(),
  location: z.string().max(500),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** The appointments the car should hold (the whole list each time; empty when sync is off). */
export const calendarMessageSchema = z.object({ events: z.array(calendarEventSchema).max(200), sentAt: z.string() });
export type CalendarMessage = z.infer<typeof calendarMessageSchema>;

/** The car's answer: the appointments it now holds, and when it took them. */
export const calendarAckMessageSchema = z.object({ events: z.array(calendarEventSchema).max(200), receivedAt: z.string() });
export type CalendarAckMessage = z.infer<typeof calendarAckMessageSchema>;

/** Cloud → car: show this in-car enrollment code until it expires, or clear the screen (code used or replaced). */
export const displayMessageSchema = z.discriminatedUnion("show", [
  z.object({ show: z.literal("enrollmentCode"), code: z.string().regex(/^\d{6}$/), expiresAt: z.string() }),
  z.object({ show: z.literal("home") }),
]);
export type DisplayMessage = z.infer<typeof displayMessageSchema>;

/** Car → cloud: what the car's screen shows (retained, so a reader joining later sees it). */
export const screenMessageSchema = z.discriminatedUnion("view", [
  z.object({ view: z.literal("enrollmentCode"), code: z.string(), qrText: z.string(), expiresAt: z.string(), at: z.string() }),
  z.object({ view: z.literal("enrollmentCodeExpired"), at: z.string() }),
  z.object({ view: z.literal("home"), at: z.string() }),
]);
export type ScreenMessage = z.infer<typeof screenMessageSchema>;
