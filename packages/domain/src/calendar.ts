/** Calendar providers (account-and-enrollment.md 3): 1 Google-type, 2 iCloud-type. */
export const CALENDAR_PROVIDERS = [1, 2] as const;

/** What the calendar settings show per provider (account-and-enrollment.md 4). */
export type CalendarStatus = "ADD" | "PENDING_CALENDAR" | "ENABLED" | "DISABLED";

/**
 * The status of a provider's calendar: ADD when none is linked, PENDING_CALENDAR while its
 * authorization is unfinished (ucscStatus P), ENABLED when sync is on (enableYn Y), else DISABLED.
 */
export function calendarStatus(account: { ucscStatus: string; enableYn: string } | undefined | null): CalendarStatus {
  if (!account) return "ADD";
  if (account.ucscStatus === "P") return "PENDING_CALENDAR";
  return account.enableYn === "Y" ? "ENABLED" : "DISABLED";
}

/** The toggle flips enableYn. */
export function toggledEnableYn(enableYn: string): "Y" | "N" {
  return enableYn === "Y" ? "N" : "Y";
}
