import { randomToken, tokenHash } from "../../core/secret-hashing.ts";
import type { Queryable } from "../../db/database.ts";

/** A ticket opens one stream, within this many seconds of being issued. */
export const TICKET_TTL_SECONDS = 60;
/** Tickets one session may hold unused at once; a newer one drops the oldest (issue 54: they were unlimited). */
export const TICKETS_PER_SESSION = 5;

/**
 * EventSource sends no headers, and a URL may be logged on its way: the access token is traded
 * (in a header) for a random ticket that opens one stream and is good for a minute. Kept in the
 * database, so a stream may open on another instance than the one that issued its ticket. A
 * session holds at most TICKETS_PER_SESSION unused: each new one drops the oldest.
 */
export async function issueTicket(db: Queryable, accessTokenHash: string): Promise<string> {
  const ticket = randomToken();
  await db.query("delete from live_stream_tickets where expires_at < now()");
  await db.query(
    "insert into live_stream_tickets (ticket_hash, token_hash, expires_at) values ($1, $2, now() + make_interval(secs => $3))",
    [tokenHash(ticket), accessTokenHash, TICKET_TTL_SECONDS],
  );
  await db.query(
    `delete from live_stream_tickets where token_hash = $1 and ticket_hash not in (
       select ticket_hash from live_stream_tickets where token_hash = $1 order by expires_at desc limit $2)`,
    [accessTokenHash, TICKETS_PER_SESSION],
  );
  return ticket;
}

/** The access token's hash the ticket was issued for, once: the ticket is used up (null when unknown or expired). */
export async function redeemTicket(db: Queryable, ticket: unknown): Promise<string | null> {
  if (typeof ticket !== "string" || ticket === "" || ticket.length > 256) return null;
  const [row] = await db.query<{ token_hash: string }>(
    "delete from live_stream_tickets where ticket_hash = $1 and expires_at > now() returning token_hash",
    [tokenHash(ticket)],
  );
  return row?.token_hash ?? null;
}
