import { describe, expect, it } from "vitest";
import { resolveBrand } from "./current-brand.ts";

describe("brand of the page", () => {
  it("takes ?brand= first and remembers it", () => {
    expect(resolveBrand({ search: "?brand=kci", documentBrand: "hacc", rememberedBrand: "gen" })).toEqual({
      brand: "kci",
      remember: "kci",
    });
  });

  it("then a brand remembered in the tab, then the server's data-brand", () => {
    expect(resolveBrand({ search: "", documentBrand: "hacc", rememberedBrand: "gen" })).toEqual({ brand: "gen", remember: null });
    expect(resolveBrand({ search: "", documentBrand: "kci", rememberedBrand: null })).toEqual({ brand: "kci", remember: null });
  });

  it("treats an unknown ?brand= as the further brand, and remembers that", () => {
    expect(resolveBrand({ search: "?brand=acme", documentBrand: "hacc", rememberedBrand: null })).toEqual({
      brand: "other",
      remember: "other",
    });
  });

  it("ignores an unknown remembered or written brand and defaults to hacc", () => {
    expect(resolveBrand({ search: "", documentBrand: "acme", rememberedBrand: "x" })).toEqual({ brand: "hacc", remember: null });
  });
});
