import type { FastifyRequest } from "fastify";
import type { SecurityEvent, SecurityEventKind } from "@carport/protocol";
import type { Queryable } from "../db/database.ts";

/** Longest user agent kept with an event: enough to tell devices apart. */
const DEVICE_MAX_LENGTH = 160;

/**
 * What an event may say besides its kind. A closed list of plain fields, so no password, PIN,
 * code or token can be written into the trail by accident.
 */
export interface SecurityEventDetail {
  method?: "password" | "code" | "otp" | "settings" | "resetLink" | "resetCode" | "unlockCode";
  reason?: "failures" | "fraud";
  command?: string;
  outcome?: "success" | "failed" | "timeout";
  vehicleId?: string;
}

/** Where a request came from: its user agent (shortened) and address. */
export interface RequestOrigin {
  device: string | null;
  clientIp: string | null;
}

export function originOf(request: Pick<FastifyRequest, "ip" | "headers">): RequestOrigin {
  const agent = request.headers["user-agent"];
  const device = typeof agent === "string" && agent.trim() !== "" ? agent.trim().slice(0, DEVICE_MAX_LENGTH) : null;
  return { device, clientIp: request.ip || null };
}

export interface NewSecurityEvent {
  accountId: string;
  kind: SecurityEventKind;
  origin?: RequestOrigin;
  detail?: SecurityEventDetail;
}

/** Appends one event to the account's trail (in the caller's transaction when given one). */
export function recordSecurityEvent(db: Queryable, input: NewSecurityEvent): Promise<void> {
  return recordSecurityEvents(db, [input]);
}

/** Appends events to their accounts' trails, in one statement. */
export async function recordSecurityEvents(db: Queryable, events: NewSecurityEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.query(
    `insert into security_events (account_id, kind, device, client_ip, detail)
     select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::jsonb[])`,
    [
      events.map((e) => e.accountId),
      events.map((e) => e.kind),
      events.map((e) => e.origin?.device ?? null),
      events.map((e) => e.origin?.clientIp ?? null),
      events.map((e) => JSON.stringify(plainDetail(e.detail))),
    ],
  );
}

/** Only the closed list's fields, whatever else the object holds. */
function plainDetail(given: SecurityEventDetail | undefined): SecurityEventDetail {
  const detail: SecurityEventDetail = {};
  for (const key of ["method", "reason", "command", "outcome", "vehicleId"] as const) {
    const value = given?.[key];
    if (value !== undefined) (detail as Record<string, string>)[key] = value;
  }
  return detail;
}

interface EventRow {
  id: string;
  kind: SecurityEventKind;
  device: string | null;
  client_ip: string | null;
  detail: SecurityEventDetail | string;
  created_at: Date | string;
}

/** A page of the account's events, newest first, after `lastEventId` (-1: from the newest). */
export async function listSecurityEvents(
  db: Queryable,
  accountId: string,
  page: { lastEventId: string | number; rowsPerPage: number },
): Promise<{ moreData: boolean; lastEventId: string; events: SecurityEvent[] }> {
  const after = String(page.lastEventId) === "-1" ? null : String(page.lastEventId);
  const rows = await db.query<EventRow>(
    `select id::text as id, kind, device, client_ip, detail, created_at from security_events
      where account_id = $1 and ($2::bigint is null or id < $2::bigint)
      order by security_events.id desc limit $3`,
    [accountId, after, page.rowsPerPage + 1],
  );
  const shown = rows.slice(0, page.rowsPerPage);
  return {
    moreData: rows.length > page.rowsPerPage,
    lastEventId: shown.at(-1)?.id ?? "-1",
    events: shown.map((row) => {
      const detail = typeof row.detail === "string" ? (JSON.parse(row.detail) as SecurityEventDetail) : row.detail;
      return {
        eventId: row.id,
        kind: row.kind,
        date: new Date(row.created_at).toISOString(),
        device: row.device ?? "",
        clientIp: row.client_ip ?? "",
        ...detail,
      };
    }),
  };
}
