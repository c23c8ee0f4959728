import { CALLS, type CallId } from "@carport/protocol";

/** Where and how each call is sent: its path name under /tods/api and its HTTP method. */
export interface CallRoute {
  name: string;
  method: "GET" | "POST";
  /** The share scope: absent, the vehicle's primary driver only; "allowed" both; "only" the second driver only. */
  sharedDriver?: "allowed" | "only";
}

/** What the browser needs of one call definition (plain data). */
export function callRoute(call: { name: string; method: "GET" | "POST"; sharedDriver?: "allowed" | "only" }): CallRoute {
  return call.sharedDriver
    ? { name: call.name, method: call.method, sharedDriver: call.sharedDriver }
    : { name: call.name, method: call.method };
}

/**
 * The routes of every call, read from the protocol's CALLS table. The browser build replaces
 * this module with the same table as plain data (build/protocol-plugin.ts), so that the zod
 * schemas CALLS carries (types only, for the browser) never reach the bundle.
 */
export const CALL_ROUTES: Record<CallId, CallRoute> = Object.fromEntries(
  (Object.keys(CALLS) as CallId[]).map((id) => [id, callRoute(CALLS[id])]),
) as Record<CallId, CallRoute>;
