import { ERROR_CODES } from "@carport/protocol";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import fr from "./fr.json";
import { errorCodeKey } from "./error-messages.ts";

type Tree = { [key: string]: string | Tree };

/** Every leaf of a catalogue as "a.b.c" -> text. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The {{placeholders}} a text interpolates. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!).sort();
}

const enKeys = flatten(en as Tree);
const frKeys = flatten(fr as Tree);

describe("translation catalogues", () => {
  it("have the same keys in English and French", () => {
    expect([...frKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  it("have no empty text", () => {
    for (const [catalogue, keys] of [
      ["en", enKeys],
      ["fr", frKeys],
    ] as const) {
      for (const [key, text] of keys) expect(text.trim(), `${catalogue} ${key}`).not.toBe("");
    }
  });

  it("use the same placeholders in both languages", () => {
    for (const [key, text] of enKeys) {
      expect(placeholders(frKeys.get(key) ?? ""), key).toEqual(placeholders(text));
    }
  });

  it("name the labels the end-to-end journeys look for", () => {
    expect(enKeys.get("login.email")).toBe("Email");
    expect(frKeys.get("login.email")).toBe("Courriel");
    expect(enKeys.get("login.password")).toBe("Password");
    expect(frKeys.get("login.password")).toBe("Mot de passe");
    expect(enKeys.get("login.rememberMe")).toBe("Remember me");
    expect(frKeys.get("login.rememberMe")).toBe("Se souvenir de moi");
    expect(enKeys.get("login.submit")).toBe("Sign in");
    expect(frKeys.get("login.submit")).toBe("Se connecter");
    expect(enKeys.get("header.signOut")).toBe("Sign out");
    expect(frKeys.get("header.signOut")).toBe("Se déconnecter");
    expect(enKeys.get("vehicles.title")).toBe("My vehicles");
    expect(frKeys.get("vehicles.title")).toBe("Mes véhicules");
  });

  it("have a text for every error code of the protocol", () => {
    for (const code of Object.keys(ERROR_CODES)) {
      const key = errorCodeKey(code);
      expect(key, code).not.toBeNull();
      expect(enKeys.has(key!), code).toBe(true);
    }
  });
});

describe("French plurals", () => {
  it("count 0 and 1 in the singular, as French does, in the e-mail support's character count", async () => {
    const { createInstance } = await import("i18next");
    const i18n = createInstance();
    await i18n.init({ lng: "fr", resources: { fr: { translation: fr } }, interpolation: { escapeValue: false } });
    expect(i18n.t("support.contact.notesCount", { count: 0, max: 1000 })).toBe("0 caractère sur 1000");
    expect(i18n.t("support.contact.notesCount", { count: 1, max: 1000 })).toBe("1 caractère sur 1000");
    expect(i18n.t("support.contact.notesCount", { count: 2, max: 1000 })).toBe("2 caractères sur 1000");
  });
});
