import type { FastifyReply, FastifyRequest } from "fastify";

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 form. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:/, "");
  return plain === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/**
 * Headers through which proxies and CDNs name a client's address. Carport reads a client's
 * address from X-Forwarded-For alone, and only from the proxies TRUST_PROXY names; the others it
 * never believes, so a request carrying any of them is not known to come from this machine.
 */
export const CLIENT_ADDRESS_HEADERS = [
  "x-forwarded-for",
  "x-real-ip",
  "forwarded",
  "forwarded-for",
  "x-forwarded",
  "x-original-forwarded-for",
  "cf-connecting-ip",
  "cf-connecting-ipv6",
  "true-client-ip",
  "x-client-ip",
  "x-cluster-client-ip",
  "fastly-client-ip",
  "x-originating-ip",
  "x-remote-ip",
  "x-remote-addr",
  "x-envoy-external-address",
  "client-ip",
] as const;

/** The addresses X-Forwarded-For lists, nearest proxy last. */
function forwardedFor(request: FastifyRequest): string[] {
  const value = request.headers["x-forwarded-for"];
  return (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((v) => v.split(","))
    .map((address) => address.trim())
    .filter((address) => address !== "");
}

/**
 * Pages only a client on this machine may read (the demo's outbox and car screen, /metrics without
 * its token). The socket's own address decides, never a header a client can write: any
 * client-address header but X-Forwarded-For (CF-Connecting-IP, True-Client-IP, X-Real-IP,
 * Forwarded, ...) refuses the request, and X-Forwarded-For only passes when every address it lists
 * was believed (each hop a proxy TRUST_PROXY names, as `request.ips` shows) and is on this machine.
 * A proxy on this machine forwarding someone else does not make that someone local.
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) return false;
  if (CLIENT_ADDRESS_HEADERS.some((name) => name !== "x-forwarded-for" && request.headers[name] !== undefined)) return false;
  const forwarded = forwardedFor(request);
  if (request.headers["x-forwarded-for"] !== undefined && forwarded.length === 0) return false;
  if (forwarded.length === 0) return true;
  // request.ips: the socket's address, then each forwarded address believed (nearest first).
  const believed = request.ips ?? [];
  if (believed.length !== forwarded.length + 1) return false;
  return believed.every(isLoopbackAddress);
}

/** Route hook of the demo pages: 403 for any client that is not on this machine (isLoopbackClient). */
export async function demoPagesLoopbackOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (isLoopbackClient(request)) return;
  await reply
    .status(403)
    .type("text/plain; charset=utf-8")
    .header("cache-control", "no-store")
    .send("The demo's outbox and car screen answer only on the machine the server runs on (loopback).");
}
