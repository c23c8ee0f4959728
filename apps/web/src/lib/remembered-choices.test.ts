// @vitest-environment jsdom
import { LANGUAGE_COOKIE } from "@carport/domain";
import { beforeEach, describe, expect, it } from "vitest";
import { LANGUAGE_COOKIE_NAME, rememberAddressChoices, wasLanguageChosen } from "./remembered-choices.ts";

describe("the address's choices, remembered by the page's first script", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/`;
  });

  it("writes the cookie the server draws the sign-in page's language by", () => {
    expect(LANGUAGE_COOKIE_NAME).toBe(LANGUAGE_COOKIE);
  });

  it("remembers ?lang= as chosen in this visit, and the brand the server made of ?brand= for the tab", () => {
    rememberAddressChoices("?brand=KCI&lang=1", "kci");
    expect(sessionStorage.getItem("carport.brand")).toBe("kci");
    expect(localStorage.getItem("carport.language")).toBe("1");
    expect(wasLanguageChosen()).toBe(true);
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=1`);
  });

  it("remembers nothing for an address that chooses nothing, or an unknown language", () => {
    rememberAddressChoices("?lang=fr", "hacc");
    expect(localStorage.length + sessionStorage.length).toBe(0);
    expect(wasLanguageChosen()).toBe(false);
    expect(document.cookie).toBe("");
  });
});
