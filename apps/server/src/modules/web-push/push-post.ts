import type { PushServiceRules } from "@carport/domain";
import { postPinned } from "../../core/public-destination.ts";
import { destinationRulesOf, type ResolveHost } from "./push-destination.ts";

/**
 * POSTs one push message and answers the push service's status, through the shared pinned POST
 * (core/public-destination.ts): only checked addresses, no redirect followed, the body not read.
 */
export function postToPushService(
  endpoint: string,
  headers: Record<string, string>,
  body: Buffer,
  destinations: { rules: PushServiceRules; resolve: ResolveHost },
): Promise<number> {
  return postPinned(endpoint, headers, body, { rules: destinationRulesOf(destinations.rules), resolve: destinations.resolve });
}
