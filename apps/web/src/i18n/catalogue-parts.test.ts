import { describe, expect, it } from "vitest";
import en from "./en.json";
import fr from "./fr.json";
import { FIRST_PAGE_GROUPS, pickCataloguePart } from "./catalogue-parts.ts";

describe("catalogue parts", () => {
  it.each([["en", en], ["fr", fr]] as const)("split %s into the first page's groups and the rest, every group in exactly one", (_, catalogue) => {
    const first = pickCataloguePart(catalogue, "first");
    const rest = pickCataloguePart(catalogue, "rest");
    expect(Object.keys(first).sort()).toEqual([...FIRST_PAGE_GROUPS].sort());
    expect(Object.keys(rest).some((group) => group in first)).toBe(false);
    expect({ ...first, ...rest }).toEqual(catalogue);
  });
});
