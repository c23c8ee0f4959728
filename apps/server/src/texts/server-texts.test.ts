import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { fr } from "./fr.ts";
import { localeOf, textsOf } from "./server-texts.ts";

type Text = string | readonly string[] | ((...args: never[]) => unknown) | { [key: string]: Text };

/** A parameter as the test passes it: a marker the text must carry, whatever its declared type. */
const marker = (i: number) => `⟦${i}⟧`;

/**
 * Every text of a catalogue as "a.b.c" -> its words; a text with parameters is read with markers
 * in them, so its words say which parameters it uses.
 */
function flatten(tree: Text, path = ""): Map<string, string[]> {
  if (typeof tree === "string") return new Map([[path, [tree]]]);
  if (Array.isArray(tree)) return new Map([[path, tree as string[]]]);
  if (typeof tree === "function") {
    const markers = Array.from({ length: tree.length }, (_, i) => marker(i));
    const out = (tree as (...args: string[]) => unknown)(...markers);
    return new Map([[`${path}(${tree.length})`, Array.isArray(out) ? (out as string[]) : [String(out)]]]);
  }
  const out = new Map<string, string[]>();
  for (const [key, value] of Object.entries(tree)) {
    for (const [k, v] of flatten(value, path ? `${path}.${key}` : key)) out.set(k, v);
  }
  return out;
}

const markersIn = (text: string) => [...text.matchAll(/⟦\d+⟧/g)].map((m) => m[0]).sort();

const enTexts = flatten(en);
const frTexts = flatten(fr);

describe("server text catalogues", () => {
  it("have the same keys, parameter counts and list lengths in English and French", () => {
    expect([...frTexts.keys()].sort()).toEqual([...enTexts.keys()].sort());
    for (const [key, words] of enTexts) expect(frTexts.get(key)?.length, key).toBe(words.length);
  });

  it("have no empty text", () => {
    for (const [name, texts] of [
      ["en", enTexts],
      ["fr", frTexts],
    ] as const) {
      for (const [key, words] of texts) for (const text of words) expect(text.trim(), `${name} ${key}`).not.toBe("");
    }
  });

  it("use every parameter of a text, in both languages", () => {
    for (const [key, words] of enTexts) {
      const arity = Number(/\((\d+)\)$/.exec(key)?.[1] ?? 0);
      const all = Array.from({ length: arity }, (_, i) => marker(i));
      words.forEach((text, i) => {
        expect(new Set(markersIn(text)), `en ${key}`).toEqual(new Set(all));
        expect(new Set(markersIn(frTexts.get(key)![i]!)), `fr ${key}`).toEqual(new Set(all));
      });
    }
  });

  it("are picked by language id, with the locale of each", () => {
    expect(textsOf(0)).toBe(en);
    expect(textsOf(1)).toBe(fr);
    expect(localeOf(0)).toBe("en-CA");
    expect(localeOf(1)).toBe("fr-CA");
  });
});
