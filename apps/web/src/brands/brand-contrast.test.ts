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

/** The hue of a #rrggbb colour, in degrees. */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

describe.each(BRAND_CODES)("brand %s logo", (brand) => {
  it("is drawn in the brand's own hue, the installable icon's (not a purple logo on Kestrel's rust)", () => {
    const colors = BRAND_COLORS[brand];
    const apart = Math.abs(hue(colors.logo) - hue(colors.primary));
    expect(Math.min(apart, 360 - apart), `${brand} logo ${colors.logo} vs primary ${colors.primary}`).toBeLessThanOrEqual(20);
  });
});
