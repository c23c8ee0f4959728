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
