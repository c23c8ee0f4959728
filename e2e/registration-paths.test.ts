import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useJourneyServer } from "./support/journey.ts";
import { signIn } from "./support/sign-in.ts";

/** README's unenrolled hacc VINs (this journey's server has its own database): Summit (Jordan Roy) for registration. */
const SUMMIT_VIN = "2HMSMGC5000000203";
/**
 * The car the popup adds, by attempt: a retry finds the first attempt's car possibly enrolled already,
 * so it adds the other (Tidal Plug-in of Sam Gagnon, then Aurora EV of Alex Martin).
 */
const ADDED_CARS = [
  { vin: "2HMTDPC4000000202", firstName: "Sam", lastName: "Gagnon", postalCode: "k1p5j2", spacedPostalCode: "K1P 5J2" },
  { vin: "2HMAUEC5000000201", firstName: "Alex", lastName: "Martin", postalCode: "h2x1y4", spacedPostalCode: "H2X 1Y4" },
] as const;
const PASSWORD = "Journey-Pass-2026!";

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

async function expectHeading(page: Page, name: string): Promise<void> {
  await eventually(() => page.getByRole("heading", { name, level: 1 }).count()).toBe(1);
}

/** The texts of the page's alerts, joined. */
async function alerts(page: Page): Promise<string> {
  return (await page.getByRole("alert").allInnerTexts()).join(" | ");
}

describe("registration paths in the browser", () => {
  const journey = useJourneyServer();

  it("locks the token step after three wrong dealer tokens, and lists a wrong owner last name as the mismatched field", async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.carport.url}/login?brand=hacc`);
    await page.getByRole("button", { name: "Register" }).click();
    await expectHeading(page, "Register: Vehicle");
    await page.getByLabel("Vehicle identification number (VIN)").fill(SUMMIT_VIN);
    await page.getByLabel("Vehicle nickname").fill("Jordan car");
    const token = page.getByLabel("Dealer token (optional)");
    const next = page.getByRole("button", { name: "Next" });

    for (const [attempt, wrong] of ["HT-0001", "HT-0002"].entries()) {
      await token.fill(wrong);
      await next.click();
      await eventually(() => alerts(page)).toContain("The dealer token does not match this vehicle.");
      await eventually(() => page.getByText(`Tries left for the dealer token: ${2 - attempt}.`).count()).toBe(1);
      await expectHeading(page, "Register: Vehicle");
    }
    await token.fill("HT-0003");
    await next.click();
    await eventually(() => alerts(page)).toContain("The dealer token can no longer be tried. Continue without it.");
    expect(await token.isDisabled()).toBe(true);
    await expectHeading(page, "Register: Vehicle");

    // Without the token the owner check decides: the profile step is no longer skipped.
    await next.click();
    await expectHeading(page, "Register: Account");
    await page.getByLabel("Sign-in e-mail").fill(`jordan-${Date.now()}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByLabel("PIN (4 digits)").fill("2580");
    await next.click();
    await expectHeading(page, "Register: Profile");
    await page.getByLabel("First name").fill("Jordan");
    await page.getByLabel("Last name").fill("Royer");
    await page.getByLabel("Notification e-mail").fill("jordan@example.com");
    await page.getByLabel("Street address").fill("1 Main Street");
    await page.getByLabel("City").fill("Vancouver");
    await page.getByLabel("Postal code", { exact: true }).fill("v6b3k9");
    await next.click();

    await expectHeading(page, "Register: Owner check");
    await page.getByRole("button", { name: "Check owner" }).click();
    await eventually(() => alerts(page)).toContain("last name");
    const mismatch = await alerts(page);
    expect(mismatch).toContain("Tries left: 2.");
    expect(mismatch).not.toContain("first name");
    expect(mismatch).not.toContain("postal code");
    await expectHeading(page, "Register: Owner check");

    await page.getByLabel("Last name").fill("Roy");
    await page.getByRole("button", { name: "Check owner" }).click();
    await expectHeading(page, "Register: Dealer");
    await page.close();
  });

  it("adds a vehicle from the vehicle list's popup with the owner's proof: the fully enrolled active vehicle becomes the selected one", async ({
    task,
  }) => {
    const car = ADDED_CARS[Math.min(task.result?.retryCount ?? 0, ADDED_CARS.length - 1)]!;
    const page = await journey.browser.newPage();
    await signIn(page, journey.carport.url, "demo@hacc.test");
    await page.getByRole("button", { name: "Add a vehicle" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a vehicle" });
    await eventually(() => dialog.count()).toBe(1);

    // Sent empty: the VIN and the owner's names and postal code are required; the VIN, the first field to fix, takes focus.
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute("name"));
    await dialog.getByRole("button", { name: "Add vehicle" }).click();
    await eventually(() => dialog.getByText("This field is required.").count()).toBe(4);
    await eventually(focusedName).toBe("vin");

    // Terms are required before anything is sent.
    await dialog.getByLabel("Vehicle identification number (VIN)").fill(car.vin.toLowerCase());
    await dialog.getByLabel("Vehicle nickname").fill("Sam plug-in");
    await dialog.getByRole("button", { name: "Add vehicle" }).click();
    await eventually(() => dialog.getByRole("alert").allInnerTexts()).toContain("Accept the terms and conditions to go on.");

    // The owner record's names and postal code prove the vehicle is the owner's: a wrong one is named, with the tries left.
    await dialog.getByLabel("First name").fill(car.firstName);
    await dialog.getByLabel("Last name").fill("Smith");
    await dialog.getByLabel("Postal code", { exact: true }).fill(car.postalCode);
    await dialog.getByText("I accept the terms and conditions").click();
    await dialog.getByRole("button", { name: "Add vehicle" }).click();
    await eventually(() => dialog.getByRole("alert").allInnerTexts()).toContain(
      "These details do not match the owner record: last name Check them and try again. Tries left: 2.",
    );
    await dialog.getByLabel("Last name").fill(car.lastName);
    await dialog.getByRole("button", { name: "Add vehicle" }).click();
    const done = page.getByRole("dialog", { name: "Vehicle added" });
    await eventually(() => done.count()).toBe(1);
    await eventually(() => done.getByText("Your vehicle is enrolled.").count()).toBe(1);
    await done.getByRole("button", { name: "Close" }).click();
    await eventually(() => page.getByRole("dialog").count()).toBe(0);

    await eventually(() => page.getByText("Selected vehicle: Sam plug-in").count()).toBe(1);
    await eventually(() => page.getByRole("button", { name: "Select Sam plug-in" }).count()).toBe(1);

    // Adding it again: the VIN is now enrolled.
    await page.getByRole("button", { name: "Add a vehicle" }).click();
    const again = page.getByRole("dialog", { name: "Add a vehicle" });
    await again.getByLabel("Vehicle identification number (VIN)").fill(car.vin);
    await again.getByLabel("Vehicle nickname").fill("Twice");
    await again.getByLabel("First name").fill(car.firstName);
    await again.getByLabel("Last name").fill(car.lastName);
    await again.getByLabel("Postal code", { exact: true }).fill(car.spacedPostalCode);
    await again.getByText("I accept the terms and conditions").click();
    await again.getByRole("button", { name: "Add vehicle" }).click();
    await eventually(() => again.getByRole("alert").allInnerTexts()).toContain("This vehicle is already enrolled to an account.");
    // The refused VIN takes focus, to be corrected.
    await eventually(focusedName).toBe("vin");
    await page.close();
  });
});
