import { describe, expect, it } from "vitest";
import { manualBrandLine } from "./manual-view.ts";

describe("the manual's brand line", () => {
  it("is G for gen and H for every other brand", () => {
    expect(manualBrandLine("gen")).toBe("G");
    expect(manualBrandLine("hacc")).toBe("H");
    expect(manualBrandLine("kci")).toBe("H");
  });
});
