import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useJourneyServer } from "./support/journey.ts";
import { SIGN_IN_EN, SIGN_IN_FR, signIn as signInWithCode, type SignInTexts } from "./support/sign-in.ts";

const PASSWORD = "Demo-Pass-2026!";

describe("signing in and out in the browser", () => {
  const journey = useJourneyServer();

  /** Each page is a new browser: the sign-in includes the one-time code, read from the outbox. */
  async function signIn(page: Page, email: string, texts: SignInTexts) {
    await signInWithCode(page, { baseUrl: journey.carport.url, email, password: PASSWORD, texts });
  }

  it("signs in, sees the vehicles, switches to French and signs out", async () => {
    const page = await journey.browser.newPage();
    const texts: string[] = [];
    page.on("request", (request) => {
      const part = request.url().match(/\/assets\/((?:en|fr)-(?:first|shell|landing|rest))-/)?.[1];
      if (part) texts.push(part);
    });
    await page.goto(`${journey.carport.url}/`);
    await page.waitForURL(/\/login/);
    // The server's markup shows the form at once; its button works once the app has started.
    await expect.poll(() => page.getByRole("button", { name: "Sign in", exact: true }).isEnabled(), { timeout: 15_000 }).toBe(true);
    // The sign-in page downloads its own texts only; the pages after it bring the rest.
    expect(texts).toEqual(["en-first"]);
    await signIn(page, "demo@hacc.test", SIGN_IN_EN);

    await expect.poll(() => page.getByRole("heading", { name: "My vehicles" }).count(), { timeout: 15_000 }).toBe(1);
    // The new-browser code step brings the rest (its recovery texts); the vehicle list the texts
    // of the pages an owner lands on, the signed-in shell its own (both asked for at once).
    expect(texts.slice(0, 2)).toEqual(["en-first", "en-rest"]);
    expect(texts.slice(2).sort()).toEqual(["en-landing", "en-shell"]);
    for (const nickname of ["Aurora", "Tidal", "Summit", "Old Breeze"]) {
      await expect.poll(() => page.getByText(nickname, { exact: true }).count()).toBeGreaterThan(0);
    }
    expect(await page.getByText("Halcyon Connect").count()).toBeGreaterThan(0);

    await page.getByRole("button", { name: "Français" }).first().click();
    await expect.poll(() => page.getByRole("heading", { name: "Mes véhicules" }).count()).toBe(1);
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    expect(texts.sort()).toEqual(["en-first", "en-landing", "en-rest", "en-shell", "fr-first", "fr-landing", "fr-rest", "fr-shell"]);

    await page.getByRole("button", { name: "Se déconnecter" }).first().click();
    await expect.poll(() => page.getByRole("button", { name: "Se connecter", exact: true }).count(), { timeout: 15_000 }).toBe(1);
    await page.goto(`${journey.carport.url}/vehicles`);
    await page.waitForURL(/\/login/);
    await page.close();
  });

  it("shows the login page in French with ?lang=1 and signs in there", async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.carport.url}/login?lang=1`);
    await signIn(page, "demo@hacc.test", SIGN_IN_FR);
    await expect.poll(() => page.getByRole("heading", { name: "Mes véhicules" }).count(), { timeout: 15_000 }).toBe(1);
    await page.close();
  });

  it("shows the server's message for a wrong password", async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.carport.url}/login?lang=0`);
    await page.getByLabel("Email", { exact: true }).fill("demo@hacc.test");
    await page.getByLabel("Password", { exact: true }).fill("Wrong-Pass-2026!");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect
      .poll(() => page.getByRole("alert").filter({ hasText: "Invalid username or password." }).count(), { timeout: 15_000 })
      .toBe(1);
    await page.close();
  });

  it("serves the kci look on kci.localhost, where the kci owner signs in", async () => {
    const page = await journey.browser.newPage();
    await page.goto(`http://kci.localhost:${journey.carport.port}/login?lang=0`);
    expect(await page.locator("html").getAttribute("data-brand")).toBe("kci");
    await expect.poll(() => page.getByText("Kestrel Connect").count()).toBeGreaterThan(0);
    await signIn(page, "demo@kci.test", SIGN_IN_EN);
    await expect.poll(() => page.getByRole("heading", { name: "My vehicles" }).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByText("Kite", { exact: true }).count()).toBeGreaterThan(0);
    await page.close();
  });

  it("shows the not-found page for an unknown path", async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.carport.url}/no/such/page`);
    await page.waitForURL(/\/pagenotfound/);
    expect(await page.getByRole("heading").count()).toBeGreaterThan(0);
    await page.close();
  });
});
