import { isApiError } from "../api/api-error.ts";
import { callApi } from "../api/client.ts";
import { queryClient } from "../api/query-client.ts";
import { clearSession, getAccessToken, markSessionEnding } from "../api/session.ts";
import { setLoginNotice, type LoginNotice } from "./login-notice.ts";

function forgetSession(): void {
  clearSession();
  queryClient.clear();
}

/**
 * Signs out: asks the server to revoke the token, then forgets the session and every cached
 * answer whatever the server said. The login page then says why (`notice`); a 1010 answer makes
 * it show the 7403 message. The notice is set before the session is forgotten, so a login page
 * that appears as soon as the session is gone still finds it.
 */
export async function signOut(notice: LoginNotice | null = null): Promise<void> {
  let reason = notice;
  if (getAccessToken()) {
    try {
      // `lgout`: the token is revoked on the server. Calls still on their way then answer 7403,
      // which is this sign-out, not an expired session to show the error page for.
      const revoking = callApi("logout", {});
      markSessionEnding();
      await revoking;
    } catch (error) {
      if (isApiError(error) && error.errorCode === "1010") reason ??= "7403";
    }
  }
  if (reason) setLoginNotice(reason);
  forgetSession();
}

/** The idle timeout ran out: sign out, and the login page says why. */
export function signOutAfterIdle(): Promise<void> {
  return signOut("idle");
}

/**
 * "Sign out everywhere" while signed in (`rmalltkn` with this session's token): every session of
 * the account ends, this one included. A failure throws and leaves this session as it was.
 */
export async function signOutEverywhere(): Promise<void> {
  await callApi("removeAllTokens", {});
  markSessionEnding();
  setLoginNotice("everywhere");
  forgetSession();
}

/**
 * Renews the token while the user is active without calling the server otherwise: any accepted
 * call does it (`vrfyacctkn` is the lightest). Failures are answered as any call's.
 */
export async function keepSessionAlive(): Promise<void> {
  await callApi("verifyAccountToken", {});
}
