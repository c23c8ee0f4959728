import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./support/browser.ts";
import { JOURNEY_SERVER_ENV } from "./support/sign-in.ts";
import { startCarport, type CarportProcess } from "../apps/server/src/test/server-process.ts";

async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await expect.poll(() => page.getByRole("heading", { name, level: 1 }).count(), { timeout: 15_000 }).toBe(1);
}

describe("support pages in the browser", () => {
  let carport: CarportProcess;
  let browser: Browser;
  beforeAll(async () => {
    [carport, browser] = await Promise.all([startCarport({ ...JOURNEY_SERVER_ENV }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await carport?.stop();
  });

  it("lets an anonymous visitor read the terms, privacy policy, FAQ and a release note in French", async () => {
    const page = await browser.newPage();
    await page.goto(`${carport.url}/support/terms?brand=hacc&lang=1`);
    await expectHeading(page, "Conditions d'utilisation");
    await expect.poll(() => page.locator(".support-text__body").count(), { timeout: 15_000 }).toBeGreaterThan(0);

    await page.goto(`${carport.url}/support/privacy`);
    await expectHeading(page, "Politique de confidentialité");
    await expect.poll(() => page.locator(".support-text__body").count(), { timeout: 15_000 }).toBeGreaterThan(0);

    await page.goto(`${carport.url}/support/faq`);
    await expectHeading(page, "Foire aux questions");
    const toggle = page.locator(".faq-item__toggle").first();
    await toggle.waitFor({ timeout: 15_000 });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");

    await page.goto(`${carport.url}/notice/hacc-aur5-2026-02`);
    await expectHeading(page, "Mise à jour logicielle de l'Aurora EV 2026.02");
    expect(await page.getByText("AUR5.CAN.S5W_L.002.001.260210").count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Préconditionnement de la batterie pour la recharge rapide" }).count()).toBe(1);
    await page.close();
  });

  it("shows not found for a release note of brand kci", async () => {
    const page = await browser.newPage();
    await page.goto(`${carport.url}/overtheairsoftwareupdates/releasenotes/hacc-aur5-2026-02?brand=kci`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe("/pagenotfound");
    // An unknown note (7660) of a brand with release notes is not found either.
    await page.goto(`${carport.url}/overtheairsoftwareupdates/releasenotes/no-such-note?brand=hacc`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe("/pagenotfound");
    await page.close();
  });
});
