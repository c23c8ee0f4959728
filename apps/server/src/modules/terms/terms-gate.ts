import type { FastifyInstance } from "fastify";
import { CALLS, TERMS_EXEMPT_CALLS, type CallDefinition } from "@carport/protocol";
import type { AnswerCache } from "../../db/answer-cache.ts";
import type { Database } from "../../db/database.ts";
import { ApiError } from "../../http/api-error.ts";
import { addCallHook } from "../../http/call-hooks.ts";
import { hasAcceptedCurrentTerms } from "./terms-repository.ts";

/**
 * Refuses every signed-in call but TERMS_EXEMPT_CALLS with 7030 while the account has not accepted
 * its brand's current terms (a new version unaccepts everyone), before the handler runs: a client
 * that skips the browser's terms page gets no further than the browser. Registered after the
 * session hook, which has authenticated the call by then.
 */
export function registerTermsGate(app: FastifyInstance, db: Database, answers: AnswerCache): void {
  const exempt = new Set<CallDefinition>(TERMS_EXEMPT_CALLS.map((id) => CALLS[id] as CallDefinition));
  // Only an acceptance is kept (a refusal is read again each time): it ends with a new version of
  // the terms, or the account's acceptances going, both announced (migration 020).
  const acceptances = answers.kind<boolean>("termsAcceptances");
  addCallHook(app, "preHandler", (call) => {
    if (call.access === "anonymous" || exempt.has(call)) return undefined;
    // Taking `done`: an acceptance kept in memory, nearly every call's case, lets it on at once.
    return (request, _reply, done) => {
      if (!request.session) return done();
      const { accountId } = request.session;
      const key = `${accountId}|${request.brand}`;
      if (acceptances.peek(key)) return done();
      acceptances
        .read(
          key,
          () => hasAcceptedCurrentTerms(db, accountId, request.brand),
          (yes) => (yes ? { accounts: [accountId], vehicles: [] } : null),
        )
        .then((accepted) => done(accepted ? undefined : new ApiError("7030")), done);
    };
  });
}
