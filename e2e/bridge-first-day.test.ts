import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  CA_OWNER,
  NIRO_VIN,
  startCanadianMaker,
  type CanadianMaker,
} from "../apps/server/src/modules/upstream/maker-stand-in/canadian-maker.ts";
import { useJourneyServer } from "./support/journey.ts";
import { signIn } from "./support/sign-in.ts";

/**
 * A real owner's first day (issue 53, item 7), in the browser, with no operator step: the Niro's
 * VIN is nowhere in Carport beforehand. The maker is a stand-in of its Canadian cloud answering the
 * shapes the public clients show (maker-stand-in/canadian-maker.ts names the public source of each:
 * the sign-in and its mailed code from hyundai_kia_connect_api CANADA_LOGIN_FLOW_WITH_OTP.md, the
 * status of a real Niro EV from its tests/fixtures/ca_kia_niro_ev_2022_cached.json, nxtsvc from
 * KiaUvoApiCA.py).
 *
 * With BRIDGE_SCREENSHOTS set to a folder, the screens of the path are saved there (the README's
 * "Bring your real car" shows them: docs/screenshots/).
 */

const OWNER = { email: `real-owner-${Date.now()}@example.com`, password: "Dana-Pass-2026!", pin: "1397" };
const SCREENSHOTS = process.env.BRIDGE_SCREENSHOTS;

async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await expect.poll(() => page.getByRole("heading", { name, level: 1 }).count(), { timeout: 15_000 }).toBe(1);
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ").trim();

describe("a real owner's first day: sign up, bring the real car from the maker's cloud, see it", () => {
  let maker: CanadianMaker;
  let makerUrl = "";
  beforeAll(async () => {
    maker = startCanadianMaker();
    makerUrl = await maker.listen();
  });
  const journey = useJourneyServer(() => ({
    UPSTREAM_KCI_URL: makerUrl,
    UPSTREAM_POLL_SECONDS: "30",
    UPSTREAM_QUIET_HOURS: "",
    UPSTREAM_TIME_ZONE: "America/Toronto",
  }));
  afterAll(async () => {
    await maker?.close();
  });

  it("signs up with no car Carport knows, links the maker account with its mailed code, brings in the Niro typed at sign-up and shows the maker's figures", async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1100, height: 900 } });
    await page.goto(`${journey.carport.url}/register?brand=hacc`);
    await expectHeading(page, "Register: Vehicle");

    // The first step offers the maker's app: no dealer VIN needed, the real VIN typed is optional.
    await page.getByText("My car is connected through its maker's app", { exact: false }).click();
    expect(await page.getByLabel("Dealer token (optional)").count()).toBe(0);
    await page.getByLabel("Vehicle identification number (VIN) (optional)").fill(NIRO_VIN.toLowerCase());
    await page.getByLabel("Vehicle nickname").fill("Niro at home");
    await screenshot(page, "bridge-1-sign-up");
    await page.getByRole("button", { name: "Next" }).click();

    await expectHeading(page, "Register: Account");
    await page.getByLabel("Sign-in e-mail").fill(OWNER.email);
    await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
    await page.getByLabel("Confirm password").fill(OWNER.password);
    await page.getByLabel("PIN (4 digits)").fill(OWNER.pin);
    await page.getByRole("button", { name: "Next" }).click();

    await expectHeading(page, "Register: Profile");
    await page.getByLabel("First name").fill("Dana");
    await page.getByLabel("Last name").fill("Tremblay");
    await page.getByLabel("Notification e-mail").fill(OWNER.email);
    await page.getByLabel("Street address").fill("12 rue Principale");
    await page.getByLabel("City").fill("Montréal");
    await page.getByLabel("Postal code").fill("H2X1Y4");
    await page.getByRole("button", { name: "Next" }).click();

    // No owner check against a factory record: the maker account proves the car.
    await expectHeading(page, "Register: Owner check");
    expect(await page.getByText("Your car maker account will prove the car is yours").count()).toBe(1);
    await page.getByRole("button", { name: "Next" }).click();
    await expectHeading(page, "Register: Dealer");
    await page.getByRole("button", { name: "Next" }).click();
    await expectHeading(page, "Register: Confirmation");
    const vehicleSection = page.getByRole("region", { name: "Vehicle" });
    expect(await vehicleSection.getByText("Through the maker's app: brought in from your car maker account").count()).toBe(1);
    expect(await vehicleSection.getByText(NIRO_VIN, { exact: true }).count()).toBe(1);

    await page.getByRole("button", { name: "Continue to the terms" }).click();
    await expectHeading(page, "Terms and conditions");
    await page.getByText("I accept the terms and conditions").click();
    await page.getByRole("button", { name: "Create my account" }).click();
    await expectHeading(page, "Registration complete");
    expect(await page.getByText("Your account is created. Sign in, then bring your car in from your car maker account").count()).toBe(1);

    // Signing in (with the code mailed for this new device) lands on an empty vehicles list leading to the bridge.
    await page.getByRole("link", { name: "Go to sign in" }).click();
    await expectHeading(page, /Sign in/);
    await signIn(page, { baseUrl: journey.carport.url, email: OWNER.email, password: OWNER.password });
    await expectHeading(page, "My vehicles");
    expect(await page.getByText("There is no vehicle on this account yet.").count()).toBe(1);
    await screenshot(page, "bridge-2-no-car-yet");
    await page.locator(".empty-state").getByRole("link", { name: "Bring your real car" }).click();

    await expectHeading(page, "Linked car maker accounts");
    await page.getByRole("button", { name: /Car maker/ }).click();
    await page.getByRole("option", { name: "Kia (Kia Connect)" }).click();
    await page.getByLabel("E-mail of your car maker account", { exact: true }).fill(CA_OWNER.email);
    await page.getByLabel("Password of your car maker account", { exact: true }).fill(CA_OWNER.password);
    await page.getByRole("button", { name: "Link this account", exact: true }).click();

    // The maker mails its one-time code for Carport's device; the owner types it in.
    await expect.poll(() => page.getByRole("heading", { name: "Enter the code from your car maker" }).count(), { timeout: 15_000 }).toBe(1);
    expect(maker.codesMailed).toHaveLength(1);
    await page.getByLabel("Code from your car maker", { exact: true }).fill(maker.codesMailed[0]!);
    await screenshot(page, "bridge-3-maker-code");
    await page.getByRole("button", { name: "Finish linking", exact: true }).click();

    await expect.poll(() => page.getByRole("heading", { name: "PIN of your car maker account" }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByLabel("Car maker PIN", { exact: true }).fill(CA_OWNER.pin);
    await page.getByRole("button", { name: "Keep this PIN", exact: true }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "PIN kept." }).count(), { timeout: 15_000 }).toBe(1);
    await screenshot(page, "bridge-4-pick-the-car");

    // The maker lists the Niro by its own nickname; it comes in under the one chosen at sign-up.
    await page.getByRole("button", { name: "Bring My Niro into Carport", exact: true }).click();
    await expect.poll(() => page.getByText("In Carport", { exact: true }).count(), { timeout: 15_000 }).toBe(1);

    await page.goto(`${journey.carport.url}/vehicles`);
    await page.getByRole("button", { name: "Select Niro at home" }).click();
    await expectHeading(page, "Vehicle overview");
    // The maker's figures: the real Niro's charge, its odometer from nxtsvc.
    const energy = page.getByRole("region", { name: "Battery and range" });
    const battery = energy.locator("dt", { hasText: /^Battery$/ }).locator("xpath=following-sibling::dd[1]");
    await expect
      .poll(async () => plain(await battery.textContent()), { timeout: 15_000 })
      .toBe(`${maker.car.status.evStatus.batteryStatus}%`);
    const odometer = page.getByRole("region", { name: "Odometer and service" }).getByTestId("odometer");
    await expect.poll(async () => plain(await odometer.textContent()), { timeout: 15_000 }).toContain("41,250 km");
    await screenshot(page, "bridge-5-the-real-car");
    await page.close();
  });
});
