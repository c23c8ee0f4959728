import { pushEndpointProblem, type PushServiceRules } from "@carport/domain";
import {
  addressProblem,
  isAllowedAddress,
  pinnedLookup,
  type AddressProblem,
  type DestinationRules,
  type ResolveHost,
} from "../../core/public-destination.ts";

export { bareHost, systemResolve, type ResolveHost } from "../../core/public-destination.ts";

/** Why an endpoint is refused: the domain's reasons, or where its name leads. */
export type PushDestinationProblem = NonNullable<ReturnType<typeof pushEndpointProblem>> | AddressProblem;

/** The shared destination rules (core/public-destination.ts) of push services: loopback with WEB_PUSH_LOCAL_SERVICE. */
export const destinationRulesOf = (rules: Pick<PushServiceRules, "localService">): DestinationRules => ({
  allowLoopback: rules.localService,
});

/** Whether the server may connect to this address as a push service's (see isAllowedAddress). */
export function isAllowedPushAddress(address: string, rules: Pick<PushServiceRules, "localService">): boolean {
  return isAllowedAddress(address, destinationRulesOf(rules));
}

/**
 * Checks an endpoint fully: the domain's rules (https, a push service's host), then every address
 * its name resolves to. Answers a reason, or null. Run at subscription; sends check again (pushLookup).
 */
export async function pushDestinationProblem(
  endpoint: string,
  rules: PushServiceRules,
  resolve: ResolveHost,
): Promise<PushDestinationProblem | null> {
  return pushEndpointProblem(endpoint, rules) ?? (await addressProblem(new URL(endpoint), destinationRulesOf(rules), resolve));
}

/** The pinned lookup (core/public-destination.ts) under a push service's rules. */
export const pushLookup = (rules: PushServiceRules, resolve: ResolveHost) => pinnedLookup(destinationRulesOf(rules), resolve);
