import { deviceNameOf, type DeviceName } from "@carport/domain";
import type { SecurityEvent, SecurityEventKind } from "@carport/protocol";
import type { MessageKey } from "../../i18n/error-messages.ts";

/** What each kind of security event is called (account security activity). */
const KIND_KEYS: Record<SecurityEventKind, MessageKey> = {
  signIn: "account.activity.kinds.signIn",
  signInFailed: "account.activity.kinds.signInFailed",
  accountLocked: "account.activity.kinds.accountLocked",
  accountUnlocked: "account.activity.kinds.accountUnlocked",
  passwordChanged: "account.activity.kinds.passwordChanged",
  pinChanged: "account.activity.kinds.pinChanged",
  pinLocked: "account.activity.kinds.pinLocked",
  newDevice: "account.activity.kinds.newDevice",
  fraudReported: "account.activity.kinds.fraudReported",
  signedOutEverywhere: "account.activity.kinds.signedOutEverywhere",
  remoteCommand: "account.activity.kinds.remoteCommand",
};

/** How a sign-in or a password change was made. */
const METHOD_KEYS: Record<string, MessageKey> = {
  password: "account.activity.methods.password",
  code: "account.activity.methods.code",
  otp: "account.activity.methods.otp",
  settings: "account.activity.methods.settings",
  resetLink: "account.activity.methods.resetLink",
  resetCode: "account.activity.methods.resetCode",
  unlockCode: "account.activity.methods.unlockCode",
};

const REASON_KEYS: Record<string, MessageKey> = {
  failures: "account.activity.reasons.failures",
  fraud: "account.activity.reasons.fraud",
};

const OUTCOME_KEYS: Record<NonNullable<SecurityEvent["outcome"]>, MessageKey> = {
  success: "account.activity.outcomes.success",
  failed: "account.activity.outcomes.failed",
  timeout: "account.activity.outcomes.timeout",
};

/** Remote commands by the call the server recorded. */
const COMMAND_KEYS: Record<string, MessageKey> = {
  doorLock: "account.activity.commands.doorLock",
  doorUnlock: "account.activity.commands.doorUnlock",
  hornLight: "account.activity.commands.hornLight",
  engineStart: "account.activity.commands.engineStart",
  engineStop: "account.activity.commands.engineStop",
  climateStart: "account.activity.commands.climateStart",
  climateStop: "account.activity.commands.climateStop",
  chargeStart: "account.activity.commands.chargeStart",
  chargeStop: "account.activity.commands.chargeStop",
  setTargetSoc: "account.activity.commands.targetCharge",
  setTargetSocCcs2: "account.activity.commands.targetCharge",
  chargeSchedulesSave: "account.activity.commands.schedules",
  hvacSchedulesSave: "account.activity.commands.schedules",
  chargeWindowSave: "account.activity.commands.schedules",
  offPeakSave: "account.activity.commands.offPeak",
  valetActivate: "account.activity.commands.valetOn",
  valetDeactivate: "account.activity.commands.valetOff",
  locate: "account.activity.commands.locate",
  refreshStatus: "account.activity.commands.refreshStatus",
};

/** One row of the activity table: what happened and the details worth naming, as catalogue keys. */
export interface ActivityRow {
  id: string;
  moment: Date | null;
  what: MessageKey;
  details: MessageKey[];
  /** The browser and system of the user agent, as an owner recognises them. */
  device: DeviceName;
  clientIp: string;
}

const known = (map: Record<string, MessageKey>, value: string | undefined): MessageKey[] =>
  value !== undefined && Object.hasOwn(map, value) ? [map[value]!] : [];

export function activityRow(event: SecurityEvent): ActivityRow {
  const isCommand = event.kind === "remoteCommand";
  const moment = new Date(event.date);
  return {
    id: event.eventId,
    moment: Number.isNaN(moment.getTime()) ? null : moment,
    what: KIND_KEYS[event.kind],
    details: [
      ...(isCommand ? (known(COMMAND_KEYS, event.command).length ? known(COMMAND_KEYS, event.command) : ["account.activity.commands.other" as MessageKey]) : []),
      ...(event.outcome ? [OUTCOME_KEYS[event.outcome]] : []),
      ...known(METHOD_KEYS, event.method),
      ...known(REASON_KEYS, event.reason),
    ],
    device: deviceNameOf(event.device),
    clientIp: event.clientIp,
  };
}
