import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { LoginRequest } from "@carport/protocol";
import { serveCall } from "../../../http/api-call.ts";
import { ApiError } from "../../../http/api-error.ts";
import { findAccountById, presentAccount } from "../../../core/account-repository.ts";
import { hasAcceptedCurrentTerms } from "../../terms/index.ts";
import { registerCodeLoginRoutes } from "./code-login-routes.ts";
import { registerFraudRoutes } from "./fraud-routes.ts";
import { deviceIdOf } from "../sessions/index.ts";
import { createLoginService, type LoginInput } from "../sessions/index.ts";
import { registerMfaRoutes } from "./mfa-routes.ts";
import { registerRecoveryRoutes } from "./recovery-routes.ts";
import type { SignInSecurity } from "../sessions/index.ts";
import { originOf } from "../../../core/security-event-repository.ts";

function loginInput(body: LoginRequest, request: FastifyRequest): LoginInput {
  return {
    brand: request.brand,
    loginId: body.loginId,
    password: body.password,
    clientIp: request.ip,
    deviceId: deviceIdOf(request.headers.deviceid),
    captchaKey: body.captchaKey,
    captchaValue: body.captchaValue,
    origin: originOf(request),
  };
}

/** The `captchayn` response header: Y while the next attempt must carry a solved captcha. */
const captchaHeader = (reply: FastifyReply) => (required: boolean) => reply.header("captchayn", required ? "Y" : "N");

/**
 * Sign-in (`lgnV2` = `v2/login`, `lgn`), `lgout`, `vrfyacctkn`, `gtcptch`, and the sign-in
 * security and recovery calls (one-time code for a new device, reset, unlock, fraud).
 */
export function registerAuthRoutes(app: FastifyInstance, security: SignInSecurity): void {
  const { db, sessions, captchas } = security;
  const logins = createLoginService(security);

  serveCall(app, "login", ({ body, request, reply }) => logins.login(loginInput(body, request), captchaHeader(reply)));

  serveCall(app, "loginFlat", async ({ body, request, reply }) => {
    const { token, ...rest } = await logins.login(loginInput(body, request), captchaHeader(reply));
    return { ...token, ...rest };
  });

  serveCall(app, "captcha", () => captchas.issue());
  serveCall(app, "textCaptcha", ({ request }) => captchas.issueText(request.language));

  serveCall(app, "logout", async ({ session }) => {
    await sessions.revoke(session.tokenHash);
    return {};
  });

  serveCall(app, "verifyAccountToken", async ({ session }) => {
    const account = await findAccountById(db, session.accountId);
    if (!account) throw new ApiError("7403");
    return {
      valid: true as const,
      expireIn: await sessions.secondsLeft(session.tokenHash),
      accountInformation: presentAccount(account),
      verifiedTnC: await hasAcceptedCurrentTerms(db, account.id, account.brand),
    };
  });

  registerMfaRoutes(app, security, logins);
  registerCodeLoginRoutes(app, security, logins);
  registerRecoveryRoutes(app, security);
  registerFraudRoutes(app, security);
}
