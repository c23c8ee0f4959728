import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useJourneyServer } from "./support/journey.ts";
import { DEMO_PASSWORD, signIn } from "./support/sign-in.ts";

const PIN = "2580";

describe("remote start among the overview's quick actions", () => {
  const journey = useJourneyServer();

  /** Signs in as the hacc demo owner and opens the overview of one of the cars, its safety warning closed. */
  async function overviewOf(name: string): Promise<Page> {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.carport.url}/login?lang=0`);
    await signIn(page, { baseUrl: journey.carport.url, email: "demo@hacc.test", password: DEMO_PASSWORD });
    await expect.poll(() => page.getByRole("heading", { name: "My vehicles" }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole("button", { name: `Select ${name}` }).click();
    await expect.poll(() => page.getByText(`Selected vehicle: ${name}`).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByRole("heading", { name: "Quick actions" }).count(), { timeout: 15_000 }).toBe(1);
    return page;
  }

  /** Presses a quick action, gives the PIN and waits for the outcome, shown in place on the overview. */
  async function pressWithPin(page: Page, button: string, success: string): Promise<void> {
    const actions = page.getByRole("region", { name: "Quick actions" });
    await actions.getByRole("button", { name: button, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "PIN" });
    await dialog.getByLabel("PIN", { exact: true }).fill(PIN);
    await dialog.getByRole("button", { name: "Continue", exact: true }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: success }).count(), { timeout: 20_000 }).toBe(1);
    expect(new URL(page.url()).pathname).toBe("/cwp/overview");
  }

  it("starts and stops a petrol car's engine in one tap each from the overview, then offers it in French", async () => {
    const page = await overviewOf("Summit");
    // Summit's overview opens its safety warning; Escape closes it for this visit.
    await expect.poll(() => page.getByRole("alertdialog", { name: "Safety warning" }).count(), { timeout: 15_000 }).toBe(1);
    await page.keyboard.press("Escape");
    const actions = page.getByRole("region", { name: "Quick actions" });
    expect(await actions.getByRole("link", { name: "Remote start: all options" }).getAttribute("href")).toBe("/remote/start");
    await pressWithPin(page, "Start engine", "Your vehicle's engine is running.");
    await page.getByRole("button", { name: "OK", exact: true }).click();
    await pressWithPin(page, "Stop engine", "Your vehicle's engine is stopped.");
    await page.getByRole("button", { name: "OK", exact: true }).click();

    await page.getByRole("button", { name: "Français" }).first().click();
    const actionsFr = page.getByRole("region", { name: "Actions rapides" });
    await expect.poll(() => actionsFr.getByRole("button", { name: "Démarrer le moteur", exact: true }).count()).toBe(1);
    await page.close();
  }, 120_000);

  it("offers a plug-in hybrid remote start beside charging", async () => {
    const page = await overviewOf("Tidal");
    const actions = page.getByRole("region", { name: "Quick actions" });
    await expect.poll(() => actions.getByRole("button", { name: "Start engine", exact: true }).count(), { timeout: 15_000 }).toBe(1);
    expect(await actions.getByRole("button", { name: "Start charging", exact: true }).count()).toBe(1);
    await page.close();
  }, 120_000);
});
