import { isValidVin, normalizeVin } from "@carport/domain";

/** The query parameters the login page accepts (account-and-enrollment.md section 2, home.login). */
export interface LoginParams {
  /** An in-app path to open after sign-in instead of the overview. */
  firstPage?: string;
  /** In-car enrollment link: the vehicle and its modem id, kept for the enrollment flow. */
  vin?: string;
  meid?: string;
  /** A vehicle id from a reactivation link: sign-in then leads to reactivate or suspended. */
  vid?: string;
}

export function readLoginParams(search: URLSearchParams): LoginParams {
  const params: LoginParams = {};
  for (const name of ["firstPage", "vin", "meid", "vid"] as const) {
    const value = search.get(name)?.trim();
    if (value) params[name] = value.slice(0, 256);
  }
  return params;
}

/** Only a path inside this app may be opened after sign-in; anything else is ignored. */
export function safeInternalPath(value: string | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  return value;
}

/**
 * Where a sign-in from a car's link lands (home.login's vin and meid): the vehicles list, which
 * opens the add-vehicle dialog for that VIN (or the dialog its waiting enrollment asks for).
 * Null when the link names no valid VIN.
 */
export function enrollmentLinkPath(params: LoginParams): string | null {
  const vin = normalizeVin(params.vin ?? "");
  if (!isValidVin(vin)) return null;
  const query = new URLSearchParams({ enroll: vin });
  const meid = params.meid?.replace(/[^0-9A-Za-z]/g, "");
  if (meid) query.set("meid", meid);
  return `/vehicles?${query.toString()}`;
}
