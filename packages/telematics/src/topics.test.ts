import { describe, expect, it } from "vitest";
import { linkTopics } from "./topics.ts";

describe("vehicle-link topics", () => {
  it("name each vehicle's topics under the namespace and read them back", () => {
    const topics = linkTopics("test/abc");
    const topic = topics.vehicle("2HMAUEC5000000101", "command");
    expect(topic).toBe("test/abc/vehicles/2HMAUEC5000000101/command");
    expect(topics.parse(topic)).toEqual({ vin: "2HMAUEC5000000101", kind: "command" });
    expect(topics.everyVehicle("result")).toBe("test/abc/vehicles/+/result");
  });

  it("ignore topics of another namespace or kind", () => {
    expect(linkTopics("a/b").parse("carport/v1/vehicles/X/command")).toBeNull();
    expect(linkTopics().parse("carport/v1/vehicles/X/unknown")).toBeNull();
    expect(linkTopics().parse("carport/v1/vehicles/X/command")).toEqual({ vin: "X", kind: "command" });
  });

  it("name the in-car enrollment code's way to the car's screen and back", () => {
    const topics = linkTopics();
    expect(topics.parse(topics.vehicle("2HMTDPC4000000202", "display"))).toEqual({ vin: "2HMTDPC4000000202", kind: "display" });
    expect(topics.everyVehicle("screen")).toBe("carport/v1/vehicles/+/screen");
  });
});
