import type { z } from "zod";
import * as remote from "./calls/remote.ts";
import * as schedules from "./calls/schedules.ts";

/** What a car must have to carry out a command; anything else is refused with 7705. */
export type CommandFit = "any" | "electric" | "remoteIgnition" | "ccs2" | "electricNotCcs2";

/**
 * One remote command, declared once: the call (name, aliases, body, answer, who may send it), what
 * the car is sent, which cars take it, the inbox message when the car carried it out and the label
 * the owner reads in the activity list (web catalogue `account.activity.commands.<label>`). The
 * call table, the server's routes and catalogue, the car's command list and the web's activity
 * labels are all derived from this table.
 */
export interface RemoteCommandDeclaration<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Car extends string = string,
> {
  /** Served at POST /tods/api/<name>. */
  name: string;
  aliases: readonly string[];
  summary: string;
  request: Req;
  /** The answer: `{}` with the transactionId header, unless the call waits for the car (`waits`). */
  result: Res;
  /** True when the call waits for the car's answer (fndmcr, rltmvhclsts) instead of answering at once. */
  waits: boolean;
  /** A `pAuth` from `vrfypin` (header or body) is required, good for one command. */
  pinAuthorized: boolean;
  /** A second driver may send it too (the share scope). */
  sharedDriver?: "allowed";
  /** The command the car receives on its command topic. */
  car: Car;
  fits: CommandFit;
  /** The inbox message key when the car carried it out, from the parameters it was sent when they change what it did. */
  successKey: string | ((params: Readonly<{ horn?: boolean }>) => string);
  /** The activity list's name of the command (web catalogue `account.activity.commands.<label>`). */
  label: string;
}

function command<
  const Car extends string,
  const Label extends string,
  const Key extends string,
  Req extends z.ZodType = typeof remote.commandRequestSchema,
  Res extends z.ZodType = typeof remote.commandAcceptedResultSchema,
  const Waits extends boolean = false,
>(
  declaration: Omit<Partial<RemoteCommandDeclaration<Req, Res, Car>>, "car" | "label" | "waits" | "successKey"> &
    Pick<RemoteCommandDeclaration<Req, Res, Car>, "name" | "summary" | "car" | "fits"> & {
      label: Label;
      waits?: Waits;
      successKey: Key | ((params: Readonly<{ horn?: boolean }>) => Key);
    },
) {
  return {
    aliases: [] as readonly string[],
    request: remote.commandRequestSchema as unknown as Req,
    result: remote.commandAcceptedResultSchema as unknown as Res,
    pinAuthorized: true,
    ...declaration,
    waits: (declaration.waits ?? false) as Waits,
  } satisfies RemoteCommandDeclaration<Req, Res, Car> & { label: Label };
}

const shared = "allowed" as const;

/** Every remote command, by the call id it is served under. */
export const REMOTE_COMMANDS = {
  doorLock: command({
    name: "drlck",
    summary: "Lock the doors.",
    sharedDriver: shared,
    car: "lock",
    fits: "any",
    successKey: "DOOR_LOCK_SUCCESS",
    label: "doorLock",
  }),
  doorUnlock: command({
    name: "drulck",
    summary: "Unlock the doors.",
    sharedDriver: shared,
    car: "unlock",
    fits: "any",
    successKey: "DOOR_UNLOCK_SUCCESS",
    label: "doorUnlock",
  }),
  hornLight: command({
    name: "hrnlght",
    aliases: ["hornlight"],
    summary: "Flash the lights, with the horn when horn is true.",
    request: remote.hornLightRequestSchema,
    sharedDriver: shared,
    car: "hornLight",
    fits: "any",
    successKey: (params) => (params.horn ? "HORN_LIGHTS_SUCCESS" : "LIGHTS_SUCCESS"),
    label: "hornLight",
  }),
  engineStart: command({
    name: "rmtstrt",
    summary: "Start the engine remotely (remote ignition), with climate settings.",
    request: remote.engineStartRequestSchema,
    sharedDriver: shared,
    car: "engineStart",
    fits: "remoteIgnition",
    successKey: "ENGINE_START_SUCCESS",
    label: "engineStart",
  }),
  engineStop: command({
    name: "rmtstp",
    summary: "Stop a remote engine start.",
    sharedDriver: shared,
    car: "engineStop",
    fits: "remoteIgnition",
    successKey: "ENGINE_START_CANCEL_SUCCESS",
    label: "engineStop",
  }),
  climateStart: command({
    name: "rfon",
    aliases: ["evc/rfon"],
    summary: "Start climate (EV, PHEV): hvacInfo, or remoteControl on CCS2.",
    request: remote.climateStartRequestSchema,
    sharedDriver: shared,
    car: "climateStart",
    fits: "electric",
    successKey: "CLIMATE_START_SUCCESS",
    label: "climateStart",
  }),
  climateStop: command({
    name: "rfoff",
    aliases: ["evc/rfoff"],
    summary: "Stop climate.",
    sharedDriver: shared,
    car: "climateStop",
    fits: "electric",
    successKey: "CLIMATE_STOP_SUCCESS",
    label: "climateStop",
  }),
  chargeStart: command({
    name: "rcstrt",
    aliases: ["evc/rcstrt"],
    summary: "Start charging (EV, PHEV).",
    car: "chargeStart",
    fits: "electric",
    successKey: "REMOTE_START_CHARGE_SUCCESS",
    label: "chargeStart",
  }),
  chargeStop: command({
    name: "rcstp",
    aliases: ["evc/rcstp"],
    summary: "Stop charging.",
    car: "chargeStop",
    fits: "electric",
    successKey: "REMOTE_STOP_CHARGE_SUCCESS",
    label: "chargeStop",
  }),
  // Both shapes for every vehicle with a target charge: the public clients send setsoc to CCS2 cars too.
  setTargetSoc: command({
    name: "setsoc",
    aliases: ["evc/setsoc"],
    summary: "Set the target state of charge per plug type.",
    request: remote.setTargetSocRequestSchema,
    car: "setTargetSoc",
    fits: "electric",
    successKey: "TARGET_SOC_SUCCESS",
    label: "targetCharge",
  }),
  setTargetSocCcs2: command({
    name: "socset",
    summary: "Set the target state of charge per plug type (CCS2).",
    request: remote.setTargetSocCcs2RequestSchema,
    car: "setTargetSoc",
    fits: "electric",
    successKey: "TARGET_SOC_SUCCESS",
    label: "targetCharge",
  }),
  locate: command({
    name: "fndmcr",
    summary: "Where is the vehicle: asks it and answers its position when it replies in time.",
    result: remote.locateResultSchema,
    waits: true,
    car: "locate",
    fits: "any",
    successKey: "LOCATE_SUCCESS",
    label: "locate",
  }),
  refreshStatus: command({
    name: "rltmvhclsts",
    summary: "Ask the vehicle for a fresh status; answers it when the vehicle replies in time.",
    result: remote.refreshStatusResultSchema,
    waits: true,
    pinAuthorized: false,
    sharedDriver: shared,
    car: "refreshStatus",
    fits: "any",
    successKey: "STATUS_REFRESH_SUCCESS",
    label: "refreshStatus",
  }),
  valetActivate: command({
    name: "valet/activate",
    // The specification's name for it (vehicle-area.md 7: "deactivate {pin}; activate {pin}").
    aliases: ["activate"],
    summary: "Turn valet mode on.",
    car: "valetOn",
    fits: "any",
    successKey: "VALET_ON_SUCCESS",
    label: "valetOn",
  }),
  valetDeactivate: command({
    name: "valet/deactivate",
    // The specification's name for it (vehicle-area.md 7: "deactivate {pin}; activate {pin}").
    aliases: ["deactivate"],
    summary: "Turn valet mode off.",
    car: "valetOff",
    fits: "any",
    successKey: "VALET_OFF_SUCCESS",
    label: "valetOff",
  }),
  chargeSchedulesSave: command({
    name: "srcfs",
    summary: "Save charging schedules 1 and 2 with their climate and off-peak hours (EV, PHEV).",
    request: schedules.saveChargeSchedulesRequestSchema,
    car: "setSchedule",
    fits: "electricNotCcs2",
    successKey: "SCHEDULE_SUCCESS",
    label: "schedules",
  }),
  hvacSchedulesSave: command({
    name: "reshvacset",
    summary: "CCS2: save climate schedules 1 and 2.",
    request: schedules.saveHvacSchedulesRequestSchema,
    car: "setSchedule",
    fits: "ccs2",
    successKey: "SCHEDULE_SUCCESS",
    label: "schedules",
  }),
  chargeWindowSave: command({
    name: "reschargeset",
    summary: "CCS2: save the charging window and the off-peak flag.",
    request: schedules.saveChargeWindowRequestSchema,
    car: "setSchedule",
    fits: "ccs2",
    successKey: "SCHEDULE_SUCCESS",
    label: "schedules",
  }),
  offPeakSave: command({
    name: "sopter",
    summary: "Save off-peak charging options; answers a transactionId to poll with rmtsts.",
    request: schedules.saveOffPeakOptionsRequestSchema,
    pinAuthorized: false,
    car: "setSchedule",
    fits: "electric",
    successKey: "SCHEDULE_SUCCESS",
    label: "offPeak",
  }),
  windowsClose: command({
    name: "wndwcls",
    summary: "Close every window.",
    car: "windowsClose",
    fits: "any",
    successKey: "WINDOWS_CLOSE_SUCCESS",
    label: "windowsClose",
  }),
};

export type RemoteCommandId = keyof typeof REMOTE_COMMANDS;
/** A command as the car receives it. */
export type CarCommand = (typeof REMOTE_COMMANDS)[RemoteCommandId]["car"];
/** The activity list's label of a remote command. */
export type RemoteCommandLabel = (typeof REMOTE_COMMANDS)[RemoteCommandId]["label"];

/** The commands answered at once with `{}` and the transactionId header (the others wait for the car). */
export type AnsweredAtOnceCommandId = {
  [Id in RemoteCommandId]: (typeof REMOTE_COMMANDS)[Id]["waits"] extends false ? Id : never;
}[RemoteCommandId];

export const REMOTE_COMMAND_IDS = Object.keys(REMOTE_COMMANDS) as RemoteCommandId[];

export function answersAtOnce(id: RemoteCommandId): id is AnsweredAtOnceCommandId {
  return !REMOTE_COMMANDS[id].waits;
}

/** Every command a car understands, once each. */
export const CAR_COMMANDS = [...new Set(REMOTE_COMMAND_IDS.map((id) => REMOTE_COMMANDS[id].car))] as [CarCommand, ...CarCommand[]];

export function isRemoteCommandId(value: unknown): value is RemoteCommandId {
  return typeof value === "string" && Object.hasOwn(REMOTE_COMMANDS, value);
}

type KeyOf<S> = S extends (...args: never[]) => infer Key ? Key : S;
/**
 * Every inbox message key a carried-out command can leave, as declared: the server's texts
 * catalogue must hold each (apps/server/src/modules/remote/command-outcomes.ts checks it at compile time).
 */
export type CommandSuccessKey = { [Id in RemoteCommandId]: KeyOf<(typeof REMOTE_COMMANDS)[Id]["successKey"]> }[RemoteCommandId];

/** The inbox message key of a command the car carried out with these parameters. */
export function commandSuccessKey(id: RemoteCommandId, params: Readonly<{ horn?: boolean }>): CommandSuccessKey {
  const { successKey } = REMOTE_COMMANDS[id] as RemoteCommandDeclaration;
  return (typeof successKey === "function" ? successKey(params) : successKey) as CommandSuccessKey;
}
