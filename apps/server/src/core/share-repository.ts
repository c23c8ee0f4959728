import { randomUUID } from "node:crypto";
import type { Queryable } from "../db/database.ts";

/** A second-driver share of a vehicle: an invitation (3), an active share (0) or an ended one (4). */
export interface ShareRow {
  id: string;
  vehicle_id: string;
  primary_account_id: string;
  secondary_email: string;
  secondary_account_id: string | null;
  status: "0" | "3" | "4";
  profile_name: string | null;
  element_values: Record<string, string>;
  saved_time: string;
  saved_time_offset: number;
}

/** The share with the names the screens show: the primary driver's first name, the second driver's names. */
export interface ShareWithNames extends ShareRow {
  primary_first_name: string;
  secondary_first_name: string | null;
  secondary_last_name: string | null;
}

const SELECT_SHARE = `select s.id, s.vehicle_id, s.primary_account_id, s.secondary_email, s.secondary_account_id, s.status,
       s.profile_name, s.element_values, s.saved_time, s.saved_time_offset,
       p.first_name as primary_first_name, sa.first_name as secondary_first_name, sa.last_name as secondary_last_name
  from second_drivers s
  join accounts p on p.id = s.primary_account_id
  left join accounts sa on sa.id = s.secondary_account_id`;

/** The vehicle's open share (pending or active), if any: at most one exists. */
export async function findOpenShare(db: Queryable, vehicleId: string): Promise<ShareWithNames | null> {
  const [row] = await db.query<ShareWithNames>(`${SELECT_SHARE} where s.vehicle_id = $1 and s.status in ('0', '3')`, [vehicleId]);
  return row ?? null;
}

/** Records an invitation (status 3) of an e-mail to drive the vehicle; answers its id. */
export async function insertInvitation(db: Queryable, invitation: { vehicleId: string; primaryAccountId: string; email: string }) {
  const id = randomUUID();
  await db.query("insert into second_drivers (id, vehicle_id, primary_account_id, secondary_email, status) values ($1, $2, $3, $4, '3')", [
    id,
    invitation.vehicleId,
    invitation.primaryAccountId,
    invitation.email,
  ]);
  announceShare(db, { vehicle_id: invitation.vehicleId, secondary_account_id: null });
  return id;
}

/** Ends a share that is in one of the given states; answers it, or null when it was not (nothing changed). */
export async function endShare(db: Queryable, id: string, from: Array<"0" | "3">, reason: string): Promise<ShareRow | null> {
  const [row] = await db.query<ShareRow>(
    `update second_drivers set status = '4', end_reason = $3, ended_at = now(),
            responded_at = coalesce(responded_at, case when status = '3' then now() end)
      where id = $1 and status = any($2::text[]) returning *`,
    [id, from, reason],
  );
  if (row) announceShare(db, row);
  return row ?? null;
}

/** A pending invitation as its invitee sees it: who sends it and for which vehicle. */
export interface InvitationRow {
  id: string;
  vehicle_id: string;
  primary_account_id: string;
  primary_first_name: string;
  model_name: string;
  model_year: string;
}

/**
 * Invitations waiting for an account: to its e-mail, for a vehicle of its brand that is not its
 * own; oldest first, or the one of a given vehicle.
 */
export function listInvitationsFor(db: Queryable, account: { id: string; email: string; brand: string }, vehicleId?: string) {
  return db.query<InvitationRow>(
    `select s.id, s.vehicle_id, s.primary_account_id, p.first_name as primary_first_name, f.model_name, f.model_year
       from second_drivers s
       join vehicles v on v.id = s.vehicle_id
       join factory_vehicles f on f.vin = v.vin
       join accounts p on p.id = s.primary_account_id
      where s.status = '3' and s.secondary_email = $1 and p.brand = $2 and s.primary_account_id <> $3
        and ($4::text is null or s.vehicle_id::text = $4)
      order by s.invited_at, s.id`,
    [account.email, account.brand, account.id, vehicleId ?? null],
  );
}

/** Turns a pending invitation into an active share of this account; null when it was no longer pending. */
export async function acceptInvitation(
  db: Queryable,
  accept: { id: string; accountId: string; profileName: string | null; values: Record<string, string> },
): Promise<ShareRow | null> {
  const [row] = await db.query<ShareRow>(
    `update second_drivers set status = '0', secondary_account_id = $2, profile_name = $3, element_values = $4, responded_at = now()
      where id = $1 and status = '3' returning *`,
    [accept.id, accept.accountId, accept.profileName, JSON.stringify(accept.values)],
  );
  if (row) announceShare(db, row);
  return row ?? null;
}

/** The active share of a vehicle with this second driver. */
export async function findActiveShare(db: Queryable, vehicleId: string, accountId: string): Promise<ShareWithNames | null> {
  const [row] = await db.query<ShareWithNames>(
    `${SELECT_SHARE} where s.vehicle_id = $1 and s.status = '0' and s.secondary_account_id = $2`,
    [vehicleId, accountId],
  );
  return row ?? null;
}

/** Saves values into the shared profile (merged over what it held) and, when given, its name. */
export async function saveSharedProfile(
  db: Queryable,
  save: { id: string; name?: string | undefined; values: Record<string, string>; savedTime: string; savedTimeOffset: number },
): Promise<void> {
  const rows = await db.query<Pick<ShareRow, "vehicle_id" | "secondary_account_id">>(
    `update second_drivers set profile_name = coalesce($2, profile_name), element_values = element_values || $3,
            saved_time = $4, saved_time_offset = $5
      where id = $1 and status = '0' returning vehicle_id, secondary_account_id`,
    [save.id, save.name ?? null, JSON.stringify(save.values), save.savedTime, save.savedTimeOffset],
  );
  for (const row of rows) announceShare(db, row);
}

/**
 * Tells the kept answers a share changed: the vehicle's (session checks, "v:") and its second
 * driver's vehicle list ("a:"), as the second_drivers triggers tell every instance (migrations 016, 024).
 */
function announceShare(db: Queryable, share: Pick<ShareRow, "vehicle_id" | "secondary_account_id">) {
  db.announce(`v:${share.vehicle_id}`);
  if (share.secondary_account_id) db.announce(`a:${share.secondary_account_id}`);
}
