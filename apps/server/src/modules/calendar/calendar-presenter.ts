import { wireTimestamp } from "@carport/telematics";
import { errorDescription, type CalendarAccount, type ErrorCode, type LanguageId } from "@carport/protocol";
import type { CalendarAccountRow } from "./calendar-repository.ts";

/** A linked calendar as getcalaccount answers it: never its credentials or state. */
export function presentCalendarAccount(row: CalendarAccountRow, language: LanguageId): CalendarAccount {
  return {
    calendarCp: row.calendar_cp,
    calendarAccount: row.calendar_account,
    calendarUserId: row.id,
    enableYn: row.enable_yn,
    syncStatus: row.sync_status,
    ucscStatus: row.ucsc_status,
    errorMessage: row.error_code ? errorDescription(row.error_code as ErrorCode, language) : "",
    lastSyncDate: row.last_sync_at ? wireTimestamp(new Date(row.last_sync_at)) : "",
    eventCount: row.event_count,
  };
}
