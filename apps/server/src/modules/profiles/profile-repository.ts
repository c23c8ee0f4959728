import type { Queryable } from "../../db/database.ts";

/** A saved primary profile of a vehicle. */
export interface ProfileRow {
  vehicle_id: string;
  profile_index: number;
  profile_name: string | null;
  element_values: Record<string, string>;
  saved_time: string;
  saved_time_offset: number;
}

export function listProfiles(db: Queryable, vehicleIds: string[]) {
  return db.query<ProfileRow>(
    `select vehicle_id, profile_index, profile_name, element_values, saved_time, saved_time_offset
       from driver_profiles where vehicle_id = any($1::uuid[]) order by vehicle_id, profile_index`,
    [vehicleIds],
  );
}

/** Saves values into a profile (merged over what it held) and, when given, its name; answers the row. */
export async function saveProfile(
  db: Queryable,
  save: {
    vehicleId: string;
    index: number;
    name?: string | undefined;
    values: Record<string, string>;
    savedTime: string;
    savedTimeOffset: number;
  },
): Promise<ProfileRow> {
  const [row] = await db.query<ProfileRow>(
    `insert into driver_profiles (vehicle_id, profile_index, profile_name, element_values, saved_time, saved_time_offset)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (vehicle_id, profile_index) do update set
       profile_name = coalesce(excluded.profile_name, driver_profiles.profile_name),
       element_values = driver_profiles.element_values || excluded.element_values,
       saved_time = excluded.saved_time, saved_time_offset = excluded.saved_time_offset, updated_at = now()
     returning vehicle_id, profile_index, profile_name, element_values, saved_time, saved_time_offset`,
    [save.vehicleId, save.index, save.name ?? null, JSON.stringify(save.values), save.savedTime, save.savedTimeOffset],
  );
  return row!;
}

/** One line of a vehicle's profile log. */
export interface ProfileLogRow {
  id: string;
  account_id: string;
  share_id: string | null;
  profile_index: number | null;
  action: string;
  category: string;
  elements: string[];
  saved_time: string;
  saved_time_offset: number;
  created_at: Date;
  vehicle_account_id: string;
}

export async function insertProfileLog(
  db: Queryable,
  entry: {
    vehicleId: string;
    accountId: string;
    shareId?: string | null;
    profileIndex?: number | null;
    action: string;
    category?: string;
    elements?: string[];
    savedTime?: string;
    savedTimeOffset?: number;
  },
): Promise<void> {
  await db.query(
    `insert into profile_log (vehicle_id, account_id, share_id, profile_index, action, category, elements, saved_time, saved_time_offset)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      entry.vehicleId,
      entry.accountId,
      entry.shareId ?? null,
      entry.profileIndex ?? null,
      entry.action,
      entry.category ?? "",
      JSON.stringify(entry.elements ?? []),
      entry.savedTime ?? "",
      entry.savedTimeOffset ?? 0,
    ],
  );
}

/** The vehicle's log, newest first; with a share id, only the lines of that share. */
export function listProfileLog(db: Queryable, vehicleId: string, shareId: string | null, limit = 100) {
  return db.query<ProfileLogRow>(
    `select l.id::text as id, l.account_id, l.share_id, l.profile_index, l.action, l.category, l.elements, l.saved_time,
            l.saved_time_offset, l.created_at, v.account_id as vehicle_account_id
       from profile_log l join vehicles v on v.id = l.vehicle_id
      where l.vehicle_id = $1 and ($2::uuid is null or l.share_id = $2)
      order by l.id desc limit $3`,
    [vehicleId, shareId, limit],
  );
}
