import { describe, expect, it } from "vitest";
import en from "./en.json";
import fr from "./fr.json";
import { CATALOGUE_PARTS, FIRST_PAGE_GROUPS, LANDING_GROUPS, pickCataloguePart, SHELL_GROUPS } from "./catalogue-parts.ts";

describe("catalogue parts", () => {
  it.each([
    ["en", en],
    ["fr", fr],
  ] as const)(
    "split %s into the first page's groups, the signed-in shell's, the landing pages' and the rest, every group in exactly one",
    (_, catalogue) => {
      const parts = CATALOGUE_PARTS.map((part) => pickCataloguePart(catalogue, part));
      expect(Object.keys(parts[0]!).sort()).toEqual([...FIRST_PAGE_GROUPS].sort());
      expect(Object.keys(parts[1]!).sort()).toEqual([...SHELL_GROUPS].sort());
      expect(Object.keys(parts[2]!).sort()).toEqual([...LANDING_GROUPS].sort());
      const groups = parts.flatMap((part) => Object.keys(part));
      expect(new Set(groups).size).toBe(groups.length);
      expect(Object.assign({}, ...parts)).toEqual(catalogue);
    },
  );
});
