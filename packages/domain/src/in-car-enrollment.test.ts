import { describe, expect, it } from "vitest";
import { codeFromQrText, inCarCodeSchema, parseInCarData } from "./in-car-enrollment.ts";

describe("in-car enrollment rules", () => {
  it("accepts a 6-digit code typed with spaces or dashes, and nothing else", () => {
    expect(inCarCodeSchema.parse(" 482 913 ")).toBe("482913");
    expect(inCarCodeSchema.parse("482-913")).toBe("482913");
    expect(inCarCodeSchema.safeParse("48291").success).toBe(false);
    expect(inCarCodeSchema.safeParse("48a913").success).toBe(false);
  });

  it("reads the code from a scanned QR: bare, or a link's code parameter", () => {
    expect(codeFromQrText("305417")).toBe("305417");
    expect(codeFromQrText("https://hacc.localhost/incarenrollment?data=2HMTDPC4000000202&code=305417")).toBe("305417");
    expect(codeFromQrText("https://example.com/other")).toBeNull();
    expect(codeFromQrText("hello")).toBeNull();
  });

  it("reads the VIN and MEID pairs of the route's data", () => {
    expect(parseInCarData("2hmtdpc4000000202:A1,3KNSRPC5000000202")).toEqual([
      { vin: "2HMTDPC4000000202", meid: "A1" },
      { vin: "3KNSRPC5000000202", meid: "" },
    ]);
    expect(parseInCarData(null)).toEqual([]);
  });
});
