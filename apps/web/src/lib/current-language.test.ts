import { describe, expect, it } from "vitest";
import { resolveInitialLanguage } from "./current-language.ts";

describe("start-up language", () => {
  it("takes ?lang=0|1 first, then the remembered language, then English", () => {
    expect(resolveInitialLanguage("?lang=1", "0")).toBe(1);
    expect(resolveInitialLanguage("?lang=0", "1")).toBe(0);
    expect(resolveInitialLanguage("", "1")).toBe(1);
    expect(resolveInitialLanguage("?lang=fr", null)).toBe(0);
    expect(resolveInitialLanguage("", null)).toBe(0);
  });
});
