import dns from "node:dns";
import net, { type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { pushEndpointProblem, type PushServiceRules } from "@carport/domain";

/** Resolves a host name to all its addresses, as dns.lookup with `all` does (tests give their own). */
export type ResolveHost = (host: string) => Promise<{ address: string; family: number }[]>;

/** The system resolver: what the connection would use. */
export const systemResolve: ResolveHost = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

/** Why an endpoint is refused: the domain's reasons, or where its name leads. */
export type PushDestinationProblem = NonNullable<ReturnType<typeof pushEndpointProblem>> | "HOST_UNKNOWN" | "ADDRESS_NOT_PUBLIC";

/**
 * Whether the server may connect to this address: a public unicast one only (never private,
 * loopback, link-local, carrier-grade NAT, multicast, reserved, or an IPv6 form embedding one);
 * loopback too when a local push service is allowed.
 */
export function isAllowedPushAddress(address: string, rules: Pick<PushServiceRules, "localService">): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === "unicast" || (rules.localService && range === "loopback");
}

/** The host of a URL as the resolver and `net` want it (no IPv6 brackets). */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
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
  const problem = pushEndpointProblem(endpoint, rules);
  if (problem) return problem;
  const host = bareHost(new URL(endpoint));
  if (net.isIP(host)) return isAllowedPushAddress(host, rules) ? null : "ADDRESS_NOT_PUBLIC";
  let addresses: { address: string }[];
  try {
    addresses = await resolve(host);
  } catch {
    return "HOST_UNKNOWN";
  }
  if (addresses.length === 0) return "HOST_UNKNOWN";
  return addresses.every(({ address }) => isAllowedPushAddress(address, rules)) ? null : "ADDRESS_NOT_PUBLIC";
}

/**
 * The `lookup` of the connection to a push service: resolves the name, refuses it when any of its
 * addresses is not allowed, and hands the connection exactly the addresses it checked, so a name
 * that changes between the check and the connect (DNS rebinding) cannot lead elsewhere.
 */
export function pushLookup(rules: PushServiceRules, resolve: ResolveHost): LookupFunction {
  return (host, options, callback) => {
    resolve(host).then(
      (addresses) => {
        const refused = addresses.length === 0 || addresses.some(({ address }) => !isAllowedPushAddress(address, rules));
        if (refused) {
          const error = Object.assign(new Error(`push service ${host} resolves to an address that is not public`), {
            code: "EPUSHADDRESS",
          });
          return callback(error, "", 0);
        }
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
        if (options.all) return (callback as unknown as (e: null, a: typeof addresses) => void)(null, wanted);
        const first = wanted[0];
        if (!first) return callback(Object.assign(new Error(`no address for ${host}`), { code: "ENOTFOUND" }), "", 0);
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}
