import { describe, expect, it } from "vitest";
import { useJourneyServer } from "./support/journey.ts";
import { DEMO_PASSWORD, SIGN_IN_FR, signIn } from "./support/sign-in.ts";

/** Any brand value that names none of the brands shows the further brand, Carport Connect. */
describe("the further brand in a browser", () => {
  const journey = useJourneyServer();

  it("shows Carport Connect for an unknown ?brand=, in English and French, and signs its owner in", async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.carport.url}/login?brand=xyz&lang=0`);
    await expect.poll(() => page.getByText("All your cars, calmly in one place.").count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByText("Carport Connect").count()).toBeGreaterThan(0);
    expect(await page.getByText("Halcyon Connect").count()).toBe(0);
    expect(await page.title()).toBe("Sign in – Carport Connect");
    // Its own header colour (brand-tokens.ts), not hacc's.
    expect(await page.evaluate(() => getComputedStyle(document.querySelector(".site-header")!).backgroundColor)).toBe("rgb(31, 34, 48)");

    // The tab keeps the brand without the query; French texts.
    await page.goto(`${journey.carport.url}/login?lang=1`);
    await expect.poll(() => page.getByText("Toutes vos voitures, sereinement au même endroit.").count(), { timeout: 15_000 }).toBe(1);
    expect(await page.title()).toBe("Connexion – Carport Connect");

    await signIn(page, { baseUrl: journey.carport.url, email: "demo@other.test", password: DEMO_PASSWORD, texts: SIGN_IN_FR });
    await expect.poll(() => page.getByRole("heading", { name: "Mes véhicules", level: 1 }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator(".brand-link__name").textContent()).toBe("Carport Connect");
    await page.close();
  });
});
