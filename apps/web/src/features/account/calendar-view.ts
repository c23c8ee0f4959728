import { CALENDAR_PROVIDERS, calendarStatus, toggledEnableYn, type CalendarStatus } from "@carport/domain";
import type { CalendarAccount, CalendarCp } from "@carport/protocol";
import type { MessageKey } from "../../i18n/error-messages.ts";

/** One provider's card: its status and, once linked, its calendar. */
export interface CalendarProviderView {
  cp: CalendarCp;
  status: CalendarStatus;
  account: CalendarAccount | null;
  /** The last sync failed: the card shows why. */
  syncFailed: boolean;
}

/** Both provider types, Google-type first, each with its status (account-and-enrollment.md 4). */
export function calendarProviderViews(list: readonly CalendarAccount[]): CalendarProviderView[] {
  return CALENDAR_PROVIDERS.map((cp) => {
    const account = list.find((a) => a.calendarCp === cp) ?? null;
    return { cp, account, status: calendarStatus(account), syncFailed: account?.syncStatus === "F" };
  });
}

/** The setcalaccount body that flips a calendar's sync. */
export function toggleRequestOf(account: CalendarAccount) {
  return { calendarUserId: account.calendarUserId, enableYn: toggledEnableYn(account.enableYn) };
}

/** Texts per status and provider, written out so a search finds every key. */
export const CALENDAR_STATUS_KEYS = {
  ADD: "account.calendar.status.ADD",
  PENDING_CALENDAR: "account.calendar.status.PENDING_CALENDAR",
  ENABLED: "account.calendar.status.ENABLED",
  DISABLED: "account.calendar.status.DISABLED",
} as const satisfies Record<CalendarStatus, MessageKey>;

export const CALENDAR_PROVIDER_KEYS = {
  1: { name: "account.calendar.provider1", hint: "account.calendar.provider1Hint" },
  2: { name: "account.calendar.provider2", hint: "account.calendar.provider2Hint" },
} as const satisfies Record<CalendarCp, { name: MessageKey; hint: MessageKey }>;

/** The default failure message of each calendar action (spec section 8). */
export const CALENDAR_FAILURE_KEYS = {
  add: "account.errors.CALENDAR_ACCOUNT_ADD_FAILED",
  modify: "account.errors.CALENDAR_ACCOUNT_MODIFY_FAILED",
  connect: "account.errors.CALENDAR_ACCOUNT_CONNECT_FAILED",
  disconnect: "account.errors.CALENDAR_ACCOUNT_DISCONNECT_FAILED",
  delete: "account.errors.CALENDAR_ACCOUNT_DELETE_FAILED",
  sync: "account.errors.CALENDAR_ACCOUNT_SYNCSTATUS_ERROR",
} as const satisfies Record<string, MessageKey>;

/** What the OAuth callback handed to the screen: a code and state to finish with, or a failure. */
export function authorizationReturnOf(search: string): { code: string; state: string } | { failed: true } | null {
  const params = new URLSearchParams(search);
  const code = params.get("code");
  const state = params.get("state");
  if (code && state) return { code, state };
  return params.has("calendarError") ? { failed: true } : null;
}
