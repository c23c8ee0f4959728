import { randomUUID } from "node:crypto";
import type { CalendarEvent } from "@carport/telematics";
import type { Queryable } from "../../db/database.ts";

/** A linked calendar as stored; `credentials` is sealed and never leaves the server. */
export interface CalendarAccountRow {
  id: string;
  vehicle_id: string;
  account_id: string;
  calendar_cp: 1 | 2;
  calendar_account: string;
  credentials: string | null;
  enable_yn: "Y" | "N";
  ucsc_status: "P" | "C";
  sync_status: "S" | "F" | "";
  error_code: string;
  event_count: number;
  last_sync_at: Date | string | null;
}

const COLUMNS =
  "id, vehicle_id, account_id, calendar_cp, calendar_account, credentials, enable_yn, ucsc_status, sync_status, error_code, event_count, last_sync_at";

export async function listCalendarAccounts(db: Queryable, vehicleId: string): Promise<CalendarAccountRow[]> {
  return db.query<CalendarAccountRow>(`select ${COLUMNS} from calendar_accounts where vehicle_id = $1 order by calendar_cp`, [vehicleId]);
}

export async function findCalendarAccount(db: Queryable, vehicleId: string, id: string): Promise<CalendarAccountRow | null> {
  const [row] = await db.query<CalendarAccountRow>(`select ${COLUMNS} from calendar_accounts where vehicle_id = $1 and id = $2`, [
    vehicleId,
    id,
  ]);
  return row ?? null;
}

export async function findCalendarAccountByCp(db: Queryable, vehicleId: string, cp: 1 | 2): Promise<CalendarAccountRow | null> {
  const [row] = await db.query<CalendarAccountRow>(`select ${COLUMNS} from calendar_accounts where vehicle_id = $1 and calendar_cp = $2`, [
    vehicleId,
    cp,
  ]);
  return row ?? null;
}

/** Links a connected calendar with sync on; null when this provider type is already linked to the vehicle. */
export async function insertConnectedAccount(
  db: Queryable,
  input: { vehicleId: string; accountId: string; cp: 1 | 2; calendarAccount: string; credentials: string },
): Promise<string | null> {
  const id = randomUUID();
  const rows = await db.query<{ id: string }>(
    `insert into calendar_accounts (id, vehicle_id, account_id, calendar_cp, calendar_account, credentials, enable_yn, ucsc_status)
     values ($1, $2, $3, $4, $5, $6, 'Y', 'C') on conflict (vehicle_id, calendar_cp) do nothing returning id`,
    [id, input.vehicleId, input.accountId, input.cp, input.calendarAccount, input.credentials],
  );
  return rows[0]?.id ?? null;
}

/**
 * Starts (or restarts) a Google-type authorization: a pending row when none is linked
 * (PENDING_CALENDAR), or a new state on the linked one (to renew its authorization).
 */
export async function startAuthorization(
  db: Queryable,
  input: { vehicleId: string; accountId: string; calendarAccount: string; state: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    `insert into calendar_accounts (id, vehicle_id, account_id, calendar_cp, calendar_account, enable_yn, ucsc_status, oauth_state, oauth_state_expires_at)
     values ($1, $2, $3, 1, $4, 'N', 'P', $5, $6)
     on conflict (vehicle_id, calendar_cp) do update set oauth_state = excluded.oauth_state,
       oauth_state_expires_at = excluded.oauth_state_expires_at,
       calendar_account = case when calendar_accounts.ucsc_status = 'P' then excluded.calendar_account else calendar_accounts.calendar_account end`,
    [randomUUID(), input.vehicleId, input.accountId, input.calendarAccount, input.state, input.expiresAt],
  );
}

/** Takes a state once: the row it was issued for, when it is this vehicle's, this account's and not expired. */
export async function consumeAuthorizationState(
  db: Queryable,
  input: { vehicleId: string; accountId: string; state: string },
): Promise<CalendarAccountRow | null> {
  const [row] = await db.query<CalendarAccountRow>(
    `update calendar_accounts set oauth_state = null, oauth_state_expires_at = null
     where oauth_state = $1 and vehicle_id = $2 and account_id = $3 and oauth_state_expires_at > now()
     returning ${COLUMNS}`,
    [input.state, input.vehicleId, input.accountId],
  );
  return row ?? null;
}

/** Is there a live authorization with this state (the callback route checks before handing the code on)? */
export async function authorizationStateIsLive(db: Queryable, state: string): Promise<boolean> {
  const rows = await db.query("select 1 from calendar_accounts where oauth_state = $1 and oauth_state_expires_at > now()", [state]);
  return rows.length > 0;
}

/** New credentials (and account name) for a linked calendar: connected, sync on. */
export async function connectAccount(db: Queryable, id: string, calendarAccount: string, credentials: string): Promise<void> {
  await db.query(
    "update calendar_accounts set calendar_account = $2, credentials = $3, ucsc_status = 'C', enable_yn = 'Y', sync_status = '', error_code = '' where id = $1",
    [id, calendarAccount, credentials],
  );
}

export async function setEnabled(db: Queryable, id: string, enableYn: "Y" | "N"): Promise<void> {
  await db.query("update calendar_accounts set enable_yn = $2 where id = $1", [id, enableYn]);
}

export async function deleteCalendarAccount(db: Queryable, id: string): Promise<void> {
  await db.query("delete from calendar_accounts where id = $1", [id]);
}

/** The outcome of one sync of one calendar (renewed credentials replace the stored ones). */
export async function recordSync(
  db: Queryable,
  id: string,
  outcome: { ok: true; eventCount: number; credentials?: string } | { ok: false; errorCode: string },
): Promise<void> {
  if (outcome.ok) {
    await db.query(
      "update calendar_accounts set sync_status = 'S', error_code = '', event_count = $2, last_sync_at = now(), credentials = coalesce($3, credentials) where id = $1",
      [id, outcome.eventCount, outcome.credentials ?? null],
    );
  } else {
    await db.query("update calendar_accounts set sync_status = 'F', error_code = $2 where id = $1", [id, outcome.errorCode]);
  }
}

/** Vehicles with at least one connected calendar turned on, with their VIN. */
export async function vehiclesWithCalendars(db: Queryable): Promise<Array<{ id: string; vin: string }>> {
  return db.query<{ id: string; vin: string }>(
    `select distinct v.id, v.vin from calendar_accounts c join vehicles v on v.id = c.vehicle_id
     where c.enable_yn = 'Y' and c.ucsc_status = 'C'`,
  );
}

/** What the car acknowledged holding. */
export async function saveCarList(db: Queryable, vehicleId: string, events: CalendarEvent[], receivedAt: string): Promise<void> {
  await db.query(
    `insert into calendar_car_lists (vehicle_id, events, received_at) values ($1, $2, $3)
     on conflict (vehicle_id) do update set events = excluded.events, received_at = excluded.received_at`,
    [vehicleId, JSON.stringify(events), receivedAt],
  );
}

export async function findCarList(
  db: Queryable,
  vehicleId: string,
): Promise<{ events: CalendarEvent[]; received_at: Date | string } | null> {
  const [row] = await db.query<{ events: CalendarEvent[]; received_at: Date | string }>(
    "select events, received_at from calendar_car_lists where vehicle_id = $1",
    [vehicleId],
  );
  return row ?? null;
}
