import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { launchBrowser } from "./support/browser.ts";
import { useExtraServer, useJourneyServer } from "./support/journey.ts";
import { writeQrCodeCamera } from "./support/qr-camera.ts";
import { signIn } from "./support/sign-in.ts";

/** Unenrolled hacc VINs of the README's "Vehicles waiting for registration". */
const VIN = "2HMTDPC4000000202";
const OTHER_VIN = "2HMSMGC5000000203";
/** The second server's codes expire after this many ms, so a journey can reach an expiry. */
const SHORT_VALIDITY_MS = 5000;

interface CarScreen {
  view: "home" | "enrollmentCode" | "enrollmentCodeExpired";
  code?: string;
}

/** What the simulated car's screen shows, as a demo user reads it (/dev/car-screen.json). */
async function carScreen(baseUrl: string, vin: string): Promise<CarScreen> {
  const response = await fetch(`${baseUrl}/dev/car-screen.json?vin=${vin}`);
  return ((await response.json()) as { screen: CarScreen }).screen;
}

async function codeOnCar(baseUrl: string, vin: string): Promise<string> {
  await expect.poll(async () => (await carScreen(baseUrl, vin)).view, { timeout: 15_000 }).toBe("enrollmentCode");
  return (await carScreen(baseUrl, vin)).code!;
}

async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await expect.poll(() => page.getByRole("heading", { name, level: 1 }).count(), { timeout: 15_000 }).toBe(1);
}

async function startInCarEnrollment(page: Page, vin: string): Promise<void> {
  await expectHeading(page, "Enroll from your vehicle");
  await page.getByLabel("Vehicle identification number (VIN)").fill(vin.toLowerCase());
  await page.getByRole("button", { name: "Show a code in my vehicle" }).click();
  await expectHeading(page, "Scan or type the code");
}

describe("in-car enrollment in the browser", () => {
  const journey = useJourneyServer();
  /** A second server whose in-car codes expire within the test. */
  const shortCodes = useExtraServer({ IN_CAR_CODE_VALIDITY_MS: String(SHORT_VALIDITY_MS) });

  it("adds a vehicle with the code its screen shows, typed in, and lists it", async () => {
    const page = await journey.browser.newPage();
    await signIn(page, journey.carport.url, "demo@hacc.test");
    await page.getByRole("link", { name: "Enroll from my vehicle" }).click();
    await startInCarEnrollment(page, VIN);

    // No camera here: the scanner says so and the typed code remains.
    await page.getByRole("button", { name: "Scan the QR code with the camera" }).click();
    await expect
      .poll(
        () =>
          page
            .getByRole("alert")
            .allInnerTexts()
            .then((texts) => texts.join(" ")),
        { timeout: 15_000 },
      )
      .toContain("We cannot use the camera");

    // A wrong code is refused, then the code the car shows is accepted.
    const code = await codeOnCar(journey.carport.url, VIN);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    await page.getByLabel("Code shown in your vehicle").fill(wrong);
    await page.getByRole("button", { name: "Check the code" }).click();
    await expect
      .poll(
        () =>
          page
            .getByRole("alert")
            .allInnerTexts()
            .then((texts) => texts.join(" ")),
        { timeout: 15_000 },
      )
      .toContain("does not match");
    await page.getByLabel("Code shown in your vehicle").fill(code);
    await page.getByRole("button", { name: "Check the code" }).click();
    await expectHeading(page, "Add your vehicle");
    expect(await page.getByText(`VIN ${VIN}`).count()).toBe(1);

    await page.getByLabel("Vehicle nickname").fill("Tidal");
    await page.getByText("I accept the terms and conditions").click();
    await page.getByRole("button", { name: "Add the vehicle" }).click();
    await expectHeading(page, "Vehicle added");
    expect(await page.getByText("Your vehicle is added to your account.").count()).toBe(1);
    // The car's screen went back home once the code was used.
    expect((await carScreen(journey.carport.url, VIN)).view).toBe("home");

    await page.getByRole("link", { name: "Go to my vehicles" }).click();
    await expectHeading(page, "My vehicles");
    await expect.poll(() => page.locator("main").innerText(), { timeout: 15_000 }).toContain("Tidal");
    await page.close();
  });

  it("reads the code off the car's screen with the camera (ZXing from this server, no CDN)", async () => {
    // Chromium's fake camera plays this file from when the page opens it; the picture is drawn once the car shows its code.
    const cameraFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "carport-camera-")), "camera.y4m");
    const camera = await launchBrowser([
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${cameraFile}`,
    ]);
    try {
      const page = await (await camera.newContext({ permissions: ["camera"] })).newPage();
      const elsewhere: string[] = [];
      page.on("request", (request) => {
        if (!request.url().startsWith(journey.carport.url)) elsewhere.push(request.url());
      });
      await signIn(page, journey.carport.url, "demo@hacc.test");
      await page.getByRole("link", { name: "Enroll from my vehicle" }).click();
      await startInCarEnrollment(page, OTHER_VIN);
      await writeQrCodeCamera(cameraFile, await codeOnCar(journey.carport.url, OTHER_VIN));

      await page.getByRole("button", { name: "Scan the QR code with the camera" }).click();
      await expectHeading(page, "Add your vehicle");
      expect(await page.getByText(`VIN ${OTHER_VIN}`).count()).toBe(1);
      expect(elsewhere).toEqual([]);
    } finally {
      await camera.close();
    }
  });

  it("creates an account from the car with the dealer token, then signs in to it", async () => {
    const vin = "2HMAUEC5000000201";
    const email = `in-car-${Date.now()}@example.com`;
    const page = await journey.browser.newPage();
    await page.goto(`${journey.carport.url}/incarenrollment?brand=hacc&data=${vin}:A12C5000000201`);
    // The VIN came with the car's link, with the MEID the factory recorded for it (a MEID not the car's is refused).
    await expectHeading(page, "Enroll from your vehicle");
    expect(await page.getByLabel("Vehicle identification number (VIN)").inputValue()).toBe(vin);
    await page.getByRole("button", { name: "Show a code in my vehicle" }).click();
    await expectHeading(page, "Scan or type the code");
    await page.getByLabel("Code shown in your vehicle").fill(await codeOnCar(journey.carport.url, vin));
    await page.getByRole("button", { name: "Check the code" }).click();
    await expectHeading(page, "Create your account");

    await page.getByLabel("Vehicle nickname").fill("Aurora");
    await page.getByLabel("Sign-in e-mail").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Journey-Pass-2026!");
    await page.getByLabel("Confirm password").fill("Journey-Pass-2026!");
    await page.getByLabel("PIN (4 digits)").fill("2580");
    await page.getByRole("textbox", { name: "Dealer token" }).fill("HT-5101");
    await page.getByText("I accept the terms and conditions").click();
    await page.getByRole("button", { name: "Create my account" }).click();
    await expectHeading(page, "Account created");
    expect(await page.getByText("Your account is created and your vehicle is enrolled. You can now sign in.").count()).toBe(1);

    await page.getByRole("link", { name: "Go to sign in" }).click();
    await expectHeading(page, /Sign in/);
    await signIn(page, { baseUrl: journey.carport.url, email, password: "Journey-Pass-2026!" });
    await expect
      .poll(
        async () =>
          `${new URL(page.url()).pathname} ${await page
            .locator("main")
            .innerText()
            .catch(() => "")}`,
        { timeout: 15_000 },
      )
      .toMatch(/Aurora|0201/);
    await page.close();
  });

  it("refuses a code typed after it expired, with its message", async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${shortCodes.carport.url}/incarenrollment?brand=hacc`);
    await startInCarEnrollment(page, OTHER_VIN);
    const code = await codeOnCar(shortCodes.carport.url, OTHER_VIN);
    // The car itself tells when its code has expired.
    await expect
      .poll(async () => (await carScreen(shortCodes.carport.url, OTHER_VIN)).view, { timeout: 15_000 + SHORT_VALIDITY_MS })
      .toBe("enrollmentCodeExpired");
    await page.getByLabel("Code shown in your vehicle").fill(code);
    await page.getByRole("button", { name: "Check the code" }).click();
    await expect
      .poll(
        () =>
          page
            .getByRole("alert")
            .allInnerTexts()
            .then((texts) => texts.join(" ")),
        { timeout: 15_000 },
      )
      .toContain("This code has expired. Ask your vehicle for a new code.");
    await expectHeading(page, "Scan or type the code");
    await page.close();
  });
});
