import { describe, expect, it } from "vitest";
import { maskEmail } from "./email-mask.ts";

describe("maskEmail", () => {
  it("keeps the first and last letter of the name and the domain", () => {
    expect(maskEmail("dominique.leclerc@hacc.test")).toBe("d***c@hacc.test");
  });
  it("shows only the first letter of a short name", () => {
    expect(maskEmail("jo@kci.test")).toBe("j***@kci.test");
  });
  it("shows nothing of a text without a name before @", () => {
    expect(maskEmail("no-at-sign")).toBe("***");
    expect(maskEmail("@kci.test")).toBe("***");
  });
});
