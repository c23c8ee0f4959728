import { describe, expect, it } from "vitest";
import { brandOf } from "./brand-and-language.ts";

const options = { brandHosts: { "kci.example.com": "kci" as const, "gen.example.com": "gen" as const }, defaultBrand: "hacc" as const };

describe("a request's brand", () => {
  it("comes from its host name, whatever the name's case, before any header or query", () => {
    expect(brandOf("kci.example.com", "gen", undefined, options)).toBe("kci");
    expect(brandOf("GEN.Example.COM", undefined, "kci", options)).toBe("gen");
  });

  it("comes from the header, then the query, then the default on a host no brand is configured for", () => {
    expect(brandOf("127.0.0.1", "kci", "gen", options)).toBe("kci");
    expect(brandOf("127.0.0.1", undefined, "gen", options)).toBe("gen");
    expect(brandOf("127.0.0.1", undefined, undefined, options)).toBe("hacc");
  });

  it("takes no property every object has for a configured host name", () => {
    for (const host of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      expect(brandOf(host, undefined, undefined, options)).toBe("hacc");
    }
  });
});
