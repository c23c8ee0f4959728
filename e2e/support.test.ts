import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { typeDate } from "./support/date-time-fields.ts";
import { useJourneyServer } from "./support/journey.ts";
import { latestMessageId, signIn, waitForMessage } from "./support/sign-in.ts";

async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await expect.poll(() => page.getByRole("heading", { name, level: 1 }).count(), { timeout: 15_000 }).toBe(1);
}

/** Picks an option of a labelled select (React Aria: a button opening a listbox); the first when no name is given. */
async function choose(page: Page, label: string, option?: string): Promise<void> {
  // The button is named by its value and its label ("Choose… Feature").
  await page.getByRole("button", { name: new RegExp(`${label}$`) }).click();
  const listbox = page.getByRole("listbox");
  await listbox.waitFor({ timeout: 15_000 });
  await (option ? listbox.getByRole("option", { name: option }) : listbox.getByRole("option").first()).click();
  await expect.poll(() => page.getByRole("listbox").count()).toBe(0);
}

/** yyyy-mm-dd of a UTC day, as a date input takes it. */

/** The support mailbox of the journeys' server (SUPPORT_MAILBOX's default). */
const SUPPORT_MAILBOX = "support@carport.localhost";

describe("support pages in the browser", () => {
  const journey = useJourneyServer();

  it("lets an anonymous visitor read the terms, privacy policy, FAQ and a release note in French", async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.carport.url}/support/terms?brand=hacc&lang=1`);
    await expectHeading(page, "Conditions d'utilisation");
    await expect.poll(() => page.locator(".support-text__body").count(), { timeout: 15_000 }).toBeGreaterThan(0);

    await page.goto(`${journey.carport.url}/support/privacy`);
    await expectHeading(page, "Politique de confidentialité");
    await expect.poll(() => page.locator(".support-text__body").count(), { timeout: 15_000 }).toBeGreaterThan(0);

    await page.goto(`${journey.carport.url}/support/faq`);
    await expectHeading(page, "Foire aux questions");
    const toggle = page.locator(".faq-item__toggle").first();
    await toggle.waitFor({ timeout: 15_000 });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");

    await page.goto(`${journey.carport.url}/notice/hacc-aur5-2026-02`);
    await expectHeading(page, "Mise à jour logicielle de l'Aurora EV 2026.02");
    expect(await page.getByText("AUR5.CAN.S5W_L.002.001.260210").count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Préconditionnement de la batterie pour la recharge rapide" }).count()).toBe(1);
    await page.close();
  });

  it("shows not found for a release note of brand kci", async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.carport.url}/overtheairsoftwareupdates/releasenotes/hacc-aur5-2026-02?brand=kci`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe("/pagenotfound");
    // An unknown note (7660) of a brand with release notes is not found either.
    await page.goto(`${journey.carport.url}/overtheairsoftwareupdates/releasenotes/no-such-note?brand=hacc`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe("/pagenotfound");
    await page.close();
  });

  it("lets a signed-in owner e-mail support: a future date is blocked in the browser, a valid request lands in the support mailbox", async () => {
    const page = await journey.browser.newPage();
    await signIn(page, journey.carport.url, "demo@hacc.test");
    await page.goto(`${journey.carport.url}/support/contact`);
    await expectHeading(page, "Contact us");
    await page.getByRole("button", { name: "E-mail support" }).click();
    await expectHeading(page, "E-mail support");
    // Sent with nothing chosen: the first field to fix takes focus, so the owner is taken to it.
    await page.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => page.getByText("Choose a value.").count()).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("vin");
    await choose(page, "Vehicle", "Aurora (2HMAUEC5000000101)");
    await choose(page, "Feature");
    await choose(page, "Key location");
    await choose(page, "Connection type");
    await page.getByLabel("Notes").fill("The doors did not lock from the app.");

    // The date and time are the owner's own clock, now by default, written as English writes them.
    const date = page.getByRole("group", { name: "Date" });
    const now = new Date();
    expect((await date.textContent())?.replace(/[\u2066-\u2069]/g, "")).toBe(`${now.getMonth() + 1}/${now.getDate()}/${now.getFullYear()}`);
    // Tomorrow is in the future: the dialog opens and nothing is sent.
    const before = await latestMessageId(journey.carport.url, SUPPORT_MAILBOX);
    await typeDate(date, new Date(Date.now() + 86_400_000));
    await page.getByRole("button", { name: "Submit" }).click();
    const future = page.getByRole("alertdialog", { name: "Date and time in the future" });
    await expect.poll(() => future.count(), { timeout: 15_000 }).toBe(1);
    await future.getByRole("button", { name: "OK" }).click();
    await expect.poll(() => future.count()).toBe(0);
    expect(await latestMessageId(journey.carport.url, SUPPORT_MAILBOX)).toBe(before);

    // Yesterday is accepted: the request is sent and the support mailbox receives it.
    await typeDate(date, new Date(Date.now() - 86_400_000));
    await page.getByRole("button", { name: "Submit" }).click();
    await expectHeading(page, "Request sent");
    const mail = await waitForMessage(journey.carport.url, SUPPORT_MAILBOX, "supportRequest", before);
    expect(mail.text).toContain("2HMAUEC5000000101");
    expect(mail.text).toContain("The doors did not lock from the app.");
    await page.close();
  });

  it("books a dealer appointment: the schedule-dealer action opens /support/appointment in a new tab, which hands over to the dealer's booking page", async () => {
    const page = await journey.browser.newPage();
    await signIn(page, journey.carport.url, "demo@hacc.test");
    await page.getByRole("button", { name: "Select Aurora" }).click();
    await expectHeading(page, "Vehicle overview");
    await page.getByRole("navigation", { name: "This vehicle" }).getByRole("link", { name: "Monthly vehicle report" }).click();
    await expectHeading(page, "Monthly vehicle report");
    const action = page.getByRole("button", { name: "Book a service appointment (opens in a new tab)" });
    await action.waitFor({ timeout: 15_000 });
    // The hand-off names the brand's public address (PUBLIC_URL and BRAND_HOSTS: hacc.localhost:8080);
    // this journey's server listens on another port, so the browser is pointed at it.
    await page.context().route("**/dealer/booking**", (route) => {
      const target = new URL(route.request().url());
      target.host = new URL(journey.carport.url).host;
      return route.continue({ url: target.toString() });
    });
    const [tab] = await Promise.all([page.context().waitForEvent("page"), action.click()]);
    await expect.poll(() => new URL(tab.url()).pathname, { timeout: 15_000 }).toBe("/dealer/booking");
    await expect
      .poll(() => tab.getByRole("heading", { name: "Book a service appointment", level: 1 }).count(), { timeout: 15_000 })
      .toBe(1);
    // The tab it was opened from stays where it was.
    expect(new URL(page.url()).pathname).toBe("/mvr");

    // Another brand has no dealer appointment: the address is not found.
    await page.goto(`${journey.carport.url}/support/appointment?dealerCode=HACC-D01&lang=0&brand=kci`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe("/pagenotfound");
    await page.close();
  });
});
