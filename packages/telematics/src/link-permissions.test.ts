import { describe, expect, it } from "vitest";
import { refusalDelayMs } from "./broker.ts";
import { LINK_CHANNELS } from "./asyncapi.ts";
import { CAR_RETAINS, carMayRetain, linkPermissions, ownsClientId, permits } from "./link-permissions.ts";
import { hashLinkSecret, newLinkSecret, verifyLinkSecret } from "./link-secret.ts";

const NS = "carport/v1";
const A = "2HMAUEC5000000101";
const B = "2HMSMGC2000000103";

describe("link permissions", () => {
  it("binds a car's and a gateway's client id to its user name; Carport's and the operator's instances add ':<anything>'", () => {
    const car = { kind: "vehicle", username: `car-${A}`, vins: [A] } as const;
    expect(ownsClientId(car, `car-${A}`)).toBe(true);
    expect(ownsClientId(car, `car-${B}`)).toBe(false);
    expect(ownsClientId(car, `car-${A}:2`)).toBe(false);
    expect(ownsClientId(car, "")).toBe(false);
    const gateway = { kind: "gateway", username: "depot-7", vins: "all" } as const;
    expect(ownsClientId(gateway, "depot-7")).toBe(true);
    expect(ownsClientId(gateway, "depot-7:a")).toBe(false);
    const server = { kind: "server", username: "carport-server" } as const;
    expect(ownsClientId(server, "carport-server")).toBe(true);
    expect(ownsClientId(server, "carport-server:0a1b2c3d")).toBe(true);
    expect(ownsClientId(server, "carport-server-0a1b2c3d")).toBe(false);
    expect(ownsClientId(server, `car-${A}`)).toBe(false);
    expect(ownsClientId({ kind: "operator", username: "operator" }, "operator:1")).toBe(true);
  });

  it("lets a car retain exactly what the device protocol says is retained, never a result or an event", () => {
    const retainedByCars = LINK_CHANNELS.filter((c) => c.from === "car" && c.retained).map((c) => c.kind);
    expect([...CAR_RETAINS].sort()).toEqual([...retainedByCars].sort());
    expect(carMayRetain(`${NS}/vehicles/${A}/status`)).toBe(true);
    expect(carMayRetain(`${NS}/fleets/car-${A}/presence`)).toBe(true);
    expect(carMayRetain(`${NS}/vehicles/${A}/result`)).toBe(false);
    expect(carMayRetain(`${NS}/vehicles/${A}/event`)).toBe(false);
  });

  it("lets a car publish its own reports and read its own commands, nothing of another car's", () => {
    const car = linkPermissions(NS, { kind: "vehicle", username: `car-${A}`, vins: [A] }, `car-${A}`);
    expect(permits(car.publish, `${NS}/vehicles/${A}/result`)).toBe(true);
    expect(permits(car.publish, `${NS}/vehicles/${B}/result`)).toBe(false);
    expect(permits(car.publish, `${NS}/vehicles/${A}/command`)).toBe(false);
    expect(permits(car.publish, `${NS}/vehicles/${A}/settings`)).toBe(false);
    expect(permits(car.publish, `${NS}/fleets/car-${A}/presence`)).toBe(true);
    expect(permits(car.publish, `${NS}/fleets/other/presence`)).toBe(false);
    expect(permits(car.subscribe, `${NS}/vehicles/${A}/command`)).toBe(true);
    expect(permits(car.subscribe, `${NS}/vehicles/${B}/command`)).toBe(false);
    expect(permits(car.subscribe, `${NS}/vehicles/+/command`)).toBe(false);
    expect(permits(car.subscribe, `${NS}/#`)).toBe(false);
    expect(permits(car.subscribe, `${NS}/vehicles/${A}/#`)).toBe(false);
  });

  it("keeps operator topics to the operator, and the server to the cloud's side", () => {
    const server = linkPermissions(NS, { kind: "server", username: "s" }, "s");
    const operator = linkPermissions(NS, { kind: "operator", username: "o" }, "o");
    expect(permits(server.publish, `${NS}/vehicles/${A}/command`)).toBe(true);
    expect(permits(server.publish, `${NS}/vehicles/${A}/operate`)).toBe(false);
    expect(permits(server.publish, `${NS}/vehicles/${A}/result`)).toBe(false);
    expect(permits(server.subscribe, `${NS}/vehicles/+/result`)).toBe(true);
    expect(permits(operator.publish, `${NS}/vehicles/${A}/operate`)).toBe(true);
    expect(permits(operator.publish, `${NS}/vehicles/${A}/command`)).toBe(false);
  });

  it("lets a gateway act for the cars granted to it only", () => {
    const gateway = linkPermissions(NS, { kind: "gateway", username: "g", vins: [A] }, "g");
    expect(permits(gateway.publish, `${NS}/vehicles/${A}/status`)).toBe(true);
    expect(permits(gateway.publish, `${NS}/vehicles/${B}/status`)).toBe(false);
    const all = linkPermissions(NS, { kind: "gateway", username: "g", vins: "all" }, "g");
    expect(permits(all.subscribe, `${NS}/vehicles/+/command`)).toBe(true);
    expect(permits(all.publish, `${NS}/vehicles/${B}/status`)).toBe(true);
    expect(permits(all.publish, `other/vehicles/${B}/status`)).toBe(false);
  });
});

describe("link secrets", () => {
  it("verify against their hash and nothing else", async () => {
    const secret = newLinkSecret();
    const hash = await hashLinkSecret(secret);
    expect(hash).toMatch(/^\$7\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyLinkSecret(secret, hash)).toBe(true);
    expect(await verifyLinkSecret(newLinkSecret(), hash)).toBe(false);
    expect(await verifyLinkSecret(secret, "plain")).toBe(false);
  });
});

describe("bad credentials from one address", () => {
  it("are answered at once three times, then ever more slowly up to 10 s", () => {
    expect([1, 2, 3].map(refusalDelayMs)).toEqual([0, 0, 0]);
    expect([4, 5, 6].map(refusalDelayMs)).toEqual([250, 500, 1000]);
    expect(refusalDelayMs(40)).toBe(10_000);
  });
});
