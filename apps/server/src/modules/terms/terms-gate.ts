import type { FastifyInstance } from "fastify";
import { CALLS, TERMS_EXEMPT_CALLS, type CallDefinition } from "@carport/protocol";
import type { Database } from "../../db/database.ts";
import { ApiError } from "../../http/api-error.ts";
import { hasAcceptedCurrentTerms } from "./terms-repository.ts";

/**
 * Refuses every signed-in call but TERMS_EXEMPT_CALLS with 7030 while the account has not accepted
 * its brand's current terms (a new version unaccepts everyone), before the handler runs: a client
 * that skips the browser's terms page gets no further than the browser. Registered after the
 * session hook, which has authenticated the call by then.
 */
export function registerTermsGate(app: FastifyInstance, db: Database): void {
  const exempt = new Set<CallDefinition>(TERMS_EXEMPT_CALLS.map((id) => CALLS[id] as CallDefinition));
  app.addHook("preHandler", async (request) => {
    const call = request.routeOptions.config.call;
    if (!call || exempt.has(call) || !request.session) return;
    if (!(await hasAcceptedCurrentTerms(db, request.session.accountId, request.brand))) throw new ApiError("7030");
  });
}
