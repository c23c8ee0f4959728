import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAllowedPushAddress, pushDestinationProblem, type ResolveHost } from "./push-destination.ts";
import { startPushEndpoint } from "./push-endpoint.test-support.ts";
import { postToPushService } from "./push-post.ts";

const HOSTS = ["push.test", "*.push.test"];
const PRODUCTION = { hosts: HOSTS, localService: false };

/** A name server this test controls: each name's addresses, changed at will (DNS rebinding). */
function fakeDns(table: Record<string, string[]>): ResolveHost {
  return async (host) => {
    const addresses = table[host];
    if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
}

describe("the addresses a push may go to", () => {
  it("takes public unicast addresses only, loopback too when a local push service is allowed", () => {
    for (const address of ["142.250.72.10", "2a00:1450:4001:80b::200a"])
      expect(isAllowedPushAddress(address, PRODUCTION), address).toBe(true);
    for (const address of [
      "127.0.0.1",
      "10.0.0.5",
      "172.16.3.4",
      "192.168.0.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "::ffff:169.254.169.254",
      "not an address",
    ]) {
      expect(isAllowedPushAddress(address, PRODUCTION), address).toBe(false);
    }
    expect(isAllowedPushAddress("127.0.0.1", { localService: true })).toBe(true);
    expect(isAllowedPushAddress("10.0.0.5", { localService: true })).toBe(false);
  });

  it("refuses a push service's name when any of its addresses is not public, or when it does not resolve", async () => {
    const dns = fakeDns({
      "push.test": ["142.250.72.10"],
      "eu.push.test": ["142.250.72.10", "10.0.0.5"],
      "md.push.test": ["169.254.169.254"],
    });
    expect(await pushDestinationProblem("https://push.test/a", PRODUCTION, dns)).toBeNull();
    expect(await pushDestinationProblem("https://eu.push.test/a", PRODUCTION, dns)).toBe("ADDRESS_NOT_PUBLIC");
    expect(await pushDestinationProblem("https://md.push.test/a", PRODUCTION, dns)).toBe("ADDRESS_NOT_PUBLIC");
    expect(await pushDestinationProblem("https://gone.push.test/a", PRODUCTION, dns)).toBe("HOST_UNKNOWN");
    expect(await pushDestinationProblem("https://other.test/a", PRODUCTION, dns)).toBe("NOT_A_PUSH_SERVICE");
  });
});

describe("posting to a push service", () => {
  let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
  beforeAll(async () => {
    endpoint = await startPushEndpoint();
  });
  afterAll(() => endpoint?.close());
  const portOf = () => new URL(endpoint.url("/")).port;

  it("connects only to the address it checked: a name that now leads to this machine gets nothing", async () => {
    // Public when subscribed; the name server answers 127.0.0.1 at the send (DNS rebinding).
    const dns = fakeDns({ "push.test": ["127.0.0.1"] });
    await expect(
      postToPushService(`http://push.test:${portOf()}/rebound`, {}, Buffer.from("x"), { rules: PRODUCTION, resolve: dns }),
    ).rejects.toThrow(/not public/);
    await expect(postToPushService(endpoint.url("/literal"), {}, Buffer.from("x"), { rules: PRODUCTION, resolve: dns })).rejects.toThrow(
      /not public/,
    );
    expect(endpoint.received.map((r) => r.path)).toEqual([]);
  });

  it("answers a redirect's status without following it", async () => {
    const dns = fakeDns({ "push.test": ["127.0.0.1"] });
    const local = { rules: { hosts: HOSTS, localService: true }, resolve: dns };
    expect(await postToPushService(`http://push.test:${portOf()}/redirect/1`, {}, Buffer.from("x"), local)).toBe(307);
    expect(await postToPushService(`http://push.test:${portOf()}/delivered`, {}, Buffer.from("x"), local)).toBe(201);
    expect(endpoint.received.map((r) => r.path)).toEqual(["/redirect/1", "/delivered"]);
  });
});
