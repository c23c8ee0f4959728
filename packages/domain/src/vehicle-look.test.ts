import { describe, expect, it } from "vitest";
import { bodyTypeOf, NEUTRAL_PAINT_HEX, PAINT_HEX, paintFamilyOf, vehicleLook } from "./vehicle-look.ts";

describe("bodyTypeOf", () => {
  it("knows every demo model's body, whatever the spacing or case", () => {
    expect(bodyTypeOf("Aurora EV")).toBe("suv");
    expect(bodyTypeOf("G-Hydra FCEV")).toBe("suv");
    expect(bodyTypeOf("Summit")).toBe("suv");
    expect(bodyTypeOf("Breeze")).toBe("sedan");
    expect(bodyTypeOf(" talon ")).toBe("sedan");
    expect(bodyTypeOf("G-Crest")).toBe("sedan");
    expect(bodyTypeOf("Kite  EV")).toBe("hatchback");
    expect(bodyTypeOf("Wren")).toBe("hatchback");
  });
  it("reads a body word in another factory record's model name", () => {
    expect(bodyTypeOf("Nimbus Crossover")).toBe("suv");
    expect(bodyTypeOf("Ridge Sedan")).toBe("sedan");
    expect(bodyTypeOf("Pico Hatch")).toBe("hatchback");
  });
  it("gives no body (the neutral silhouette) for a model it does not know", () => {
    expect(bodyTypeOf("Model Z")).toBeNull();
    expect(bodyTypeOf("")).toBeNull();
  });
});

describe("paintFamilyOf", () => {
  it("maps the demo colours", () => {
    expect(paintFamilyOf("Glacier White")).toBe("white");
    expect(paintFamilyOf("Deep Blue")).toBe("blue");
    expect(paintFamilyOf("Phantom Black")).toBe("black");
    expect(paintFamilyOf("Ocean Teal")).toBe("teal");
  });
  it("maps common paint words and leaves the unknown alone", () => {
    expect(paintFamilyOf("Shimmering Silver")).toBe("silver");
    expect(paintFamilyOf("Graphite Gray")).toBe("grey");
    expect(paintFamilyOf("Ruby RED")).toBe("red");
    expect(paintFamilyOf("Aurora")).toBeNull();
    expect(paintFamilyOf("")).toBeNull();
  });
});

describe("vehicleLook", () => {
  it("fills the drawing with the family's colour, a hex code as given, else the neutral grey", () => {
    expect(vehicleLook({ modelName: "Aurora EV", exteriorColor: "Glacier White" })).toEqual({
      body: "suv",
      paint: "white",
      fill: PAINT_HEX.white,
    });
    expect(vehicleLook({ modelName: "Unknown", exteriorColor: "#A1B2C3" })).toEqual({ body: null, paint: null, fill: "#a1b2c3" });
    expect(vehicleLook({ modelName: "Unknown", exteriorColor: "Nebula" }).fill).toBe(NEUTRAL_PAINT_HEX);
  });
});
