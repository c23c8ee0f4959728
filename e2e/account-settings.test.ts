import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useJourneyServer } from "./support/journey.ts";
import { DEMO_PASSWORD, signIn } from "./support/sign-in.ts";

/** The name of the element that has the focus (a refused save focuses its first invalid field). */
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("name") ?? "");

/** Waits for a polite confirmation or an alert with this text. */
async function expectText(page: Page, role: "status" | "alert", text: string): Promise<void> {
  await expect.poll(() => page.getByRole(role).filter({ hasText: text }).count(), { timeout: 15_000 }).toBe(1);
}

/** Signs in as a brand's demo owner: the brand is picked first (?brand=, remembered for the tab). */
async function signInTo(page: Page, url: string, brand: "hacc" | "kci" | "gen", password?: string): Promise<void> {
  await page.goto(`${url}/login?brand=${brand}`);
  await signIn(page, url, `demo@${brand}.test`, password ? { password } : {});
}

async function openPanel(page: Page, url: string, path: string, heading: string): Promise<void> {
  await page.goto(`${url}${path}`);
  await expect.poll(() => page.getByRole("heading", { name: heading, level: 1 }).count(), { timeout: 15_000 }).toBe(1);
}

describe("the account panels in the browser", () => {
  const journey = useJourneyServer();

  it("saves personal information formatted as typed, keeps it over a reload, and refuses a bad e-mail on its field", async () => {
    const page = await journey.browser.newPage();
    await signInTo(page, journey.carport.url, "gen");
    // From the header's Account menu, then the account navigation.
    await page.getByRole("button", { name: "Account" }).click();
    await page.getByRole("menuitem", { name: "Personal information" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Personal information", level: 1 }).count(), { timeout: 15_000 }).toBe(1);
    const nav = page.getByRole("navigation", { name: "Account" });
    expect(await nav.getByRole("link", { name: "Personal information" }).getAttribute("aria-current")).toBe("page");

    const email = page.getByLabel("Notification e-mail");
    await expect.poll(() => email.inputValue(), { timeout: 15_000 }).not.toBe("");
    await email.fill("not-an-address");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByText("Enter an e-mail address such as name@example.com.").count()).toBe(1);
    await expect.poll(() => focusedName(page)).toBe("notificationEmail");

    await email.fill("owner@example.com");
    await page.getByLabel("Primary phone").pressSequentially("5145550123");
    expect(await page.getByLabel("Primary phone").inputValue()).toBe("514-555-0123");
    await page.getByLabel("City").fill("Montréal");
    await page.getByLabel("Postal code").fill("");
    await page.getByLabel("Postal code").pressSequentially("h2x1y4");
    expect(await page.getByLabel("Postal code").inputValue()).toBe("H2X 1Y4");
    await page.getByRole("button", { name: /Province or territory/ }).click();
    await page.getByRole("option", { name: "Quebec" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expectText(page, "status", "Your personal information was saved.");

    await page.reload();
    await expect.poll(() => page.getByLabel("City").inputValue(), { timeout: 15_000 }).toBe("Montréal");
    expect(await email.inputValue()).toBe("owner@example.com");
    expect(await page.getByLabel("Primary phone").inputValue()).toBe("514-555-0123");
    expect(await page.getByLabel("Postal code").inputValue()).toBe("H2X 1Y4");
    expect(await page.getByRole("button", { name: /Province or territory/ }).textContent()).toContain("Quebec");
    // preferdealer opens the preferred dealer panel (e2e/account-extras.test.ts goes through it).
    await openPanel(page, journey.carport.url, "/account/personalSetting/preferdealer", "Preferred dealer");
    await page.close();
  });

  it("changes the PIN: refuses 1234 on the client and a wrong password on the server, accepts 1357", async () => {
    const page = await journey.browser.newPage();
    await signIn(page, journey.carport.url, "demo@hacc.test");
    await openPanel(page, journey.carport.url, "/account/pinSetting", "PIN");
    await page.getByLabel("New PIN").fill("1234");
    await page.getByLabel("Your password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Change PIN" }).click();
    await expect.poll(() => page.getByText("The PIN cannot be digits in a row, such as 1234 or 4321.").count()).toBe(1);
    await expect.poll(() => focusedName(page)).toBe("pin");

    await page.getByLabel("New PIN").fill("1357");
    await page.getByLabel("Your password").fill("Wrong-Pass-2026!");
    await page.getByRole("button", { name: "Change PIN" }).click();
    await expectText(page, "alert", "We could not change your PIN. Please try again.");
    await expect.poll(() => page.getByText("This password is not correct.").count()).toBe(1);
    await expect.poll(() => focusedName(page)).toBe("pinPassword");

    await page.getByLabel("Your password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Change PIN" }).click();
    await expectText(page, "status", "Your PIN was changed.");
    await page.close();
  });

  it("saves notification settings with locked rows left alone, and keeps them over a reload", async () => {
    const page = await journey.browser.newPage();
    await signIn(page, journey.carport.url, "demo@hacc.test");
    await page.getByRole("button", { name: "Select Aurora" }).click();
    await expect.poll(() => page.getByText("Selected vehicle: Aurora").count(), { timeout: 15_000 }).toBe(1);
    await openPanel(page, journey.carport.url, "/account/notificationSettings", "Notification settings");
    const email = page.getByRole("switch", { name: "E-mail: Remote command results" });
    await expect.poll(() => email.count(), { timeout: 15_000 }).toBe(1);
    const before = await email.isChecked();
    // This server pushes nothing (no VAPID keys): no push switch is shown (issue 55).
    expect(await page.getByRole("switch", { name: /^Push:/ }).count()).toBe(0);
    const theft = page.getByRole("switch", { name: "E-mail: Theft alarm" });
    expect(await theft.isChecked()).toBe(true);
    expect(await theft.getAttribute("aria-readonly")).toBe("true");
    await theft.focus();
    await page.keyboard.press("Space");
    expect(await theft.isChecked()).toBe(true);

    await email.focus();
    await page.keyboard.press("Space");
    expect(await email.isChecked()).toBe(!before);
    await page.getByRole("button", { name: "Save" }).click();
    await expectText(page, "status", "Your notification settings were saved.");
    await page.reload();
    await expect
      .poll(() => page.getByRole("switch", { name: "E-mail: Remote command results" }).isChecked(), { timeout: 15_000 })
      .toBe(!before);

    // The rows' names come from the server in the language asked: a switch asks again.
    await page.getByRole("button", { name: "Français" }).click();
    await expect.poll(() => page.getByRole("switch", { name: /Résultats des commandes à distance$/ }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByText("Remote command results").count()).toBe(0);
    await page.close();
  });

  it("changes the password: a wrong current one is refused by the server, then the new one signs in", async () => {
    const page = await journey.browser.newPage();
    await signIn(page, journey.carport.url, "demo@hacc.test");
    // The account menu names the panel as the panel itself does.
    await page.getByRole("button", { name: /^Account/ }).click();
    await page.getByRole("menuitem", { name: "Password and PIN", exact: true }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Password and PIN", level: 1 }).count(), { timeout: 15_000 }).toBe(1);
    await openPanel(page, journey.carport.url, "/account/security", "Password and PIN");
    expect(await page.getByText("Changing your password signs you out everywhere else").count()).toBe(1);
    const rules = page.getByRole("list", { name: "The new password must have" });
    await page.getByLabel("New password", { exact: true }).fill("short");
    expect(await rules.getByRole("listitem").filter({ hasText: "(not met yet)" }).count()).toBeGreaterThan(0);
    await page.getByLabel("New password", { exact: true }).fill("Fresh-Pass-2027!");
    expect(await rules.getByRole("listitem").filter({ hasText: "(not met yet)" }).count()).toBe(0);
    await page.getByLabel("Confirm new password").fill("Fresh-Pass-2027!");
    await page.getByLabel("Current password").fill("Wrong-Pass-2026!");
    await page.getByRole("button", { name: "Change password" }).click();
    await expectText(page, "alert", "We could not change your password. Please try again.");
    await expect.poll(() => focusedName(page)).toBe("oldPassword");

    await page.getByLabel("Current password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await expectText(page, "status", "Your password was changed. Your other sessions were signed out.");
    await page.close();

    const again = await journey.browser.newPage();
    await signIn(again, journey.carport.url, "demo@hacc.test", { password: "Fresh-Pass-2027!" });
    await again.close();
  });

  it("saves preferences, switching the portal to French, and shows French labels after a reload", async () => {
    const page = await journey.browser.newPage();
    await signInTo(page, journey.carport.url, "kci");
    await openPanel(page, journey.carport.url, "/account/preferences", "Preferences");
    await page.locator("label", { hasText: "Miles" }).click();
    await page.locator("label", { hasText: "Fahrenheit" }).click();
    await page.locator("label", { hasText: "Français" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expectText(page, "status", "Vos préférences ont été enregistrées.");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");

    await page.reload();
    await expect.poll(() => page.getByRole("heading", { name: "Préférences", level: 1 }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole("radio", { name: "Milles" }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: "Fahrenheit (°F)" }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: "Français" }).isChecked()).toBe(true);
    const nav = page.getByRole("navigation", { name: "Compte" });
    expect(await nav.getByRole("link", { name: "Renseignements personnels" }).count()).toBe(1);

    await openPanel(page, journey.carport.url, "/account/personalSetting", "Renseignements personnels");
    await expect.poll(() => page.getByLabel("Prénom", { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByLabel("Code postal").count(), { timeout: 15_000 }).toBe(1);
    // kci reads its history with ntfhst.
    await openPanel(page, journey.carport.url, "/account/notificationHistory", "Historique des notifications");
    await expect
      .poll(
        async () =>
          (await page.getByRole("table").count()) + (await page.getByText("Aucune notification ne vous a encore été envoyée.").count()),
        {
          timeout: 15_000,
        },
      )
      .toBe(1);
    await page.close();
  });
});
