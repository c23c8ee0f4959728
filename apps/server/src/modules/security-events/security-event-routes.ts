import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { listSecurityEvents } from "../../core/security-event-repository.ts";

/** `gtsecevnts`: the signed-in account's own security events, paged, newest first. */
export function registerSecurityEventRoutes(app: FastifyInstance, db: Database): void {
  serveCall(app, "securityEvents", ({ body, session }) => listSecurityEvents(db, session.accountId, body));
}
