import { effectiveNotificationRow } from "@carport/domain";
import type { Queryable } from "../../db/database.ts";
import type { NotificationType } from "./notification-types.ts";

/** A type's row for one vehicle: stored choices (else the defaults), with the locks applied. */
export interface SettingRow {
  type: NotificationType;
  push: "Y" | "N";
  email: "Y" | "N";
}

const yn = (v: boolean): "Y" | "N" => (v ? "Y" : "N");

export async function settingRows(db: Queryable, accountId: string, vehicleId: string, types: NotificationType[]): Promise<SettingRow[]> {
  const stored = await db.query<StoredSetting & { notification_type: string }>(
    "select notification_type, push, email from notification_settings where account_id = $1 and vehicle_id = $2",
    [accountId, vehicleId],
  );
  return types.map((type) =>
    settingOf(
      type,
      stored.find((s) => s.notification_type === type.type),
    ),
  );
}

/** A type's choices as stored (absent: never changed). */
export interface StoredSetting {
  push: boolean;
  email: boolean;
}

/** A type's row from its stored choices, else its defaults, with the locks applied. */
export function settingOf(type: NotificationType, stored: StoredSetting | null | undefined): SettingRow {
  const effective = effectiveNotificationRow({
    priorityType: type.priorityType,
    pushAlways: type.pushAlways,
    emailAlways: type.emailAlways,
    push: yn(stored?.push ?? type.defaultPush),
    email: yn(stored?.email ?? type.defaultEmail),
  });
  return { type, push: effective.push ?? "N", email: effective.email ?? "N" };
}

export async function saveSetting(db: Queryable, accountId: string, vehicleId: string, type: string, push: boolean, email: boolean) {
  await db.query(
    `insert into notification_settings (account_id, vehicle_id, notification_type, push, email) values ($1, $2, $3, $4, $5)
     on conflict (account_id, vehicle_id, notification_type) do update set push = excluded.push, email = excluded.email`,
    [accountId, vehicleId, type, push, email],
  );
}
