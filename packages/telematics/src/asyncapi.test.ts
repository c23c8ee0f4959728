import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LINK_CHANNELS, vehicleLinkAsyncApi } from "./asyncapi.ts";
import { CAR_PUBLISHES, CAR_RECEIVES, OPERATOR_PUBLISHES } from "./link-permissions.ts";

const FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../docs/vehicle-link.asyncapi.json");

describe("the vehicle link's AsyncAPI document", () => {
  it("in the repository is the one the schemas give (run npm run docs:vehicle-link after changing them)", () => {
    expect(fs.readFileSync(FILE, "utf8")).toBe(`${JSON.stringify(vehicleLinkAsyncApi(), null, 2)}\n`);
  });

  it("describes every topic once, in the direction the broker permits", () => {
    const doc = vehicleLinkAsyncApi("fleet/x");
    expect(Object.keys(doc.channels).sort()).toEqual([...CAR_PUBLISHES, ...CAR_RECEIVES].sort());
    const sends = LINK_CHANNELS.filter((c) => c.from === "car").map((c) => c.kind);
    expect(sends.sort()).toEqual([...CAR_PUBLISHES].sort());
    expect(
      LINK_CHANNELS.filter((c) => c.from === "operator")
        .map((c) => c.kind)
        .sort(),
    ).toEqual([...OPERATOR_PUBLISHES].sort());
    expect((doc.channels.command as { address: string }).address).toBe("fleet/x/vehicles/{vin}/command");
    const operations = doc.operations as Record<string, { action: string; bindings: { mqtt: { qos: number; retain: boolean } } }>;
    expect(operations.sendResult).toMatchObject({ action: "send", bindings: { mqtt: { qos: 1, retain: false } } });
    expect(operations.receiveProvision).toMatchObject({ action: "receive", bindings: { mqtt: { retain: true } } });
    const result = (doc.components.messages as Record<string, { payload: { required: string[] } }>).result!;
    expect(result.payload.required).toEqual(expect.arrayContaining(["transactionId", "ok", "status", "completedAt"]));
  });
});
