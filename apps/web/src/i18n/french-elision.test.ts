import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import fr from "./fr.json";
import { addCatalogueFormatters, deBeforeName } from "./french-elision.ts";

describe("French 'de' before a name", () => {
  it("elides before a vowel, not before a consonant", () => {
    expect(deBeforeName("Aurora")).toBe("d'Aurora");
    expect(deBeforeName("Élan")).toBe("d'Élan");
    expect(deBeforeName("Kite")).toBe("de Kite");
  });

  it("is what the catalogues write ('État d'Aurora', never 'de Aurora'), the English text unchanged", async () => {
    const instance = createInstance();
    await instance.init({
      lng: "fr",
      resources: { en: { translation: en }, fr: { translation: fr } },
      interpolation: { escapeValue: false },
    });
    addCatalogueFormatters(instance);
    expect(instance.t("glance.stateLabel", { name: "Aurora" })).toBe("État d'Aurora");
    expect(instance.t("glance.stateLabel", { name: "Kite" })).toBe("État de Kite");
    expect(instance.t("vehicles.completeEnrollmentNamed", { nickname: "Aurora" })).toBe("Terminer l'inscription d'Aurora");
    await instance.changeLanguage("en");
    expect(instance.t("glance.stateLabel", { name: "Aurora" })).toBe("State of Aurora");
  });
});
