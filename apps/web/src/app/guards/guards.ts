import type { CallResult, FuelKindCode } from "@carport/protocol";
import { redirect } from "react-router";
import { isApiError } from "../../api/api-error.ts";
import { queryClient } from "../../api/query-client.ts";
import { sessionErrorCodeOf, sessionErrorPath, VEHICLE_GONE_CODE } from "../../api/session-errors.ts";
import { clearSession, getSelectedVehicleId, getSession, setSelectedVehicleId, type Session } from "../../api/session.ts";
import { verifyAccountTokenQueryOptions } from "../../session/account.ts";
import { loadSignedInShell } from "../layout/signed-in-shell-loader.ts";
import { selectedVehicleQueryOptions } from "../../session/vehicles/selected-vehicle.ts";
import { mayOpen, type VehiclePagePath } from "../../session/vehicles/share-scope.ts";

/**
 * Route guards (vehicle-area.md section 2), run as route loaders before a page renders. Each
 * throws a redirect when its condition fails; each re-checks what it builds on, so a guard
 * never relies on another route's loader having run first.
 */

/** A failed call inside a guard: session codes go to the special error page, others to the error boundary. */
function guardFailure(error: unknown): unknown {
  const code = sessionErrorCodeOf(error);
  if (code) {
    clearSession();
    return redirect(sessionErrorPath(code));
  }
  return error;
}

/** Login-type pages: a signed-in user is sent to logout first. */
export function anonymousOnly(): null {
  if (getSession()) throw redirect("/logout");
  return null;
}

/** A token is enough (the terms page, which is where unaccepted terms lead). */
export function requireSignedIn(): Session {
  const session = getSession();
  if (!session) {
    clearSession();
    throw redirect("/login");
  }
  return session;
}

/** A signed-in session whose token the server accepts and whose terms are accepted; otherwise sign out. */
export async function requireSession(): Promise<Session> {
  const session = requireSignedIn();
  let verifiedTnC: boolean;
  try {
    // The signed-in shell's chunk loads beside the check, so the page renders with its navigation.
    const [account] = await Promise.all([
      queryClient.ensureQueryData(verifyAccountTokenQueryOptions(session.accessToken)),
      loadSignedInShell(),
    ]);
    verifiedTnC = account.verifiedTnC;
  } catch (error) {
    throw guardFailure(error);
  }
  if (!session.verifiedTnC || !verifiedTnC) throw redirect("/logout");
  return session;
}

export type SelectedVehicle = CallResult<"selectVehicle">;

/** A session and a selected vehicle that still exists; otherwise the vehicles list. */
export async function requireVehicle(): Promise<SelectedVehicle> {
  const vehicleId = getSelectedVehicleId();
  // Asked beside the session check rather than after it, so a vehicle page waits for one round
  // trip, not two; its answer counts only once the session is known good.
  const selecting = vehicleId && getSession()?.verifiedTnC ? queryClient.ensureQueryData(selectedVehicleQueryOptions(vehicleId)) : null;
  selecting?.catch(() => {});
  await requireSession();
  if (!vehicleId) throw redirect("/vehicles");
  try {
    return await (selecting ?? queryClient.ensureQueryData(selectedVehicleQueryOptions(vehicleId)));
  } catch (error) {
    if (isApiError(error) && error.errorCode === VEHICLE_GONE_CODE) {
      setSelectedVehicleId(null);
      throw redirect("/vehicles");
    }
    throw guardFailure(error);
  }
}

/**
 * A vehicle page the selected vehicle's driver may open: a second driver is sent to `fallback`
 * from a page outside the share scope, whose calls the server would refuse.
 */
export async function requireVehiclePage(path: VehiclePagePath, fallback = "/cwp/overview"): Promise<SelectedVehicle> {
  const selected = await requireVehicle();
  if (!mayOpen(selected.vehicle.driverRole, path)) throw redirect(fallback);
  return selected;
}

/** Screens for some fuel kinds only (EV and PHEV charging, EV climate): others go to the overview. */
export async function requireFuelKind(kinds: readonly FuelKindCode[]): Promise<SelectedVehicle> {
  const selected = await requireVehicle();
  if (!kinds.includes(selected.vehicle.fuelKindCode)) throw redirect("/cwp/overview");
  return selected;
}
