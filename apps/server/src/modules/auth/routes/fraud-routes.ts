import type { FastifyInstance } from "fastify";
import { serveCall } from "../../../http/api-call.ts";
import { ApiError } from "../../../http/api-error.ts";
import { findAccountById } from "../../../core/account-repository.ts";
import { UNLOCK_CODE_MINUTES } from "../codes/index.ts";
import type { SignInSecurity } from "../sessions/index.ts";
import { originOf, recordSecurityEvent } from "../../../core/security-event-repository.ts";

/**
 * The fraud report behind the link of every sign-in-code and new-device mail (/reportFraud/<code>):
 * `rptfrd` step 1 checks the code, step 2 ("I did not request it") locks the account for fraud
 * (7530) and mails an unlock code, step -1 ("I did") changes nothing; `rmalltkn` signs the account
 * out everywhere, with the fraud code or with the caller's own access token.
 */
export function registerFraudRoutes(app: FastifyInstance, security: SignInSecurity): void {
  const { db, attempts, codes, mail, sessions } = security;

  async function accountOfFraudCode(fraudCode: string) {
    const code = await codes.findFraudCode(fraudCode);
    const account = code ? await findAccountById(db, code.account_id) : null;
    if (!account) throw new ApiError("7440");
    return account;
  }

  serveCall(app, "reportFraud", async ({ body, request }) => {
    const account = await accountOfFraudCode(body.fraudCode);
    if (body.step === 1) return { requested: "unknown" as const };
    if (body.step === -1) return { thanks: true as const };
    await recordSecurityEvent(db, { accountId: account.id, kind: "fraudReported", origin: originOf(request) });
    if (await attempts.lock(account.id, "fraud")) {
      await recordSecurityEvent(db, {
        accountId: account.id,
        kind: "accountLocked",
        origin: originOf(request),
        detail: { reason: "fraud" },
      });
      // The notice carries the unlock code, and the fraud link again to sign out everywhere.
      const unlockCode = await codes.issueUnlockCode(account.id);
      await mail.send(account, {
        kind: "fraudNotice",
        code: unlockCode,
        unlockLink: mail.unlockLink(account),
        minutes: UNLOCK_CODE_MINUTES,
        fraudLink: mail.fraudLink(account, body.fraudCode),
      });
    }
    return { fraudReported: true as const };
  });

  serveCall(app, "removeAllTokens", async ({ body, request }) => {
    const accountId = body.fraudCode
      ? (await accountOfFraudCode(body.fraudCode)).id
      : (await sessions.authenticate(request.headers.accesstoken, request.brand)).accountId;
    await sessions.revokeAllTokens(accountId);
    await recordSecurityEvent(db, { accountId, kind: "signedOutEverywhere", origin: originOf(request) });
    return {};
  });
}
