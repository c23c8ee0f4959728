import { deviceNameOf, type DeviceName } from "@carport/domain";
import type { SecurityEvent, SecurityEventKind } from "@carport/protocol";
import { REMOTE_COMMAND_LABELS } from "../../api/remote-command-labels.ts";
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

/** Remote commands by the call the server recorded: the label their declaration gives them. */
function commandKey(apiCode: string): MessageKey | undefined {
  const label = Object.hasOwn(REMOTE_COMMAND_LABELS, apiCode)
    ? REMOTE_COMMAND_LABELS[apiCode as keyof typeof REMOTE_COMMAND_LABELS]
    : undefined;
  return label && (`account.activity.commands.${label}` as const satisfies MessageKey);
}

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
      ...(isCommand ? [commandKey(event.command ?? "") ?? ("account.activity.commands.other" satisfies MessageKey)] : []),
      ...(event.outcome ? [OUTCOME_KEYS[event.outcome]] : []),
      ...known(METHOD_KEYS, event.method),
      ...known(REASON_KEYS, event.reason),
    ],
    device: deviceNameOf(event.device),
    clientIp: event.clientIp,
  };
}
