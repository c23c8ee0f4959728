import { isApiError } from "../api/api-error.ts";
import { queryClient } from "../api/query-client.ts";
import { sessionErrorCodeOf, sessionErrorPath, TERMS_NOT_ACCEPTED_CODE, VEHICLE_GONE_CODE } from "../api/session-errors.ts";
import { clearSession, setSelectedVehicleId, updateSession } from "../api/session.ts";
import { currentPath, navigateTo } from "./navigation.ts";

/**
 * What any failed call means for the whole app (specs section 8): a session or account-state
 * code drops the session and opens the special error page; 7030 (terms not accepted) keeps the
 * session and opens the terms to accept; 7202 forgets the selected vehicle and goes back to the
 * list. Everything else is the screen's to show.
 */
export function handleGlobalApiError(error: unknown): void {
  const sessionCode = sessionErrorCodeOf(error);
  if (sessionCode) {
    clearSession();
    const target = sessionErrorPath(sessionCode);
    if (`${currentPath()}${window.location.search}` !== target) navigateTo(target);
    return;
  }
  if (isApiError(error) && error.errorCode === TERMS_NOT_ACCEPTED_CODE) {
    updateSession({ verifiedTnC: false });
    if (currentPath() !== "/confirmTerms") navigateTo("/confirmTerms");
    return;
  }
  if (isApiError(error) && error.errorCode === VEHICLE_GONE_CODE) {
    setSelectedVehicleId(null);
    void queryClient.invalidateQueries({ queryKey: ["vehicles", "list"] });
    if (currentPath() !== "/vehicles") navigateTo("/vehicles");
  }
}
