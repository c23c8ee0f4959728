import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useJourneyServer } from "./support/journey.ts";
import { completeCodeStep, DEMO_PASSWORD, SIGN_IN_EN } from "./support/sign-in.ts";

/**
 * The sign-in page comes drawn in the server's answer (apps/web/src/prerender/), so it paints
 * before any script runs; the app then takes it over (start.ts loads app-main.tsx).
 */
/** Errors and warnings the page logs, and errors it throws: hydrating the drawn page must add none. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

describe("the sign-in page before and after the app starts", () => {
  const journey = useJourneyServer();

  /** The colours the page paints, as computed by the browser. */
  async function paintedColours(page: Page) {
    return page.evaluate(() => ({
      page: getComputedStyle(document.body).backgroundColor,
      header: getComputedStyle(document.querySelector(".site-header")!).backgroundColor,
    }));
  }

  it("is there without JavaScript, in the address's language and the host's brand and colours", async () => {
    const context = await journey.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`http://kci.localhost:${journey.carport.port}/login?lang=1`);
    expect(await page.getByRole("heading", { name: "Connexion", level: 1 }).count()).toBe(1);
    expect(await page.getByRole("textbox", { name: "Courriel" }).count()).toBe(1);
    expect(await page.getByLabel("Mot de passe", { exact: true }).count()).toBe(1);
    expect(await page.getByRole("checkbox", { name: "Se souvenir de moi" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Se connecter", exact: true }).isDisabled()).toBe(true);
    expect(await page.getByText("Kestrel Connect").count()).toBeGreaterThan(0);
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    expect(await page.title()).toBe("Connexion – Kestrel Connect");
    // kci's page and header colours (brand-tokens.ts), not hacc's defaults of the stylesheet.
    expect(await paintedColours(page)).toEqual({ page: "rgb(248, 245, 242)", header: "rgb(42, 33, 29)" });

    // `/` leads to the sign-in page, so it comes drawn too; other pages start empty.
    await page.goto(`${journey.carport.url}/?lang=0`);
    expect(await page.getByRole("heading", { name: "Sign in", level: 1 }).count()).toBe(1);
    expect(await page.getByText("Halcyon Connect").count()).toBeGreaterThan(0);
    await page.goto(`${journey.carport.url}/support/faq`);
    expect(await page.locator("#root > *").count()).toBe(0);
    await context.close();
  });

  it("is taken over by the app: the same elements, no error, what was typed kept, and the sign-in works", async () => {
    const page = await journey.browser.newPage();
    const errors = consoleProblems(page);
    // The app's script is held until the owner has typed, as on a slow phone.
    let releaseScript = () => {};
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    // (start.ts asks for the app's code on the first touch: the typing below.)
    await page.route(/\/assets\/app-[\w-]{8}\.js$/, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto(`${journey.carport.url}/login?lang=0`, { waitUntil: "commit" });
    const heading = page.getByRole("heading", { name: "Sign in", level: 1 });
    await heading.waitFor();
    await heading.evaluate((element) => ((window as unknown as { serverHeading: Element }).serverHeading = element));
    await page.getByLabel("Email", { exact: true }).fill("demo@hacc.test");
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    const submit = page.getByRole("button", { name: "Sign in", exact: true });
    expect(await submit.isDisabled()).toBe(true);
    // It waits for the app without looking unavailable.
    expect(await submit.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");

    releaseScript();
    await expect.poll(() => submit.isEnabled(), { timeout: 20_000 }).toBe(true);
    // Hydrated: the painted heading is still the page's heading, not a copy drawn again.
    expect(await heading.evaluate((element) => element === (window as unknown as { serverHeading: Element }).serverHeading)).toBe(true);
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe("demo@hacc.test");

    await submit.click();
    await page.getByRole("heading", { name: SIGN_IN_EN.verifyTitle, level: 1 }).waitFor({ timeout: 15_000 });
    await completeCodeStep(page, journey.carport.url, "demo@hacc.test");
    await expect.poll(() => page.getByRole("heading", { name: "My vehicles", level: 1 }).count(), { timeout: 15_000 }).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("keeps an address's brand and language for a first-time visitor who follows a link before the app's code arrives", async () => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    const appRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/app-[\w-]{8}\.js$/.test(request.url())) appRequests.push(request.url());
    });
    // The app's code never arrives on this page: the link below is followed without it.
    await page.route(/\/assets\/app-[\w-]{8}\.js$/, (route) => route.abort());
    await page.goto(`${journey.carport.url}/login?brand=kci&lang=1`);
    expect(await page.getByRole("heading", { name: "Connexion", level: 1 }).count()).toBe(1);
    // A first visit by such an address costs the first script alone until the visitor touches the page.
    expect(appRequests).toEqual([]);
    await page.unroute(/\/assets\/app-[\w-]{8}\.js$/);
    // A plain address, no brand nor language in it: what the first script remembered decides.
    await page.goto(`${journey.carport.url}/forgotpw`);
    await expect
      .poll(() => page.getByRole("heading", { name: "Mot de passe oublié\u00a0?", level: 1 }).count(), { timeout: 20_000 })
      .toBe(1);
    expect(await page.locator("html").getAttribute("data-brand")).toBe("kci");
    expect(await page.getByText("Kestrel Connect").count()).toBeGreaterThan(0);
    await context.close();
  });

  it("is drawn afresh in the language the browser remembers when the server guessed another", async () => {
    const page = await journey.browser.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.addInitScript(() => localStorage.setItem("carport.language", "1"));
    await page.goto(`${journey.carport.url}/login`);
    const submit = page.getByRole("button", { name: "Se connecter", exact: true });
    await expect.poll(() => submit.isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByRole("heading", { name: "Connexion", level: 1 }).count()).toBe(1);
    expect(await page.getByText("Sign in", { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    // The app remembers the language for the server too: the next visit's page comes in French.
    const next = await page.request.get(`${journey.carport.url}/login`);
    expect(await next.text()).toContain('data-prerendered="hacc/fr"');
    await page.close();
  });

  it("keeps the visitor typing in the e-mail field while the app draws the page afresh over it", async () => {
    const page = await journey.browser.newPage();
    // A returning visitor: the app's code is asked for at once, and held until the visitor is typing.
    await page.addInitScript(() => localStorage.setItem("carport.language", "1"));
    let releaseScript = () => {};
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route(/\/assets\/app-[\w-]{8}\.js$/, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto(`${journey.carport.url}/login?brand=gen`, { waitUntil: "commit" });
    const email = page.locator('input[name="loginId"]');
    await email.click();
    await page.keyboard.type("demo@");
    releaseScript();
    // Drawn afresh in French (the server drew English): the field the visitor was in is a new one.
    const submit = page.getByRole("button", { name: "Se connecter", exact: true });
    await expect.poll(() => submit.isEnabled(), { timeout: 20_000 }).toBe(true);
    await page.keyboard.type("gen.test");
    expect(await page.getByLabel("Courriel", { exact: true }).inputValue()).toBe("demo@gen.test");
    await page.getByLabel("Mot de passe", { exact: true }).fill(DEMO_PASSWORD);
    await submit.click();
    await page.getByRole("heading", { name: "Confirmez votre identité", level: 1 }).waitFor({ timeout: 15_000 });
    await page.close();
  });

  it("comes drawn on a phone with the offer of the phone's app store, and the app takes it over", async () => {
    const phone = { userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
    const noScript = await journey.browser.newContext({ ...phone, javaScriptEnabled: false });
    const drawn = await noScript.newPage();
    await drawn.goto(`http://gen.localhost:${journey.carport.port}/login?lang=1`);
    expect(await drawn.getByRole("heading", { name: "Connexion", level: 1 }).count()).toBe(1);
    const storeLink = drawn.getByRole("link", { name: "Obtenir l'application sur l'App Store" });
    expect(await storeLink.getAttribute("href")).toMatch(/^https:\/\/apps\.apple\.com\//);
    await noScript.close();

    const context = await journey.browser.newContext(phone);
    const page = await context.newPage();
    const errors = consoleProblems(page);
    await page.goto(`${journey.carport.url}/login?lang=0`, { waitUntil: "commit" });
    const offer = page.getByRole("heading", { name: "Halcyon Connect is also an app", level: 2 });
    await offer.waitFor();
    await offer.evaluate((element) => ((window as unknown as { serverOffer: Element }).serverOffer = element));
    const notNow = page.getByRole("button", { name: "Not now", exact: true });
    await expect.poll(() => notNow.isEnabled(), { timeout: 20_000 }).toBe(true);
    // Hydrated: the offer the server drew is the one the app now runs.
    expect(await offer.evaluate((element) => element === (window as unknown as { serverOffer: Element }).serverOffer)).toBe(true);
    await notNow.click();
    expect(await offer.count()).toBe(0);
    // Dismissed for this visit: the server still draws the offer, the app draws the page afresh without it.
    await page.reload();
    await expect.poll(() => page.getByRole("button", { name: "Sign in", exact: true }).isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(await offer.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("comes drawn with the e-mail the browser remembers, and is taken over with it", async () => {
    const remembered = { name: "carport_login", value: encodeURIComponent("demo@hacc.test"), url: journey.carport.url };
    const noScript = await journey.browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies([remembered]);
    const drawn = await noScript.newPage();
    await drawn.goto(`${journey.carport.url}/login?lang=0`);
    expect(await drawn.getByLabel("Email", { exact: true }).inputValue()).toBe("demo@hacc.test");
    expect(await drawn.getByRole("checkbox", { name: "Remember me" }).isChecked()).toBe(true);
    await noScript.close();

    const context = await journey.browser.newContext();
    await context.addCookies([remembered]);
    const page = await context.newPage();
    const errors = consoleProblems(page);
    await page.goto(`${journey.carport.url}/login?lang=0`, { waitUntil: "commit" });
    const email = page.getByLabel("Email", { exact: true });
    await email.waitFor();
    await email.evaluate((element) => ((window as unknown as { serverField: Element }).serverField = element));
    const submit = page.getByRole("button", { name: "Sign in", exact: true });
    await expect.poll(() => submit.isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(await email.evaluate((element) => element === (window as unknown as { serverField: Element }).serverField)).toBe(true);
    expect(await email.inputValue()).toBe("demo@hacc.test");
    expect(await page.getByRole("checkbox", { name: "Remember me" }).isChecked()).toBe(true);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await submit.click();
    await page.getByRole("heading", { name: SIGN_IN_EN.verifyTitle, level: 1 }).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
