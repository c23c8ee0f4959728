import { postLoginDestination } from "@carport/domain";
import { queryClient } from "../api/query-client.ts";
import { getSession, updateSession } from "../api/session.ts";
import { readStored, writeStored } from "../lib/storage.ts";
import { enrollmentLinkPath, safeInternalPath, type LoginParams } from "../features/auth/index.ts";
import { verifyAccountTokenQueryOptions } from "../session/account.ts";
import { selectVehicle } from "../session/vehicles/select-vehicle.ts";
import { vehicleListQueryOptions } from "../session/vehicles/vehicle-list.ts";

type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

const PENDING_KEY = "carport.pendingLoginParams";

/** Login parameters wait in the tab while the user reads the terms, then apply after acceptance. */
function savePendingParams(params: LoginParams): void {
  writeStored("session", PENDING_KEY, JSON.stringify(params));
}

function takePendingParams(): LoginParams {
  const raw = readStored("session", PENDING_KEY);
  writeStored("session", PENDING_KEY, null);
  if (!raw) return {};
  try {
    return JSON.parse(raw) as LoginParams;
  } catch {
    return {};
  }
}

/**
 * After sign-in (or after accepting the terms): lists the vehicles and lets the domain's
 * `postLoginDestination` decide where the user lands; selects the vehicle when that is its overview.
 */
export async function continueAfterSignIn(params: LoginParams, navigate: Navigate): Promise<void> {
  const session = getSession();
  if (!session) {
    await navigate("/login", { replace: true });
    return;
  }
  // Unaccepted terms come first whatever the vehicles are; the list is read once they are accepted.
  const vehicles = session.verifiedTnC ? (await queryClient.fetchQuery(vehicleListQueryOptions())).vehicles : [];
  const destination = postLoginDestination({ verifiedTnC: session.verifiedTnC, vehicles, vid: params.vid });
  // A car's link (vin, meid) came to have this vehicle added: its dialog opens on the vehicles list.
  const enrollPath = destination.kind === "terms" || params.vid ? null : enrollmentLinkPath(params);
  if (enrollPath) {
    await navigate(enrollPath, { replace: true });
    return;
  }
  switch (destination.kind) {
    case "terms":
      savePendingParams(params);
      await navigate("/confirmTerms", { replace: true });
      return;
    case "vehicles":
      // A page that needs no selected vehicle (the invitation a mail links to) opens as asked.
      await navigate(safeInternalPath(params.firstPage) ?? "/vehicles", { replace: true });
      return;
    case "reactivate":
      await navigate(`/reactivate?vid=${encodeURIComponent(destination.vehicleId)}`, { replace: true });
      return;
    case "suspended":
      await navigate(`/suspended?vid=${encodeURIComponent(destination.vehicleId)}`, { replace: true });
      return;
    case "overview": {
      await selectVehicle(destination.vehicleId);
      const firstPage = destination.suspended ? null : safeInternalPath(params.firstPage);
      await navigate(firstPage ?? (destination.suspended ? "/cwp/overview?suspended=1" : "/cwp/overview"), {
        replace: true,
      });
      return;
    }
  }
}

/**
 * After a code login (vehicle-area.md section 4, "Code login"): with accepted terms, the first
 * suspended vehicle opens its overview blocked behind the unenrollment popup; otherwise the
 * sign-in lands as any other.
 */
export async function continueAfterCodeLogin(navigate: Navigate): Promise<void> {
  if (getSession()?.verifiedTnC) {
    const { vehicles } = await queryClient.fetchQuery(vehicleListQueryOptions());
    const suspended = vehicles.find((v) => v.suspendYn === "Y");
    if (suspended) {
      await selectVehicle(suspended.vehicleId);
      await navigate("/cwp/overview?suspended=1", { replace: true });
      return;
    }
  }
  await continueAfterSignIn({}, navigate);
}

/** The terms were accepted: record it, then land where the sign-in was heading. */
export async function continueAfterTerms(navigate: Navigate): Promise<void> {
  updateSession({ verifiedTnC: true });
  const token = getSession()?.accessToken;
  if (token) {
    const key = verifyAccountTokenQueryOptions(token).queryKey;
    queryClient.setQueryData(key, (old) => (old ? { ...old, verifiedTnC: true } : old));
  }
  await continueAfterSignIn(takePendingParams(), navigate);
}
