import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useJourneyServer } from "./support/journey.ts";
import { codeIn, linkIn, signIn, waitForMessage } from "./support/sign-in.ts";

const VIN = "2HMAUEC5000000201";
const PASSWORD = "Journey-Pass-2026!";

async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await expect.poll(() => page.getByRole("heading", { name, level: 1 }).count(), { timeout: 15_000 }).toBe(1);
}

describe("registration in the browser", () => {
  const journey = useJourneyServer();

  it("registers the unenrolled demo VIN with its dealer token and a dealer from the directory, then signs in and sees both", async () => {
    const email = `new-owner-${Date.now()}@example.com`;
    const page = await journey.browser.newPage();
    await page.goto(`${journey.carport.url}/login?brand=hacc`);
    await page.getByRole("button", { name: "Register" }).click();
    await expectHeading(page, "Register: Vehicle");

    await page.getByLabel("Vehicle identification number (VIN)").fill(VIN.toLowerCase());
    await page.getByLabel("Vehicle nickname").fill("Alex car");
    await page.getByLabel("Dealer token (optional)").fill("HT-5101");
    await page.getByRole("button", { name: "Next" }).click();
    await expectHeading(page, "Register: Account");
    // The VIN was upper-cased and its last 4 shown.
    expect(await page.getByRole("button", { name: /Vehicle/ }).count()).toBeGreaterThan(0);

    await page.getByLabel("Sign-in e-mail").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByLabel("PIN (4 digits)").fill("2580");
    await page.getByRole("button", { name: "Next" }).click();
    // The validated token skips the profile: straight to the owner step, which needs no check.
    await expectHeading(page, "Register: Owner check");
    await page.getByRole("button", { name: "Next" }).click();
    await expectHeading(page, "Register: Dealer");
    // The dealer comes from the brand's directory, searched before the account exists; Enter searches.
    expect(await page.getByText("No dealer chosen.").count()).toBe(1);
    await page.getByLabel("Postal code, dealer name or city").fill("Ottawa");
    await page.getByLabel("Postal code, dealer name or city").press("Enter");
    await expect.poll(() => page.getByText("1 dealer found.").count(), { timeout: 15_000 }).toBe(1);
    await expectHeading(page, "Register: Dealer");
    await page.getByRole("button", { name: "Choose Halcyon Ottawa Centre" }).click();
    const chosen = "Your preferred dealer: Halcyon Ottawa Centre";
    await expect.poll(() => page.getByRole("status").filter({ hasText: chosen }).count()).toBe(1);
    // The choice takes the focus, so a screen reader reads it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toBe(chosen);
    await page.getByRole("button", { name: "Next" }).click();
    await expectHeading(page, "Register: Confirmation");
    expect(await page.getByText(VIN, { exact: true }).count()).toBe(1);
    const dealerSection = page.getByRole("region", { name: "Dealer" });
    expect(await dealerSection.getByText("Halcyon Ottawa Centre", { exact: true }).count()).toBe(1);

    // Edit a section and come back to the confirmation: the choice is kept.
    await page.getByRole("button", { name: "Edit Dealer" }).click();
    await expectHeading(page, "Register: Dealer");
    expect(await page.getByText(chosen).count()).toBe(1);
    await page.getByRole("button", { name: "Next" }).click();
    await expectHeading(page, "Register: Confirmation");

    await page.getByRole("button", { name: "Continue to the terms" }).click();
    await expectHeading(page, "Terms and conditions");
    await page.getByText("I accept the terms and conditions").click();
    await page.getByRole("button", { name: "Create my account" }).click();
    await expectHeading(page, "Registration complete");

    await page.getByRole("link", { name: "Go to sign in" }).click();
    await expectHeading(page, /Sign in/);
    await signIn(page, { baseUrl: journey.carport.url, email, password: PASSWORD });
    // One fully enrolled vehicle opens its overview; otherwise the vehicles list shows it.
    await expect
      .poll(
        async () =>
          `${new URL(page.url()).pathname} ${await page
            .locator("main")
            .innerText()
            .catch(() => "")}`,
        { timeout: 15_000 },
      )
      .toMatch(/Alex car|0201/);

    // The dealer picked while registering is the account's preferred dealer.
    await page.goto(`${journey.carport.url}/account/personalSetting/preferdealer`);
    const current = page.getByRole("region", { name: "Your preferred dealer" });
    await expect.poll(() => current.getByRole("heading", { name: "Halcyon Ottawa Centre" }).count(), { timeout: 15_000 }).toBe(1);

    // The new account's address is not confirmed yet: the banner says what that holds back and leads to the code.
    await page.goto(`${journey.carport.url}/vehicles`);
    const banner = page.getByRole("complementary", { name: "Confirm your e-mail address" });
    await expect.poll(() => banner.count(), { timeout: 15_000 }).toBe(1);
    await banner.getByRole("link", { name: "Enter the code" }).click();
    await expectHeading(page, "Confirm your e-mail address");
    const mail = await waitForMessage(journey.carport.url, email, "emailConfirmation");
    const wrong = codeIn(mail) === "000000" ? "111111" : "000000";
    await page.getByLabel("Confirmation code").fill(wrong);
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect
      .poll(() => page.getByRole("alert").allInnerTexts(), { timeout: 15_000 })
      .toContain("This confirmation code is wrong or has expired. Check it, or ask for a new one.");
    // The mail's link carries the code: opening it confirms the address.
    await page.goto(`${journey.carport.url}${linkIn(mail, "/confirmEmail")}`);
    await expectHeading(page, "E-mail address confirmed");
    await page.getByRole("link", { name: "Go to my vehicles" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).count(), { timeout: 15_000 }).toBe(1);
    expect(await banner.count()).toBe(0);
    await page.close();
  });

  it("writes the step heading the French way in French, a no-break space before the colon", async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.carport.url}/register?lang=1`);
    await expectHeading(page, "Inscription\u00a0: Véhicule");
    await page.close();
  });
});
