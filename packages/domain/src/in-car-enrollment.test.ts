import { describe, expect, it } from "vitest";
import { codeFromQrText, inCarCodeSchema, inCarLinkPair, initialInCarView, parseInCarData } from "./in-car-enrollment.ts";

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

  it("opens the car's link on the scanner for views 1 to 3 when it names a VIN, else on view 0", () => {
    expect(initialInCarView("1", true)).toBe(1);
    expect(initialInCarView("3", true)).toBe(1);
    expect(initialInCarView("0", true)).toBe(0);
    expect(initialInCarView("2", false)).toBe(0);
    expect(initialInCarView("7", true)).toBe(0);
    expect(initialInCarView(null, true)).toBe(0);
  });

  it("takes the VIN and MEID pair the step names, the first otherwise", () => {
    const data = "5GNLMEC6000000201:A15C6000000201,5GNVSPC5000000202:A15C5000000202";
    expect(inCarLinkPair(data, "1")).toEqual({ vin: "5GNVSPC5000000202", meid: "A15C5000000202" });
    expect(inCarLinkPair(data, null)).toEqual({ vin: "5GNLMEC6000000201", meid: "A15C6000000201" });
    expect(inCarLinkPair(data, "9")).toEqual({ vin: "5GNLMEC6000000201", meid: "A15C6000000201" });
    expect(inCarLinkPair("", "0")).toBeNull();
  });
});
