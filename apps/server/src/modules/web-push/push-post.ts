import http from "node:http";
import https from "node:https";
import type { PushServiceRules } from "@carport/domain";
import net from "node:net";
import { bareHost, isAllowedPushAddress, pushLookup, type ResolveHost } from "./push-destination.ts";

/** Milliseconds a push service has to answer. */
const PUSH_TIMEOUT_MS = 10_000;

/**
 * POSTs one push message and answers the push service's status. The connection's name lookup is
 * pushLookup: only the addresses it checked are connected to. A redirect is an answer like any other
 * (never followed), and the answer's body is not read.
 */
export function postToPushService(
  endpoint: string,
  headers: Record<string, string>,
  body: Buffer,
  destinations: { rules: PushServiceRules; resolve: ResolveHost },
): Promise<number> {
  const url = new URL(endpoint);
  const client = url.protocol === "https:" ? https : http;
  // An address written in the URL is connected to without any lookup: checked here instead.
  const host = bareHost(url);
  if (net.isIP(host) && !isAllowedPushAddress(host, destinations.rules)) {
    return Promise.reject(new Error("push endpoint names an address that is not public"));
  }
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "Content-Length": String(body.length) },
        lookup: pushLookup(destinations.rules, destinations.resolve),
        timeout: PUSH_TIMEOUT_MS,
        // A connection of its own: an agent's kept-alive socket would skip the lookup.
        agent: false,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("timeout", () => request.destroy(new Error("push service did not answer in time")));
    request.on("error", reject);
    request.end(body);
  });
}
