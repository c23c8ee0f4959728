import { COMMAND_SUCCESS_CODE, type AnsweredAtOnceCommandId, type CallRequest, type RemoteTransaction } from "@carport/protocol";
import type { MessageKey } from "../../i18n/error-messages.ts";

/**
 * The remote commands the pages send, by what the owner asked for. Horn and lights is one call
 * (`hrnlght`) with two outcomes, so "hornLights" and "lights" are two commands here.
 */
export const COMMAND_NAMES = [
  "doorLock",
  "doorUnlock",
  "hornLights",
  "lights",
  "engineStart",
  "engineStop",
  "climateStart",
  "climateStop",
  "chargeStart",
  "chargeStop",
  "valetActivate",
  "valetDeactivate",
  "scheduleSave",
  "hvacScheduleSave",
  "chargeWindowSave",
  "targetSocSave",
  "offPeakSave",
] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

export function isCommandName(value: unknown): value is CommandName {
  return (COMMAND_NAMES as readonly unknown[]).includes(value);
}

/** Engine start settings (`rmtstrt` body `setting`): climate plus the engine's 1-10 minutes. */
export type EngineSetting = CallRequest<"engineStart">["setting"];
/** Climate start settings (`rfon` body `hvacInfo`, or `remoteControl` on CCS2 vehicles). */
export type ClimateStartSettings = NonNullable<CallRequest<"climateStart">["hvacInfo"]>;

/** Charging schedules 1 and 2, climate at departure and off-peak hours (`srcfs` body without the PIN). */
export type ChargeSchedulesBody = CallRequest<"chargeSchedulesSave">["reservChargeInfos"];
/** CCS2 climate schedules (`reshvacset` body without the PIN). */
export type HvacSchedulesBody = Omit<CallRequest<"hvacSchedulesSave">, "pin">;
/** CCS2 charging window (`reschargeset` body without the PIN). */
export type ChargeWindowBody = Omit<CallRequest<"chargeWindowSave">, "pin">;
/** Off-peak charging options (`sopter` body without the PIN). */
export type OffPeakOptionsBody = Omit<CallRequest<"offPeakSave">, "pin">;
/** A target charge level per plug type (0 DC, 1 AC). */
export interface TargetSocLevel {
  plugType: 0 | 1;
  level: number;
}

type SimpleCommandName = Exclude<
  CommandName,
  "engineStart" | "climateStart" | "scheduleSave" | "hvacScheduleSave" | "chargeWindowSave" | "targetSocSave" | "offPeakSave"
>;

/** What the owner asked for, with its settings. */
export type CommandRequest =
  | { name: SimpleCommandName }
  | { name: "engineStart"; setting: EngineSetting }
  | { name: "climateStart"; settings: ClimateStartSettings; ccs2: boolean }
  | { name: "scheduleSave"; reservChargeInfos: ChargeSchedulesBody }
  | { name: "hvacScheduleSave"; schedules: HvacSchedulesBody }
  | { name: "chargeWindowSave"; window: ChargeWindowBody }
  | { name: "targetSocSave"; levels: readonly TargetSocLevel[]; ccs2: boolean }
  | { name: "offPeakSave"; options: OffPeakOptionsBody };

/** The commands the pages send: every remote command answered at once (the protocol's declarations). */
type CommandCallId = AnsweredAtOnceCommandId;

/** A command as it goes on the wire: the call and its body (the PIN is repeated in every body). */
export type CommandCall = { [Id in CommandCallId]: { id: Id; body: CallRequest<Id> } }[CommandCallId];

/** The call and body of a request; CCS2 vehicles take climate settings as `remoteControl`. */
export function commandCall(request: CommandRequest, pin: string): CommandCall {
  switch (request.name) {
    case "doorLock":
      return { id: "doorLock", body: { pin } };
    case "doorUnlock":
      return { id: "doorUnlock", body: { pin } };
    case "hornLights":
      return { id: "hornLight", body: { pin, horn: true } };
    case "lights":
      return { id: "hornLight", body: { pin, horn: false } };
    case "engineStart":
      return { id: "engineStart", body: { pin, setting: request.setting } };
    case "engineStop":
      return { id: "engineStop", body: { pin } };
    case "climateStart":
      return {
        id: "climateStart",
        body: request.ccs2 ? { pin, remoteControl: request.settings } : { pin, hvacInfo: request.settings },
      };
    case "climateStop":
      return { id: "climateStop", body: { pin } };
    case "chargeStart":
      return { id: "chargeStart", body: { pin } };
    case "chargeStop":
      return { id: "chargeStop", body: { pin } };
    case "valetActivate":
      return { id: "valetActivate", body: { pin } };
    case "valetDeactivate":
      return { id: "valetDeactivate", body: { pin } };
    case "scheduleSave":
      return { id: "chargeSchedulesSave", body: { pin, reservChargeInfos: request.reservChargeInfos } };
    case "hvacScheduleSave":
      return { id: "hvacSchedulesSave", body: { pin, ...request.schedules } };
    case "chargeWindowSave":
      return { id: "chargeWindowSave", body: { pin, ...request.window } };
    case "offPeakSave":
      return { id: "offPeakSave", body: { pin, ...request.options } };
    case "targetSocSave":
      return request.ccs2
        ? {
            id: "setTargetSocCcs2",
            body: { pin, targetSOClist: request.levels.map((l) => ({ plugType: l.plugType, targetSOClevel: l.level })) },
          }
        : { id: "setTargetSoc", body: { pin, tsoc: request.levels.map((l) => ({ plugType: l.plugType, level: l.level })) } };
  }
}

/** The texts of each command: its name, what the progress view says, and its success message (spec section 8). */
export const COMMAND_TEXTS = {
  doorLock: {
    name: "remote.commands.doorLock",
    progress: "remote.progress.doorLock",
    success: "remote.messages.DOOR_LOCK_SUCCESS",
  },
  doorUnlock: {
    name: "remote.commands.doorUnlock",
    progress: "remote.progress.doorUnlock",
    success: "remote.messages.DOOR_UNLOCK_SUCCESS",
  },
  hornLights: {
    name: "remote.commands.hornLights",
    progress: "remote.progress.hornLights",
    success: "remote.messages.HORN_LIGHTS_SUCCESS",
  },
  lights: {
    name: "remote.commands.lights",
    progress: "remote.progress.lights",
    success: "remote.messages.LIGHTS_SUCCESS",
  },
  engineStart: {
    name: "remote.commands.engineStart",
    progress: "remote.progress.engineStart",
    success: "remote.messages.ENGINE_START_SUCCESS",
  },
  engineStop: {
    name: "remote.commands.engineStop",
    progress: "remote.progress.engineStop",
    success: "remote.messages.ENGINE_START_CANCEL_SUCCESS",
  },
  climateStart: {
    name: "remote.commands.climateStart",
    progress: "remote.progress.climateStart",
    success: "remote.messages.CLIMATE_START_SUCCESS",
  },
  climateStop: {
    name: "remote.commands.climateStop",
    progress: "remote.progress.climateStop",
    success: "remote.messages.CLIMATE_STOP_SUCCESS",
  },
  chargeStart: {
    name: "remote.commands.chargeStart",
    progress: "remote.progress.chargeStart",
    success: "remote.messages.REMOTE_START_CHARGE_SUCCESS",
  },
  chargeStop: {
    name: "remote.commands.chargeStop",
    progress: "remote.progress.chargeStop",
    success: "remote.messages.REMOTE_STOP_CHARGE_SUCCESS",
  },
  valetActivate: {
    name: "valet.commands.activate",
    progress: "valet.progress.activate",
    success: "valet.messages.VALET_ON_SUCCESS",
  },
  valetDeactivate: {
    name: "valet.commands.deactivate",
    progress: "valet.progress.deactivate",
    success: "valet.messages.VALET_OFF_SUCCESS",
  },
  scheduleSave: {
    name: "schedule.commands.save",
    progress: "schedule.progress.save",
    success: "schedule.messages.SCHEDULE_SUCCESS",
  },
  hvacScheduleSave: {
    name: "schedule.commands.saveClimate",
    progress: "schedule.progress.saveClimate",
    success: "schedule.messages.SCHEDULE_SUCCESS",
  },
  chargeWindowSave: {
    name: "schedule.commands.saveWindow",
    progress: "schedule.progress.saveWindow",
    success: "schedule.messages.SCHEDULE_SUCCESS",
  },
  targetSocSave: {
    name: "tsoc.commands.save",
    progress: "tsoc.progress.save",
    success: "tsoc.messages.TSOC_SUCCESS",
  },
  offPeakSave: {
    name: "chargingOptions.commands.save",
    progress: "chargingOptions.progress.save",
    success: "chargingOptions.messages.SAVE_SUCCESS",
  },
} as const satisfies Record<CommandName, { name: MessageKey; progress: MessageKey; success: MessageKey }>;

/** The default failure text of a remote command (spec section 8). */
export const COMMAND_FAILED_KEY = "remote.messages.PREVIOUS_REQUEST_WAS_FAILED" satisfies MessageKey;

/** True once the vehicle has answered or the server gave up on it. */
export function isTransactionComplete(transaction: RemoteTransaction): boolean {
  return transaction.apiResult === "C";
}

/** True for a complete command the vehicle carried out. */
export function isTransactionSuccess(transaction: RemoteTransaction): boolean {
  return isTransactionComplete(transaction) && transaction.apiStatusCode === COMMAND_SUCCESS_CODE;
}
