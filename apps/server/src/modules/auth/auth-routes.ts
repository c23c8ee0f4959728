import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { findAccountById, presentAccount } from "../accounts/account-repository.ts";
import { hasAcceptedCurrentTerms } from "../terms/terms-repository.ts";
import { createLoginService } from "./login-service.ts";
import type { SessionService } from "./session-service.ts";

/** `lgnV2` (= `v2/login`), `lgn`, `lgout`, `vrfyacctkn`. */
export function registerAuthRoutes(app: FastifyInstance, db: Database, sessions: SessionService): void {
  const logins = createLoginService(db, sessions);

  serveCall(app, "login", ({ body, request }) =>
    logins.login({ brand: request.brand, loginId: body.loginId, password: body.password, clientIp: request.ip }),
  );

  serveCall(app, "loginFlat", async ({ body, request }) => {
    const { token, ...rest } = await logins.login({
      brand: request.brand,
      loginId: body.loginId,
      password: body.password,
      clientIp: request.ip,
    });
    return { ...token, ...rest };
  });

  serveCall(app, "logout", async ({ request }) => {
    await sessions.revoke(request.session!.tokenHash);
    return {};
  });

  serveCall(app, "verifyAccountToken", async ({ request }) => {
    const session = request.session!;
    const account = await findAccountById(db, session.accountId);
    if (!account) throw new ApiError("7403");
    return {
      valid: true as const,
      expireIn: await sessions.secondsLeft(session.tokenHash),
      accountInformation: presentAccount(account),
      verifiedTnC: await hasAcceptedCurrentTerms(db, account.id, account.brand),
    };
  });
}
