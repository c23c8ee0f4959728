import type { CallResult } from "@carport/protocol";
import { queryClient } from "../../api/query-client.ts";
import { startSession } from "../../api/session.ts";
import { wasLanguageChosen } from "../../lib/remembered-choices.ts";
import { changeLanguage } from "../../i18n/i18n.ts";
import { verifyAccountTokenQueryOptions } from "../../session/account.ts";

/**
 * Turns a login answer into a session: forgets anything cached for a previous account, stores
 * the token (on the device with "Remember me", else for the browser's tabs while it is open),
 * records what the guards need so they need not ask again, and applies the account's language
 * preference unless the user picked a language during this visit.
 */
export async function startSignedInSession(
  result: CallResult<"login">,
  options: { remember?: boolean; loginId?: string | null } = {},
): Promise<void> {
  queryClient.getQueryCache().clear();
  const session = startSession({
    accessToken: result.token.accessToken,
    expireIn: result.token.expireIn,
    verifiedTnC: result.verifiedTnC,
    remember: options.remember === true,
    loginId: options.loginId ?? result.accountInformation.email ?? null,
  });
  queryClient.setQueryData(verifyAccountTokenQueryOptions(session.accessToken).queryKey, {
    valid: true,
    expireIn: result.token.expireIn,
    accountInformation: result.accountInformation,
    verifiedTnC: result.verifiedTnC,
  });
  if (!wasLanguageChosen()) await changeLanguage(result.accountInformation.preference.languageId);
}
