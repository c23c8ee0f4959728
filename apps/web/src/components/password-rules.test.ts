import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import en from "../i18n/en.json";
import { meetsRules, passwordChecklist } from "./password-rules.ts";

/** Answers the English text of a key, so the test also proves every key exists. */
const t = ((key: string, options?: { count?: number }) => {
  const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
  if (typeof text !== "string") throw new Error(`no text for ${key}`);
  return text.replace("{{count}}", String(options?.count ?? ""));
}) as unknown as TFunction;

describe("password checklist", () => {
  it("lists every rule of @carport/domain with its state", () => {
    const items = passwordChecklist("password", "abc", t);
    expect(items.map((i) => i.id)).toEqual(["minLength", "maxLength", "number", "uppercase", "special", "forbidden", "repetitive"]);
    expect(items.find((i) => i.id === "minLength")).toMatchObject({ label: "At least 8 characters", met: false });
    expect(items.find((i) => i.id === "maxLength")?.met).toBe(true);
    expect(items.find((i) => i.id === "repetitive")?.met).toBe(false);
  });

  it("ticks no rule while the field is empty", () => {
    expect(passwordChecklist("password", "", t).filter((i) => i.met)).toEqual([]);
    expect(passwordChecklist("otpPassword", "", t).filter((i) => i.met)).toEqual([]);
  });

  it("ticks everything for a good password", () => {
    expect(passwordChecklist("password", "New-Pass-2027!", t).every((i) => i.met)).toBe(true);
    expect(meetsRules("password", "New-Pass-2027!")).toBe(true);
    expect(meetsRules("password", "new-pass-2027!")).toBe(false);
  });

  it("uses the one-time-code rules for a reset by code", () => {
    const items = passwordChecklist("otpPassword", "has space", t);
    expect(items.map((i) => [i.id, i.met])).toEqual([
      ["letter", true],
      ["number", false],
      ["whitespace", false],
    ]);
    expect(meetsRules("otpPassword", "simple1")).toBe(true);
  });
});
