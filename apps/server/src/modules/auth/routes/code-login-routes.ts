import type { FastifyInstance } from "fastify";
import { isMobileUserAgent } from "@carport/domain";
import { serveCall } from "../../../http/api-call.ts";
import { ApiError } from "../../../http/api-error.ts";
import { findAccountById } from "../../../core/account-repository.ts";
import { originOf } from "../../../core/security-event-repository.ts";
import { createLoginCodes } from "../codes/index.ts";
import type { LoginService } from "../sessions/index.ts";
import { accountLockReason, type SignInSecurity } from "../sessions/index.ts";

/**
 * Code login (vehicle-area.md "Code login"): the signed-in mobile app asks `isslgncd` for a code
 * and opens the portal's code-login page with it; `lgnvcd` redeems it on that phone. In order:
 * not a mobile user agent 7551 (the code is not spent); an address with too many wrong codes
 * 7429; a wrong, used or expired code 7550 (counted); a locked account 7402 / 7530; deactivated
 * 7405; otherwise a session, recorded as a sign-in by code.
 */
export function registerCodeLoginRoutes(app: FastifyInstance, security: SignInSecurity, logins: LoginService): void {
  const { db } = security;
  const codes = createLoginCodes(db);

  serveCall(app, "issueLoginCode", ({ session }) => codes.issue(session.accountId));

  serveCall(app, "codeLogin", async ({ body, request }) => {
    if (!isMobileUserAgent(request.headers["user-agent"])) throw new ApiError("7551");
    if (await codes.addressBlocked(request.ip)) throw new ApiError("7429", undefined, 429);
    const accountId = await codes.redeem(body.authCode, request.ip);
    const account = accountId ? await findAccountById(db, accountId) : null;
    if (!account) throw new ApiError("7550");
    const lock = await accountLockReason(db, account.id);
    if (lock) throw new ApiError(lock === "fraud" ? "7530" : "7402");
    if (account.status === "deactivated") throw new ApiError("7405");
    return logins.openSession(account, request.ip, { origin: originOf(request), method: "code" });
  });
}
