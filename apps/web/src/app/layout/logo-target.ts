/**
 * Where the header's logo leads (vehicle-area.md 2, "Route guards"): the login page when signed
 * out; the vehicle list when the account has no vehicle (or before the list is known); otherwise
 * the selected vehicle's overview (whose guard sends to the list when none is selected).
 */
export function logoTarget(signedIn: boolean, vehicleCount: number | undefined): "/login" | "/vehicles" | "/cwp/overview" {
  if (!signedIn) return "/login";
  return vehicleCount ? "/cwp/overview" : "/vehicles";
}
