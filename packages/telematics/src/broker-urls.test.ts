import { describe, expect, it } from "vitest";
import { brokerUrlsForDisplay, parseBrokerUrls } from "./broker-urls.ts";

describe("broker URL lists", () => {
  it("reads every node of a comma-separated list, keeping the first URL's identity", () => {
    const addresses = parseBrokerUrls("mqtt://server:s3cret@127.0.0.1:18831, mqtt://127.0.0.1:18832,mqtts://[::1]");
    expect(addresses.primary).toBe("mqtt://server:s3cret@127.0.0.1:18831");
    expect(addresses.servers).toEqual([
      { host: "127.0.0.1", port: 18831, protocol: "mqtt" },
      { host: "127.0.0.1", port: 18832, protocol: "mqtt" },
      { host: "::1", port: 8883, protocol: "mqtts" },
    ]);
  });

  it("refuses an entry that is not an MQTT URL", () => {
    expect(() => parseBrokerUrls("mqtt://127.0.0.1:1883,http://127.0.0.1")).toThrow(/not an MQTT URL/);
    expect(() => parseBrokerUrls(" , ")).toThrow(/no broker URL/);
  });

  it("shows the list without user names and secrets", () => {
    expect(brokerUrlsForDisplay("mqtt://server:s3cret@127.0.0.1:1,mqtt://fleet:x@127.0.0.1:2")).toBe(
      "mqtt://127.0.0.1:1,mqtt://127.0.0.1:2",
    );
  });
});
