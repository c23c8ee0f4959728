import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useJourneyServer } from "./support/journey.ts";
import { DEMO_PASSWORD, signIn } from "./support/sign-in.ts";

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

async function expectHeading(page: Page, name: string): Promise<void> {
  await eventually(() => page.getByRole("heading", { name, level: 1 }).count()).toBe(1);
}

describe("a suspended vehicle in the browser", () => {
  const journey = useJourneyServer();

  it("blocks the suspended Old Breeze behind the unenrollment popup; cancelling the suspension opens its overview", async () => {
    const page = await journey.browser.newPage();
    await signIn(page, journey.carport.url, "demo@hacc.test");
    await page.getByRole("button", { name: "Select Old Breeze" }).click();
    const popup = page.getByRole("alertdialog", { name: "This vehicle is suspended" });
    await eventually(() => popup.count()).toBe(1);
    // Escape does not close it: the overview stays blocked until a choice is made.
    await page.keyboard.press("Escape");
    expect(await popup.count()).toBe(1);

    await popup.getByRole("button", { name: "Cancel the suspension" }).click();
    await expectHeading(page, "Cancel the suspension");
    expect(new URL(page.url()).pathname).toBe("/support/deactivation");
    expect(new URL(page.url()).searchParams.get("step")).toBe("5");
    await eventually(() => page.getByText("Old Breeze (2019 Breeze), VIN ending 0104").count()).toBe(1);
    await page.getByRole("main").getByRole("button", { name: "Cancel the suspension" }).click();

    await expectHeading(page, "Suspension cancelled");
    expect(new URL(page.url()).searchParams.get("step")).toBe("4");
    await page.getByRole("button", { name: "Open its overview" }).click();
    await expectHeading(page, "Vehicle overview");
    await eventually(() => page.getByText("Selected vehicle: Old Breeze").count()).toBe(1);
    expect(await page.getByRole("alertdialog").count()).toBe(0);
    expect(await page.getByText("This vehicle is suspended.").count()).toBe(0);
    await page.close();
  });

  it("walks the deactivation steps: Not now changes nothing; a reactivation link leads to the choice; deactivating removes the vehicle", async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.carport.url}/login?brand=kci`);
    await signIn(page, { baseUrl: journey.carport.url, email: "demo@kci.test", password: DEMO_PASSWORD });
    await expectHeading(page, "My vehicles");
    await page.getByRole("button", { name: "Select Wren" }).click();
    const popup = page.getByRole("alertdialog", { name: "This vehicle is suspended" });
    await eventually(() => popup.count()).toBe(1);
    await popup.getByRole("button", { name: "Deactivate the vehicle" }).click();

    await expectHeading(page, "Deactivate the vehicle");
    const vehicleId = new URL(page.url()).searchParams.get("vehicleId")!;
    expect(vehicleId).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByRole("button", { name: "Not now" }).click();
    await expectHeading(page, "Nothing was changed");
    expect(new URL(page.url()).searchParams.get("step")).toBe("1");
    await page.getByRole("link", { name: "Go to my vehicles" }).click();
    await expectHeading(page, "My vehicles");
    await eventually(() => page.getByRole("button", { name: "Select Wren" }).count()).toBe(1);

    // The link the owner was mailed: signing in with its vid lands on the reactivation page.
    await page.getByRole("button", { name: "Sign out" }).first().click();
    await page.waitForURL(/\/login/);
    await page.goto(`${journey.carport.url}/login?brand=kci&vid=${vehicleId}`);
    await signIn(page, { baseUrl: journey.carport.url, email: "demo@kci.test", password: DEMO_PASSWORD });
    await expectHeading(page, "Reactivate vehicle");
    expect(new URL(page.url()).pathname).toBe("/reactivate");
    await eventually(() => page.getByText("Wren (2018 Wren), VIN ending 0104").count()).toBe(1);
    await page.getByRole("button", { name: "Deactivate the vehicle" }).click();

    await expectHeading(page, "Deactivate the vehicle");
    expect(new URL(page.url()).pathname).toBe("/deactivation");
    await page.getByRole("button", { name: "Deactivate", exact: true }).click();
    await expectHeading(page, "Vehicle deactivated");
    expect(new URL(page.url()).searchParams.get("step")).toBe("3");
    await page.getByRole("link", { name: "Go to my vehicles" }).click();
    await expectHeading(page, "My vehicles");
    await eventually(() => page.getByRole("button", { name: "Select Kite" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Select Wren" }).count()).toBe(0);

    // Back: the result replaced its prompt, and the link's page now says there is nothing left to choose.
    await page.goBack();
    await expectHeading(page, "Vehicle deactivated");
    await page.goBack();
    await expectHeading(page, "Reactivate vehicle");
    await eventually(() => page.getByText("This vehicle is no longer on your account.").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Deactivate the vehicle" }).count()).toBe(0);
    await page.close();
  });
});
