import { isApiError } from "../../api/api-error.ts";
import { queryClient } from "../../api/query-client.ts";
import { clearSession, getAccessToken } from "../../api/session.ts";
import { logout } from "./api/logout.ts";
import { setLoginNotice } from "./login-notice.ts";

/**
 * Signs out: asks the server to revoke the token, then forgets the session and every cached
 * answer whatever the server said. A 1010 answer makes the login page show the 7403 message.
 */
export async function signOut(): Promise<void> {
  if (getAccessToken()) {
    try {
      await logout();
    } catch (error) {
      if (isApiError(error) && error.errorCode === "1010") setLoginNotice("7403");
    }
  }
  clearSession();
  queryClient.clear();
}
