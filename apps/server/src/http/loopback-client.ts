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

/** Every client address a request's forwarding headers name (X-Forwarded-For, X-Real-IP, Forwarded's for=). */
function forwardedClients(request: FastifyRequest): string[] {
  const headers = request.headers;
  const list = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : []).flatMap((v) => v.split(","));
  const forwarded = list(headers.forwarded)
    .flatMap((part) => part.split(";"))
    .map((pair) => pair.trim())
    .filter((pair) => /^for=/i.test(pair));
  return [
    ...list(headers["x-forwarded-for"]),
    ...list(headers["x-real-ip"]),
    ...forwarded.map((pair) =>
      pair
        .slice(4)
        .replace(/^"|"$/g, "")
        .replace(/^\[([^\]]+)\](:\d+)?$/, "$1"),
    ),
  ].map((address) => address.trim());
}

/**
 * Pages only a client on this machine may read (the demo's outbox and car screen, /metrics without
 * its token). The socket's own address decides, never a header a client can write; and a proxy on
 * this machine forwarding someone else (a forwarding header naming any other address) does not
 * make that someone local.
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) return false;
  return forwardedClients(request).every(isLoopbackAddress);
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
