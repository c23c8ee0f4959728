/**
 * What the signed-in app shell (lazy parts of the header and layout) may use from the auth
 * feature, without pulling in the auth pages the way index.ts does (see account.ts).
 */
export { keepSessionAlive, signOut, signOutAfterIdle, signOutEverywhere } from "./sign-out.ts";
