import { CALLS, type CallId } from "@carport/protocol";

/** Where and how each call is sent: its path name under /tods/api and its HTTP method. */
export interface CallRoute {
  name: string;
  method: "GET" | "POST";
}

/**
 * The routes of every call, read from the protocol's CALLS table. The browser build replaces
 * this module with the same table as plain data (build/protocol-plugin.ts), so that the zod
 * schemas CALLS carries (types only, for the browser) never reach the bundle.
 */
export const CALL_ROUTES: Record<CallId, CallRoute> = Object.fromEntries(
  (Object.keys(CALLS) as CallId[]).map((id) => [id, { name: CALLS[id].name, method: CALLS[id].method }]),
) as Record<CallId, CallRoute>;
