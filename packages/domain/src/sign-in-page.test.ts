import { describe, expect, it } from "vitest";
import { parseRememberedEmail, REMEMBER_ME_COOKIE, signInPageKey } from "./sign-in-page.ts";

describe("the sign-in page a visitor gets", () => {
  it("is keyed by brand and language, then by the app offer and a remembered e-mail when there are", () => {
    expect(signInPageKey({ brand: "hacc", language: "en", offer: "none", remembered: false })).toBe("hacc/en");
    expect(signInPageKey({ brand: "kci", language: "fr", offer: "ios", remembered: false })).toBe("kci/fr/ios");
    expect(signInPageKey({ brand: "gen", language: "en", offer: "none", remembered: true })).toBe("gen/en/remembered");
    expect(signInPageKey({ brand: "gen", language: "fr", offer: "android", remembered: true })).toBe("gen/fr/android/remembered");
  });

  it("reads the remembered e-mail from the browser's cookies or a Cookie header", () => {
    expect(parseRememberedEmail(`theme=x; ${REMEMBER_ME_COOKIE}=${encodeURIComponent("owner+test@hacc.test")}`)).toBe(
      "owner+test@hacc.test",
    );
    expect(parseRememberedEmail(`${REMEMBER_ME_COOKIE}=`)).toBeNull();
    expect(parseRememberedEmail(`${REMEMBER_ME_COOKIE}=%E0%A4%A`)).toBeNull();
    expect(parseRememberedEmail(undefined)).toBeNull();
  });
});
