import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useJourneyServer } from "./support/journey.ts";
import { DEMO_PASSWORD, signIn, SIGN_IN_EN, SIGN_IN_FR } from "./support/sign-in.ts";

// Issue 20, part B: the dialogs of enrollment statuses 1 and 2, the sign-in variant of the
// add-vehicle dialog a car's link opens, the in-car enrollment's view, step and MEID, the
// 9-minute idle prompts, gen's tutorial link and the rarer demo cars, in English and French.

/** The README's fleet@gen.test: a hydrogen car, a G1 plug-in hybrid, a G2.5 car and two waiting enrollments. */
const OWNER = { email: "fleet@gen.test", firstName: "Noor", lastName: "Haddad", postalCode: "H3B 2Y5" };
const BY_DEALER = { vin: "5GNLMEC6000000304", meid: "A15C6000000304" };
const FROM_CAR = { vin: "5GNVSPC6000000305", dealerToken: "GN-7305" };
/** gen cars waiting for registration, with the MEID the factory recorded. */
const WAITING = [
  { vin: "5GNLMEC6000000201", meid: "A15C6000000201" },
  { vin: "5GNVSPC5000000202", meid: "A15C5000000202" },
];

async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await expect.poll(() => page.getByRole("heading", { name, level: 1 }).count(), { timeout: 15_000 }).toBe(1);
}

async function expectDialog(page: Page, name: string | RegExp): Promise<void> {
  await expect.poll(() => page.getByRole("dialog", { name }).count(), { timeout: 15_000 }).toBe(1);
}

async function leftLogin(page: Page): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toBe("/login");
}

const mainText = (page: Page) =>
  page
    .locator("main")
    .innerText()
    .catch(() => "");

async function carScreenView(baseUrl: string, vin: string): Promise<string> {
  const response = await fetch(`${baseUrl}/dev/car-screen.json?vin=${vin}`);
  return ((await response.json()) as { screen: { view: string } }).screen.view;
}

describe("enrollment screens and the rarer demo cars in the browser (issue 20 B)", () => {
  const journey = useJourneyServer();

  it("English: a car's link signs in to its add-vehicle dialog, which completes the dealer's enrollment (2); the car's own enrollment (1) opens the full dialog; the rarer cars work; gen's tutorial", async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.carport.url}/login?lang=0&brand=gen&vin=${BY_DEALER.vin}&meid=${BY_DEALER.meid}`);
    await expectHeading(page, "Sign in to add your vehicle");
    expect(await mainText(page)).toContain("VIN ending in 0304");
    const tutorial = page.getByRole("link", { name: "Watch the tutorial" });
    expect(await tutorial.getAttribute("href")).toBe("https://www.genova-auto.ca/en/connect/tutorial");

    await signIn(page, { baseUrl: journey.carport.url, email: OWNER.email, password: DEMO_PASSWORD, texts: SIGN_IN_EN });
    await leftLogin(page);
    await expectDialog(page, "Add your vehicle");
    const dialog = page.getByRole("dialog", { name: "Add your vehicle" });
    expect(await dialog.innerText()).toContain("2026 G-Lumen EV, VIN ending in 0304");
    expect(await dialog.getByRole("textbox", { name: "Vehicle nickname" }).inputValue()).toBe("New Lumen");
    await dialog.getByRole("textbox", { name: "First name" }).fill(OWNER.firstName);
    await dialog.getByRole("textbox", { name: "Last name" }).fill(OWNER.lastName);
    await dialog.getByRole("textbox", { name: "Postal code" }).fill(OWNER.postalCode);
    await dialog.getByText("I accept the terms and conditions").click();
    await dialog.getByRole("button", { name: "Add vehicle", exact: true }).click();
    await expectDialog(page, "Vehicle added");
    expect(await page.getByRole("dialog").innerText()).toContain("Your vehicle is enrolled.");
    await page.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Select New Lumen" }).count(), { timeout: 15_000 }).toBe(1);

    // The car enrolled from its own screen (1) opens the full enrollment dialog, step by step.
    expect(await mainText(page)).toContain("Enrollment started in the vehicle");
    await page.getByRole("button", { name: "Finish enrolling New Vista" }).click();
    await expectDialog(page, "Finish enrolling your vehicle");
    const full = page.getByRole("dialog", { name: "Finish enrolling your vehicle" });
    expect(await full.getByRole("list", { name: "Enrollment steps" }).innerText()).toMatch(
      /Vehicle[\s\S]*Proof of ownership[\s\S]*Confirmation/,
    );
    await full.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => full.getByRole("textbox", { name: "First name" }).count(), { timeout: 15_000 }).toBe(1);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count(), { timeout: 15_000 }).toBe(0);

    // The rarer cars: the hydrogen car's range is its fuel cell's (600 km full, 70 % here).
    const listed = await mainText(page);
    expect(listed).toContain("Hydrogen");
    expect(listed).toContain("2017 G-Vista Hybrid");
    expect(listed).toContain("2021 G-Crest");
    await page.getByRole("button", { name: "Select Hydra" }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe("/cwp/overview");
    await expect.poll(() => mainText(page), { timeout: 15_000 }).toMatch(/420\s?km/);
    await page.close();
  });

  it("French: the car's own enrollment (1) is completed in the full dialog with the dealer token; a car's link opens the add-vehicle dialog; the popup's idle prompt; gen's tutorial", async () => {
    const page = await journey.browser.newPage();
    await page.clock.install();
    await page.goto(`${journey.carport.url}/login?lang=1&brand=gen`);
    await signIn(page, { baseUrl: journey.carport.url, email: OWNER.email, password: DEMO_PASSWORD, texts: SIGN_IN_FR });
    await expectHeading(page, "Mes véhicules");
    expect(await page.getByRole("link", { name: "Voir le tutoriel" }).getAttribute("href")).toBe(
      "https://www.genova-auto.ca/fr/connect/tutoriel",
    );

    await page.getByRole("button", { name: "Terminer l'inscription de New Vista" }).click();
    await expectDialog(page, "Terminer l'inscription de votre véhicule");
    const full = page.getByRole("dialog", { name: "Terminer l'inscription de votre véhicule" });
    await full.getByRole("textbox", { name: "Surnom du véhicule" }).fill("Vista");
    await full.getByRole("button", { name: "Suivant" }).click();
    await full.getByText("Le jeton du concessionnaire", { exact: true }).click();
    await full.getByRole("textbox", { name: "Jeton du concessionnaire" }).fill(FROM_CAR.dealerToken);
    await full.getByRole("button", { name: "Suivant" }).click();
    await expect.poll(() => full.getByText("J'accepte les conditions d'utilisation").count(), { timeout: 15_000 }).toBe(1);
    await full.getByText("J'accepte les conditions d'utilisation").click();
    await full.getByRole("button", { name: "Ajouter le véhicule" }).click();
    await expectDialog(page, "Véhicule ajouté");
    expect(await page.getByRole("dialog").innerText()).toContain("Votre véhicule est inscrit.");
    await page.getByRole("button", { name: "Fermer" }).click();
    await expect.poll(() => page.getByRole("button", { name: /Vista$/ }).count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // The add-vehicle popup asks after 9 idle minutes; "Continuer" keeps it open.
    await page.getByRole("button", { name: "Ajouter un véhicule" }).click();
    await expectDialog(page, "Ajouter un véhicule");
    await page.clock.runFor("09:01");
    await expect.poll(() => page.getByRole("alertdialog", { name: "Êtes-vous toujours là ?" }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole("alertdialog").innerText()).toContain("vous serez déconnecté");
    await page.getByRole("button", { name: "Continuer" }).click();
    await expect.poll(() => page.getByRole("alertdialog").count(), { timeout: 15_000 }).toBe(0);
    expect(await page.getByRole("dialog", { name: "Ajouter un véhicule" }).count()).toBe(1);
    await page.close();

    // A car's link, in French: the sign-in variant, then the add-vehicle dialog for that car.
    const linked = await journey.browser.newPage();
    await linked.goto(`${journey.carport.url}/login?lang=1&brand=gen&vin=${WAITING[0]!.vin}&meid=${WAITING[0]!.meid}`);
    await expectHeading(linked, "Connectez-vous pour ajouter votre véhicule");
    expect(await mainText(linked)).toContain("se termine par 0201");
    await signIn(linked, { baseUrl: journey.carport.url, email: OWNER.email, password: DEMO_PASSWORD, texts: SIGN_IN_FR });
    await leftLogin(linked);
    await expectDialog(linked, "Ajouter votre véhicule");
    expect(await linked.getByRole("dialog").innerText()).toContain("Le véhicule dont le NIV se termine par 0201");
    await linked.getByRole("button", { name: "Annuler" }).click();
    await expect.poll(() => linked.getByRole("dialog").count(), { timeout: 15_000 }).toBe(0);
    await linked.close();
  });

  it("English: the car's in-car link (view 1, step 1, VIN and MEID pairs) asks the car for a code and opens the scanner; a MEID not the car's is refused; the registration's idle prompt", async () => {
    const page = await journey.browser.newPage();
    await page.clock.install();
    const data = WAITING.map((pair) => `${pair.vin}:${pair.meid}`).join(",");
    await page.goto(`${journey.carport.url}/incarenrollment?lang=0&brand=gen&view=1&step=1&data=${encodeURIComponent(data)}`);
    await expectHeading(page, "Scan or type the code");
    await expect.poll(() => carScreenView(journey.carport.url, WAITING[1]!.vin), { timeout: 15_000 }).toBe("enrollmentCode");
    expect(await carScreenView(journey.carport.url, WAITING[0]!.vin)).not.toBe("enrollmentCode");

    // Someone registering from the car is asked after 9 idle minutes.
    await page.clock.runFor("09:01");
    await expect.poll(() => page.getByRole("alertdialog", { name: "Are you still there?" }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole("alertdialog").innerText()).toContain("registration closes");
    await page.getByRole("button", { name: "Continue registering" }).click();
    await expect.poll(() => page.getByRole("alertdialog").count(), { timeout: 15_000 }).toBe(0);
    await page.close();

    const wrong = await journey.browser.newPage();
    await wrong.goto(`${journey.carport.url}/incarenrollment?lang=0&brand=gen&view=1&data=${WAITING[0]!.vin}:A1FFFFFFFFFFFF`);
    await expectHeading(wrong, "Enroll from your vehicle");
    await expect.poll(() => wrong.getByRole("alert").count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await carScreenView(journey.carport.url, WAITING[0]!.vin)).not.toBe("enrollmentCode");
    await wrong.close();
  });

  it("French: the car's in-car link opens the scanner in French and the registration's idle prompt speaks French", async () => {
    const page = await journey.browser.newPage();
    await page.clock.install();
    await page.goto(`${journey.carport.url}/incarenrollment?lang=1&brand=gen&view=1&data=${WAITING[0]!.vin}:${WAITING[0]!.meid}`);
    await expectHeading(page, "Balayer ou saisir le code");
    await expect.poll(() => carScreenView(journey.carport.url, WAITING[0]!.vin), { timeout: 15_000 }).toBe("enrollmentCode");
    await page.clock.runFor("09:01");
    await expect.poll(() => page.getByRole("alertdialog", { name: "Êtes-vous toujours là ?" }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole("alertdialog").innerText()).toContain("l'inscription se fermera");
    await page.getByRole("button", { name: "Continuer l'inscription" }).click();
    await expect.poll(() => page.getByRole("alertdialog").count(), { timeout: 15_000 }).toBe(0);
    await page.close();
  });

  it("the registration wizard follows a language switch 3 seconds after it: the labels at once, the terms from the server then", async () => {
    const page = await journey.browser.newPage();
    await page.clock.install();
    await page.goto(`${journey.carport.url}/register?brand=gen&lang=0`);
    await expectHeading(page, "Register: Vehicle");
    await page.getByLabel("Vehicle identification number (VIN)").fill("5GNVSPC5000000202");
    await page.getByLabel("Vehicle nickname").fill("Vista");
    await page.getByLabel("Dealer token (optional)").fill("GN-7102");
    await page.getByRole("button", { name: "Next" }).click();
    await expectHeading(page, "Register: Account");
    await page.getByLabel("Sign-in e-mail").fill(`language-${Date.now()}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("Journey-Pass-2026!");
    await page.getByLabel("Confirm password").fill("Journey-Pass-2026!");
    await page.getByLabel("PIN (4 digits)").fill("2580");
    await page.getByRole("button", { name: "Next" }).click();
    await expectHeading(page, "Register: Owner check");
    await page.getByRole("button", { name: "Next" }).click();
    await expectHeading(page, "Register: Dealer");
    await page.getByRole("button", { name: "Next" }).click();
    await expectHeading(page, "Register: Confirmation");
    await page.getByRole("button", { name: "Continue to the terms" }).click();
    await expectHeading(page, "Terms and conditions");
    const terms = () =>
      page
        .getByRole("region", { name: /Terms and conditions|Conditions d'utilisation/ })
        .innerText()
        .catch(() => "");
    await expect.poll(terms, { timeout: 15_000 }).not.toBe("");
    const english = await terms();

    await page.getByRole("button", { name: "Français" }).click();
    await expectHeading(page, "Conditions d'utilisation");
    // No page time has passed: the terms are still the English ones the wizard loaded.
    expect(await terms()).toBe(english);
    await page.clock.runFor(3_000);
    await expect.poll(terms, { timeout: 15_000 }).not.toBe(english);
    expect(await terms()).not.toBe("");
    await page.close();
  });
});
