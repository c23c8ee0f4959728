/**
 * Where an unhandled error leads (account-and-enrollment.md 2): cwp.error for a state under cwp,
 * which covers the vehicle area's /cwp pages and the remote pages (cwp.start, cwp.lock, …,
 * cwp.error-dailylimit); default.error elsewhere.
 */
export function errorPagePath(pathname: string): "/cwp/error" | "/error" {
  return /^\/(cwp|remote)(\/|$)/.test(pathname) ? "/cwp/error" : "/error";
}
