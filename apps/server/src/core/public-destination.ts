import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net, { type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Where the server may connect on an owner's behalf (a browser's push service, an owner's webhook,
 * ntfy or Gotify server): public unicast addresses only, checked when the address is kept and again
 * as each connection is made, with the connection pinned to the addresses checked. Web Push and the
 * notification channels share these rules; each says whether a receiver on this machine is allowed
 * (a development-only setting: WEB_PUSH_LOCAL_SERVICE, NOTIFY_LOCAL_RECEIVER).
 */

/** Resolves a host name to all its addresses, as dns.lookup with `all` does (tests give their own). */
export type ResolveHost = (host: string) => Promise<{ address: string; family: number }[]>;

/** The system resolver: what the connection would use. */
export const systemResolve: ResolveHost = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

/** Whether a receiver on this machine (loopback) may be reached: development and tests only. */
export interface DestinationRules {
  allowLoopback: boolean;
}

/** Where a destination's name leads, when it is refused. */
export type AddressProblem = "HOST_UNKNOWN" | "ADDRESS_NOT_PUBLIC";

/**
 * Whether the server may connect to this address: a public unicast one only (never private,
 * loopback, link-local, carrier-grade NAT, multicast, reserved, or an IPv6 form embedding one);
 * loopback too when the rules allow a local receiver.
 */
export function isAllowedAddress(address: string, rules: DestinationRules): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === "unicast" || (rules.allowLoopback && range === "loopback");
}

/** The host of a URL as the resolver and `net` want it (no IPv6 brackets). */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

/** Checks every address the URL's host resolves to (or the address it names). Answers a reason, or null. */
export async function addressProblem(url: URL, rules: DestinationRules, resolve: ResolveHost): Promise<AddressProblem | null> {
  const host = bareHost(url);
  if (net.isIP(host)) return isAllowedAddress(host, rules) ? null : "ADDRESS_NOT_PUBLIC";
  let addresses: { address: string }[];
  try {
    addresses = await resolve(host);
  } catch {
    return "HOST_UNKNOWN";
  }
  if (addresses.length === 0) return "HOST_UNKNOWN";
  return addresses.every(({ address }) => isAllowedAddress(address, rules)) ? null : "ADDRESS_NOT_PUBLIC";
}

/**
 * The `lookup` of a connection to an owner's destination: resolves the name, refuses it when any of
 * its addresses is not allowed, and hands the connection exactly the addresses it checked, so a name
 * that changes between the check and the connect (DNS rebinding) cannot lead elsewhere.
 */
export function pinnedLookup(rules: DestinationRules, resolve: ResolveHost): LookupFunction {
  return (host, options, callback) => {
    resolve(host).then(
      (addresses) => {
        const refused = addresses.length === 0 || addresses.some(({ address }) => !isAllowedAddress(address, rules));
        if (refused) {
          const error = Object.assign(new Error(`${host} resolves to an address that is not public`), { code: "EPUSHADDRESS" });
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

/** Thrown when the destination's address is refused: no retry will change it while the name leads there. */
export class DestinationRefused extends Error {
  readonly permanent = true;
}

/** Milliseconds a destination has to answer. */
const POST_TIMEOUT_MS = 10_000;

/**
 * POSTs to an owner's destination and answers its status. The connection's name lookup is
 * pinnedLookup: only the addresses it checked are connected to. A redirect is an answer like any
 * other (never followed), and the answer's body is not read.
 */
export function postPinned(
  target: string,
  headers: Record<string, string>,
  body: Buffer,
  destination: { rules: DestinationRules; resolve: ResolveHost },
): Promise<number> {
  const url = new URL(target);
  const client = url.protocol === "https:" ? https : http;
  // An address written in the URL is connected to without any lookup: checked here instead.
  const host = bareHost(url);
  if (net.isIP(host) && !isAllowedAddress(host, destination.rules)) {
    return Promise.reject(new DestinationRefused("the destination names an address that is not public"));
  }
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "Content-Length": String(body.length) },
        lookup: pinnedLookup(destination.rules, destination.resolve),
        timeout: POST_TIMEOUT_MS,
        // A connection of its own: an agent's kept-alive socket would skip the lookup.
        agent: false,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("timeout", () => request.destroy(new Error("the destination did not answer in time")));
    request.on("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "EPUSHADDRESS" ? new DestinationRefused(error.message) : error),
    );
    request.end(body);
  });
}
