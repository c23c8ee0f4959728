import { BRAND_CODES } from "@carport/protocol";
import { describe, expect, it } from "vitest";
import { BRAND_COLORS, CONTRAST_PAIRS } from "./brand-tokens.ts";
import { contrastRatio } from "./contrast.ts";

describe("contrast ratio", () => {
  it("matches the WCAG reference values", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });
});

describe.each(BRAND_CODES)("brand %s colour tokens", (brand) => {
  const colors = BRAND_COLORS[brand];
  it.each(CONTRAST_PAIRS.map((p) => [p.foreground, p.background, p.minimum] as const))(
    "%s on %s meets %s:1",
    (foreground, background, minimum) => {
      const ratio = contrastRatio(colors[foreground], colors[background]);
      expect(ratio, `${brand} ${foreground} ${colors[foreground]} on ${background} ${colors[background]}`).toBeGreaterThanOrEqual(minimum);
    },
  );
});
