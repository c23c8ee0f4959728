import { describe, it, expect } from "vitest";
import { isAlphanumericText, matchesOtherValue, truncateToMaxLength } from "./text.ts";

describe("isAlphanumericText", () => {
  it.each([
    "",
    "Main Street",
    "123 Main St.",
    "Apt 4, Unit B",
    "Rue de l'Église",
    "Saint-Jean-sur-Richelieu",
    "Montréal",
    "ÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸàâäçéèêëîïôöùûüÿœŒæÆ",
    "Ñandú",
    "Łódź",
    "A&W",
    "10:30",
    "c/o John",
    "서울특별시",
    "강남구 123",
    "ᄀ", // Hangul jamo
    "ㄱ", // Hangul compatibility jamo
    "Mixed 서울 & Québec, 2/3 - ok.",
  ])("accepts %j", (value) => {
    expect(isAlphanumericText(value)).toBe(true);
  });

  it("accepts an accent typed as a combining mark", () => {
    expect(isAlphanumericText("Montre\u0301al")).toBe(true);
  });

  it.each([
    "!",
    "?",
    "@",
    "#",
    "$",
    "%",
    "*",
    "(",
    ")",
    "_",
    "+",
    "=",
    '"',
    "<",
    ">",
    ";",
    "\\",
    "|",
    "~",
    "`",
    "’",
    "\t",
    "\n",
    "😀",
    "東京",
    "Москва",
    "Αθήνα",
    "٣",
    "１",
  ])("refuses %j", (ch) => {
    expect(isAlphanumericText(`abc${ch}`)).toBe(false);
  });
});

describe("truncateToMaxLength", () => {
  it("leaves short text alone", () => {
    expect(truncateToMaxLength("hello", 10)).toBe("hello");
    expect(truncateToMaxLength("hello", 5)).toBe("hello");
    expect(truncateToMaxLength("", 0)).toBe("");
  });
  it("cuts long text to the limit", () => {
    expect(truncateToMaxLength("hello world", 5)).toBe("hello");
    expect(truncateToMaxLength("hello", 0)).toBe("");
  });
  it("never splits an emoji", () => {
    expect(truncateToMaxLength("ab😀cd", 3)).toBe("ab😀");
    expect(truncateToMaxLength("😀😀😀", 2)).toBe("😀😀");
  });
  it("treats a negative or fractional limit sanely", () => {
    expect(truncateToMaxLength("hello", -1)).toBe("");
    expect(truncateToMaxLength("hello", 2.9)).toBe("he");
  });
});

describe("matchesOtherValue", () => {
  it("is true only for an exact match", () => {
    expect(matchesOtherValue("a@b.ca", "a@b.ca")).toBe(true);
    expect(matchesOtherValue("a@b.ca", "A@b.ca")).toBe(false);
    expect(matchesOtherValue("a", "a ")).toBe(false);
    expect(matchesOtherValue("", "")).toBe(true);
  });
});
