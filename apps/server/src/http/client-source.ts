import type { FastifyRequest } from "fastify";

/**
 * Where a try comes from, for limits counted per source: the client address (as `request.ip`
 * gives it, so forwarding headers count only from TRUST_PROXY), an IPv6 client per /64 (one
 * machine holds a whole /64), and the signed-in account when there is one.
 */
export interface ClientSource {
  address: string;
  accountId: string | null;
}

/** The /64 an IPv6 address belongs to ("2001:db8:1:2::/64"); IPv4 and IPv4-mapped addresses as they are. */
export function addressKey(address: string): string {
  const plain = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain);
  if (mapped) return mapped[1]!;
  if (!plain.includes(":")) return plain;
  const [head = "", tail = ""] = plain.split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = plain.includes("::") && tail ? tail.split(":") : [];
  const groups = plain.includes("::") ? [...left, ...Array<string>(Math.max(8 - left.length - right.length, 0)).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, "") || "0")
    .join(":")}::/64`;
}

export function clientSource(request: Pick<FastifyRequest, "ip">, accountId: string | null = null): ClientSource {
  return { address: addressKey(request.ip || "unknown"), accountId };
}

/** The keys a source is counted under: its address, and its account when signed in. */
export function sourceKeys(source: ClientSource): string[] {
  return source.accountId ? [`addr:${source.address}`, `acct:${source.accountId}`] : [`addr:${source.address}`];
}
