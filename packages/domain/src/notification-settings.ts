/** Y/N flags of notification settings. */
export type YesNo = "Y" | "N";

/** A notification-setting row, as much of it as the locking rules read. */
export interface NotificationSettingRow {
  priorityType?: string | null;
  push?: YesNo | null;
  email?: YesNo | null;
  pushAlways?: string | null;
  emailAlways?: string | null;
}

/** Rows with priorityType U are always on: both channels on, whatever was stored (account-and-enrollment.md 5). */
export function isNotificationRowAlwaysOn(row: NotificationSettingRow): boolean {
  return row.priorityType === "U";
}

/** A row the user cannot change: priorityType U, or pushAlways or emailAlways set to Y or N. */
export function isNotificationRowLocked(row: NotificationSettingRow): boolean {
  const fixed = (flag: string | null | undefined) => flag === "Y" || flag === "N";
  return isNotificationRowAlwaysOn(row) || fixed(row.pushAlways) || fixed(row.emailAlways);
}

/**
 * The row as it must be shown and stored: priorityType U turns both channels on; a pushAlways or
 * emailAlways of Y or N fixes that channel to it. Other fields are kept.
 */
export function effectiveNotificationRow<T extends NotificationSettingRow>(row: T): T {
  if (isNotificationRowAlwaysOn(row)) return { ...row, push: "Y", email: "Y" };
  const result = { ...row };
  if (row.pushAlways === "Y" || row.pushAlways === "N") result.push = row.pushAlways;
  if (row.emailAlways === "Y" || row.emailAlways === "N") result.email = row.emailAlways;
  return result;
}

/**
 * A requested change applied to a stored row (ntfsttng): a locked row ignores the request and
 * keeps its effective values; an unlocked row takes the requested push and email where given.
 */
export function applyNotificationChange<T extends NotificationSettingRow>(
  stored: T,
  requested: { push?: YesNo | null; email?: YesNo | null },
): T {
  if (isNotificationRowLocked(stored)) return effectiveNotificationRow(stored);
  return {
    ...stored,
    push: requested.push ?? stored.push,
    email: requested.email ?? stored.email,
  };
}
