import { isMobileUserAgent, isRemotePageAvailable } from "@carport/domain";
import { redirect, type LoaderFunctionArgs } from "react-router";
import { isApiError } from "../../api/api-error.ts";
import { queryClient } from "../../api/query-client.ts";
import { getSelectedVehicleId, getSession } from "../../api/session.ts";
import { BRANDS } from "../../brands/brands.ts";
import { getBrandCode } from "../../brands/current-brand.ts";
import { signOut } from "../../session/sign-out.ts";
import { offersAppointment } from "../../features/support/appointment.ts";
import { mayCall, mayOpen } from "../../session/vehicles/share-scope.ts";
import { vehicleListQueryOptions } from "../../session/vehicles/vehicle-list.ts";
import { anonymousOnly, requireFuelKind, requireSession, requireVehicle, type SelectedVehicle } from "./guards.ts";
import { readLastRemotePage, remoteLandingPath, rememberRemotePage, type RemotePage } from "./remote-landing.ts";

/** Loaders of routes whose rules are their own (vehicle-area.md sections 2 and 6). */

/** /logout: revoke the token, forget the session, show the login page. */
export async function logoutLoader(): Promise<Response> {
  await signOut();
  return redirect("/login");
}

/**
 * /remote: the last remote page used, or the one the vehicle's kind suggests. The selected
 * vehicle's read (`sltvhcl`) is the status call that says whether it has remote ignition; when
 * it fails, the fuel kind comes from the vehicle list and the landing applies the spec's
 * failed-status rule (EV/PHEV to charge, others to start).
 */
export async function remoteLandingLoader(): Promise<Response> {
  let selected: SelectedVehicle;
  try {
    selected = await requireVehicle();
  } catch (failure) {
    if (!isApiError(failure)) throw failure; // a redirect (no session, no vehicle) or a bug
    const vehicleId = getSelectedVehicleId();
    const listed = await queryClient
      .ensureQueryData(vehicleListQueryOptions())
      .then((list) => list.vehicles.find((v) => v.vehicleId === vehicleId) ?? null)
      .catch(() => null);
    if (!listed) throw failure;
    const landing = remoteLandingPath({
      lastPage: readLastRemotePage(listed.vehicleId),
      fuelKindCode: listed.fuelKindCode,
      remoteIgnition: false,
      statusCallFailed: true,
    });
    return redirect(mayOpen(listed.driverRole, landing) ? landing : "/remote/lock");
  }
  const landing = remoteLandingPath({
    lastPage: readLastRemotePage(selected.vehicle.vehicleId),
    fuelKindCode: selected.vehicle.fuelKindCode,
    remoteIgnition: selected.features.remoteIgnition === "Y",
  });
  // A second driver lands on a page of the share scope (the door lock is in it for every vehicle).
  return redirect(mayOpen(selected.vehicle.driverRole, landing) ? landing : "/remote/lock");
}

/** A remote page: guarded by vehicle (and fuel kind), then remembered for the landing. */
export function remotePageLoader(page: RemotePage, fuelKinds?: Parameters<typeof requireFuelKind>[0]) {
  return async (): Promise<null> => {
    const selected = fuelKinds ? await requireFuelKind(fuelKinds) : await requireVehicle();
    // Remote start and stop need remote ignition (@carport/domain); without it the page is the door lock.
    const vehicle = { fuelKindCode: selected.vehicle.fuelKindCode, hasRemoteIgnition: selected.features.remoteIgnition === "Y" };
    const ignitionPage = page === "/remote/start" ? "start" : page === "/remote/stop" ? "stop" : null;
    if (ignitionPage && !isRemotePageAvailable(ignitionPage, vehicle)) throw redirect("/remote/lock");
    if (!mayOpen(selected.vehicle.driverRole, page)) throw redirect("/remote/lock");
    rememberRemotePage(selected.vehicle.vehicleId, page);
    return null;
  };
}

/** Charging options: an EV or PHEV fully enrolled (status 4), else personal settings (section 6). */
export async function chargingOptionsLoader(): Promise<null> {
  let selected;
  try {
    selected = await requireVehicle();
  } catch (failure) {
    // No (longer a) selected vehicle: personal settings instead of the vehicles list.
    if (failure instanceof Response && failure.headers.get("Location") === "/vehicles") {
      throw redirect("/account/personalSetting");
    }
    throw failure;
  }
  // A second driver has no charging options of a shared vehicle (outside the share scope).
  if (!mayOpen(selected.vehicle.driverRole, "/account/chargingOptions")) throw redirect("/account/personalSetting");
  const { fuelKindCode, enrollmentStatus } = selected.vehicle;
  if ((fuelKindCode !== "E" && fuelKindCode !== "P") || enrollmentStatus !== 4) {
    throw redirect("/account/personalSetting");
  }
  return null;
}

/** The device is a phone or tablet (code login is mobile-only): the same rule the server applies to lgnvcd. */
function isMobileDevice(): boolean {
  return isMobileUserAgent(navigator.userAgent);
}

/** /codelogin: only on a mobile device and with a code; otherwise page not found. */
export function codeLoginLoader({ request }: LoaderFunctionArgs): null {
  const params = new URL(request.url).searchParams;
  const code = params.get("code") ?? params.get("authCode");
  if (!code || !isMobileDevice()) throw redirect("/pagenotfound");
  return null;
}

/** /resetpw: a login-type page, and a reset link without its code is no page at all (section 8). */
export function resetPasswordLoader({ request }: LoaderFunctionArgs): null {
  anonymousOnly();
  if (!new URL(request.url).searchParams.get("pin")?.trim()) throw redirect("/pagenotfound");
  return null;
}

/** Release notes do not exist for kci; a note id is required. */
export function releaseNotesLoader({ params }: LoaderFunctionArgs): null {
  if (!BRANDS[getBrandCode()].hasReleaseNotes || !params.noteId) throw redirect("/pagenotfound");
  return null;
}

/** /notice/:noteId is the older address of a release note. */
export function noticeLoader({ params }: LoaderFunctionArgs): Response {
  return redirect(`/overtheairsoftwareupdates/releasenotes/${encodeURIComponent(params.noteId ?? "")}`);
}

/** Dealer appointments open from a schedule-dealer action with a dealer code. */
export async function appointmentLoader({ request }: LoaderFunctionArgs): Promise<null> {
  if (!offersAppointment(getBrandCode(), new URL(request.url).searchParams.get("dealerCode"))) throw redirect("/pagenotfound");
  const selected = await requireVehicle();
  // The hand-off is the vehicle owner's: a second driver's vehicle has none to book.
  if (!mayCall(selected.vehicle.driverRole, "ssoToken")) throw redirect("/cwp/overview");
  return null;
}

/**
 * /invitation (the invitation mail's link): a signed-out visitor signs in first and comes back
 * here (login's `firstPage`), keeping the mail's language; signed in, the session guard applies.
 */
export async function invitationLoader({ request }: LoaderFunctionArgs): Promise<null> {
  if (!getSession()) {
    const login = new URLSearchParams({ firstPage: "/invitation" });
    const lang = new URL(request.url).searchParams.get("lang");
    if (lang) login.set("lang", lang);
    throw redirect(`/login?${login.toString()}`);
  }
  await requireSession();
  return null;
}

/** Cookies and storage are required to keep a session; without them the explanation page. */
export function cookiesLoader({ request }: LoaderFunctionArgs): null {
  if (new URL(request.url).pathname === "/cookiesdisabled") return null;
  let usable = navigator.cookieEnabled;
  try {
    sessionStorage.setItem("carport.probe", "1");
    sessionStorage.removeItem("carport.probe");
  } catch {
    usable = false;
  }
  if (!usable) throw redirect("/cookiesdisabled");
  return null;
}
