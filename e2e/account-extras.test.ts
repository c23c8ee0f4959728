import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { useJourneyServer } from "./support/journey.ts";
import { latestMessageId, signIn, waitForMessage } from "./support/sign-in.ts";

const PIN = "2580";

/** Waits until exactly one element of this role shows this text. */
async function expectText(page: Page | Locator, role: "status" | "alert", text: string): Promise<void> {
  await expect.poll(() => page.getByRole(role).filter({ hasText: text }).count(), { timeout: 20_000 }).toBe(1);
}

async function expectHeading(page: Page, name: string): Promise<void> {
  await expect.poll(() => page.getByRole("heading", { name, level: 1 }).count(), { timeout: 15_000 }).toBe(1);
}

/**
 * A second client of the same account registers the vehicle's digital key (as another device of
 * the owner would), with this tab's session: the server then really refuses the page's own try.
 */
async function enrollFromAnotherClient(page: Page): Promise<void> {
  const answer = await page.evaluate(async () => {
    const session = JSON.parse(sessionStorage.getItem("carport.session") ?? "{}") as { accessToken?: string };
    const vehicleId = sessionStorage.getItem("carport.selectedVehicleId") ?? "";
    const brand = sessionStorage.getItem("carport.brand") ?? "hacc";
    const response = await fetch("/tods/api/enrolldkey", {
      method: "POST",
      headers: { "Content-Type": "application/json", accessToken: session.accessToken ?? "", vehicleId, brand },
      body: JSON.stringify({ userType: "O", firstName: "Other", lastName: "Device", phoneNumber: "4165550199" }),
    });
    return (await response.json()) as { responseHeader: { responseCode: number } };
  });
  expect(answer.responseHeader.responseCode).toBe(0);
}

describe("preferred dealer, charging options, digital key and owner's manual in the browser", () => {
  // PUBLIC_URL names this server, so the manual's signed link points back to it.
  const journey = useJourneyServer(({ url }) => ({ PUBLIC_URL: url }));

  async function signInAndSelect(email: string, nickname: string, lang: 0 | 1 = 0): Promise<Page> {
    const page = await journey.browser.newPage();
    if (email !== "demo@hacc.test") await page.goto(`${journey.carport.url}/login?brand=${email.split("@")[1]!.split(".")[0]}`);
    await signIn(page, journey.carport.url, email, { lang });
    const select = lang === 1 ? `Sélectionner ${nickname}` : `Select ${nickname}`;
    await page.getByRole("button", { name: select }).click();
    const selected = lang === 1 ? `Véhicule sélectionné : ${nickname}` : `Selected vehicle: ${nickname}`;
    await expect.poll(() => page.getByText(selected).count(), { timeout: 15_000 }).toBe(1);
    return page;
  }

  it("chooses a preferred dealer by postal code with Sunday-last hours, keeps it over a reload, and shows a refused save", async () => {
    const page = await signInAndSelect("demo@hacc.test", "Aurora");
    await page.getByRole("button", { name: "Account" }).click();
    await page.getByRole("menuitem", { name: "Preferred dealer" }).click();
    await expectHeading(page, "Preferred dealer");
    await expect.poll(() => page.getByText("You have not chosen a preferred dealer yet.").count(), { timeout: 15_000 }).toBe(1);

    await page.getByLabel("Postal code, dealer name or city").fill("M5V 2T6");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expectText(page, "status", "2 dealers found.");
    const northYork = page.getByRole("article", { name: "Halcyon North York" });
    const sales = northYork.getByRole("table", { name: "Sales hours" });
    const days = await sales.getByRole("rowheader").allTextContents();
    expect(days).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    expect(await sales.getByRole("row", { name: /Sunday/ }).textContent()).toContain("11:00 AM – 5:00 PM");
    expect(
      await northYork
        .getByRole("table", { name: "Service hours" })
        .getByRole("row", { name: /Sunday/ })
        .textContent(),
    ).toContain("Closed");

    await page.getByRole("button", { name: "Make Halcyon North York my preferred dealer" }).click();
    await expectText(page, "status", "Halcyon North York is now your preferred dealer.");
    await page.reload();
    const current = page.getByRole("region", { name: "Your preferred dealer" });
    await expect.poll(() => current.getByRole("article", { name: "Halcyon North York" }).count(), { timeout: 15_000 }).toBe(1);
    expect(await current.textContent()).toContain("4950 Yonge St, Toronto ON M2N 6K1");

    // The directory can drop a dealer between the search and the choice: the server refuses the
    // code (no input of the page can send one it did not list, so the request is rewritten).
    await page.route("**/tods/api/svprfdlr", (route) => route.continue({ postData: JSON.stringify({ dealerCode: "HACC-D99" }) }));
    await page.getByLabel("Postal code, dealer name or city").fill("Ottawa");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expectText(page, "status", "1 dealer found.");
    await page.getByRole("button", { name: "Make Halcyon Ottawa Centre my preferred dealer" }).click();
    await expectText(page, "alert", "We could not save your preferred dealer. Please try again.");
    await page.unroute("**/tods/api/svprfdlr");
    await page.reload();
    await expect.poll(() => current.getByRole("article", { name: "Halcyon North York" }).count(), { timeout: 15_000 }).toBe(1);
    await page.close();
  });

  it("saves off-peak charging on a 12-hour clock with the PIN, shows it after a reload, refuses a wrong PIN, and sends a gas car to personal settings", async () => {
    const page = await signInAndSelect("demo@hacc.test", "Tidal");
    await page.goto(`${journey.carport.url}/account/chargingOptions`);
    await expectHeading(page, "Charging options");
    const weekdays = page.getByRole("region", { name: "Weekdays" });
    await expect.poll(() => weekdays.count(), { timeout: 15_000 }).toBe(1);

    await page.getByRole("button", { name: /Off-peak charging/ }).click();
    await page.getByRole("option", { name: "Off-peak hours only" }).click();
    const start = weekdays.getByRole("group", { name: /^Starts at/ });
    await start.getByRole("button", { name: /Hour/ }).click();
    await page.getByRole("option", { name: "11", exact: true }).click();
    await start.getByRole("button", { name: /Minutes/ }).click();
    await page.getByRole("option", { name: "30", exact: true }).click();
    await start.getByText("PM", { exact: true }).click();
    const end = weekdays.getByRole("group", { name: /^Ends at/ });
    await end.getByRole("button", { name: /Hour/ }).click();
    await page.getByRole("option", { name: "6", exact: true }).click();
    expect(await start.getByText(/^\d+:\d\d (AM|PM)$/).textContent()).toBe("11:30 PM");
    expect(await end.getByText(/^\d+:\d\d (AM|PM)$/).textContent()).toBe("6:00 AM");

    // A wrong PIN: the server refuses it and nothing is sent to the car.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "PIN" });
    await dialog.getByLabel("PIN", { exact: true }).fill("1357");
    await dialog.getByRole("button", { name: "Continue", exact: true }).click();
    await expect.poll(() => dialog.getByText("Incorrect PIN. 4 attempts left.").count(), { timeout: 15_000 }).toBe(1);
    await dialog.getByLabel("PIN", { exact: true }).fill(PIN);
    await dialog.getByRole("button", { name: "Continue", exact: true }).click();
    await expectText(page, "status", "Your charging options were saved in your vehicle.");

    await page.reload();
    const reloaded = page.getByRole("region", { name: "Weekdays" });
    await expect
      .poll(
        () =>
          reloaded
            .getByRole("group", { name: /^Starts at/ })
            .getByText("11:30 PM", { exact: true })
            .count(),
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(
      await reloaded
        .getByRole("group", { name: /^Ends at/ })
        .getByText("6:00 AM", { exact: true })
        .count(),
    ).toBe(1);
    expect(await page.getByRole("button", { name: /Off-peak charging/ }).textContent()).toContain("Off-peak hours only");

    // Start equal to end is refused before the PIN is asked.
    const again = reloaded.getByRole("group", { name: /^Ends at/ });
    await again.getByRole("button", { name: /Hour/ }).click();
    await page.getByRole("option", { name: "11", exact: true }).click();
    await again.getByRole("button", { name: /Minutes/ }).click();
    await page.getByRole("option", { name: "30", exact: true }).click();
    await again.getByText("PM", { exact: true }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectText(page, "alert", "The off-peak hours must end at another time than they start.");
    expect(await page.getByRole("dialog", { name: "PIN" }).count()).toBe(0);

    // A combustion car has no charging options.
    await page.goto(`${journey.carport.url}/vehicles`);
    await page.getByRole("button", { name: "Select Summit" }).click();
    await expect.poll(() => page.getByText("Selected vehicle: Summit").count(), { timeout: 15_000 }).toBe(1);
    await page.goto(`${journey.carport.url}/account/chargingOptions`);
    await expectHeading(page, "Personal information");
    await page.close();
  });

  it("shows the digital key with its shared keys, ends it, registers a new one with a mailed pairing password, and shows a refused registration", async () => {
    const page = await signInAndSelect("demo@hacc.test", "Aurora");
    await page.getByRole("button", { name: "Account" }).click();
    await page.getByRole("menuitem", { name: "Digital key" }).click();
    await expectHeading(page, "Digital key");
    await expectText(page, "status", "Your digital key is active.");
    expect(await page.getByText("09/15/2025").count()).toBe(1);
    const shared = page.getByRole("table", { name: "Shared keys" });
    expect(await shared.getByRole("rowheader").allTextContents()).toEqual(["Alex Tremblay", "Sam Gagnon"]);
    expect(await shared.getByRole("row", { name: /Sam Gagnon/ }).textContent()).toContain("08/31/2026");

    await page.getByRole("button", { name: "End the digital key" }).click();
    await page.getByRole("alertdialog", { name: "End the digital key?" }).getByRole("button", { name: "End the digital key" }).click();
    await expectText(page, "status", "The digital key was ended.");
    await expect.poll(() => page.getByText("This vehicle has no digital key yet.").count(), { timeout: 15_000 }).toBe(1);

    // Names, phone and the terms are required before anything is sent.
    await page.getByRole("button", { name: "Register my digital key" }).click();
    expect(await page.getByText("Accept the terms of use to register your digital key.").count()).toBe(1);
    await page.getByLabel("First name").fill("Dana");
    await page.getByLabel("Last name").fill("Tremblay");
    await page.getByLabel("Mobile phone").pressSequentially("4165550123");
    expect(await page.getByLabel("Mobile phone").inputValue()).toBe("416-555-0123");
    await page.getByText("I have read and accept the digital key terms of use").click();
    const before = await latestMessageId(journey.carport.url, "demo@hacc.test");
    await page.getByRole("button", { name: "Register my digital key" }).click();
    await expect.poll(() => page.getByText(/Your digital key is registered\./).count(), { timeout: 15_000 }).toBe(1);
    const mail = await waitForMessage(journey.carport.url, "demo@hacc.test", "digitalKeyPairing", before);
    expect(mail.text).toMatch(/\b\d{8}\b/);

    await page.reload();
    await expect.poll(() => page.getByText(/Your digital key is registered\./).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole("button", { name: "Send the pairing password again" }).click();
    await expectText(page, "status", "A new pairing password was sent to your e-mail address.");
    await waitForMessage(journey.carport.url, "demo@hacc.test", "digitalKeyPairing", mail.id);

    // Ended again; another device of the owner registers first: the server refuses this one.
    await page.getByRole("button", { name: "End the digital key" }).click();
    await page.getByRole("alertdialog", { name: "End the digital key?" }).getByRole("button", { name: "End the digital key" }).click();
    await expect.poll(() => page.getByText("This vehicle has no digital key yet.").count(), { timeout: 15_000 }).toBe(1);
    await page.getByLabel("First name").fill("Dana");
    await page.getByLabel("Last name").fill("Tremblay");
    await page.getByLabel("Mobile phone").pressSequentially("4165550123");
    await page.getByText("I have read and accept the digital key terms of use").click();
    await enrollFromAnotherClient(page);
    await page.getByRole("button", { name: "Register my digital key" }).click();
    await expectText(page, "alert", "The digital key could not be registered: this vehicle already has one.");
    await page.close();
  });

  it("opens the owner's manual through a signed token, in the portal's language", async () => {
    const page = await signInAndSelect("demo@hacc.test", "Aurora");
    await page.getByRole("button", { name: "Account" }).click();
    await page.getByRole("menuitem", { name: "Owner's manual" }).click();
    await expectHeading(page, "Owner's manual");
    await page.getByRole("button", { name: "Open the owner's manual" }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe("/fod/manual");
    await expectHeading(page, "Owner's manual");
    expect(await page.getByText("2025 Aurora EV").count()).toBe(1);
    await page.close();
  });

  it("shows French labels, dates and error texts on the three panels", async () => {
    const page = await signInAndSelect("demo@gen.test", "Lumen", 1);

    // Preferred dealer: French days (Sunday last), hours and the refused save.
    await page.goto(`${journey.carport.url}/account/personalSetting/preferdealer`);
    await expectHeading(page, "Concessionnaire préféré");
    await page.getByLabel("Code postal, nom du concessionnaire ou ville").fill("Westmount");
    await page.getByRole("button", { name: "Rechercher", exact: true }).click();
    await expectText(page, "status", "1 concessionnaire trouvé.");
    const sales = page.getByRole("table", { name: "Heures des ventes" });
    expect(await sales.getByRole("rowheader").allTextContents()).toEqual([
      "lundi",
      "mardi",
      "mercredi",
      "jeudi",
      "vendredi",
      "samedi",
      "dimanche",
    ]);
    expect(await sales.getByRole("row", { name: /lundi/ }).textContent()).toContain("9 h 00 – 21 h 00");
    expect(await sales.getByRole("row", { name: /dimanche/ }).textContent()).toContain("Fermé");
    await page.route("**/tods/api/svprfdlr", (route) => route.continue({ postData: JSON.stringify({ dealerCode: "GEN-D99" }) }));
    await page.getByRole("button", { name: "Faire de Genova Studio Westmount mon concessionnaire préféré" }).click();
    await expectText(page, "alert", "Nous n'avons pas pu enregistrer votre concessionnaire préféré. Veuillez réessayer.");
    await page.unroute("**/tods/api/svprfdlr");

    // Charging options: the AM/PM section in French words, and the French wrong-PIN text.
    await page.goto(`${journey.carport.url}/account/chargingOptions`);
    await expectHeading(page, "Options de recharge");
    const weekdays = page.getByRole("region", { name: "Semaine", exact: true });
    await expect.poll(() => weekdays.count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole("button", { name: /Recharge en heures creuses/ }).click();
    await page.getByRole("option", { name: "Heures creuses en priorité" }).click();
    const start = weekdays.getByRole("group", { name: /^Début/ });
    await start.getByRole("button", { name: /Heure/ }).click();
    await page.getByRole("option", { name: "10", exact: true }).click();
    await start.getByText("après-midi", { exact: true }).click();
    expect(
      await start
        .getByText(/après-midi$/)
        .first()
        .textContent(),
    ).toBe("10:00 après-midi");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "NIP" });
    await dialog.getByLabel("NIP", { exact: true }).fill("1357");
    await dialog.getByRole("button", { name: "Continuer", exact: true }).click();
    await expect.poll(() => dialog.getByText("NIP incorrect. 4 tentatives restantes.").count(), { timeout: 15_000 }).toBe(1);
    await dialog.getByLabel("NIP", { exact: true }).fill(PIN);
    await dialog.getByRole("button", { name: "Continuer", exact: true }).click();
    await expectText(page, "status", "Vos options de recharge ont été enregistrées dans votre véhicule.");
    await page.reload();
    await expect
      .poll(() => page.getByRole("region", { name: "Semaine", exact: true }).getByText("10:00 après-midi", { exact: true }).count(), {
        timeout: 15_000,
      })
      .toBe(1);

    // Digital key: French dates, labels and the server's French refusal.
    await page.goto(`${journey.carport.url}/digitalKey`);
    await expectHeading(page, "Clé numérique");
    await expectText(page, "status", "Votre clé numérique est active.");
    expect(await page.getByText("Active depuis le").count()).toBe(1);
    expect(await page.getByText("15/09/2025").count()).toBe(1);
    expect(
      await page
        .getByRole("table", { name: "Clés partagées" })
        .getByRole("row", { name: /Sam Gagnon/ })
        .textContent(),
    ).toContain("31/08/2026");
    // On a phone the shared keys' table scrolls by itself; the page does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole("button", { name: "Mettre fin à la clé numérique" }).click();
    await page
      .getByRole("alertdialog", { name: "Mettre fin à la clé numérique\u00a0?" })
      .getByRole("button", { name: "Mettre fin à la clé numérique" })
      .click();
    await expect.poll(() => page.getByText("Ce véhicule n'a pas encore de clé numérique.").count(), { timeout: 15_000 }).toBe(1);
    await page.getByLabel("Prénom").fill("Dana");
    await page.getByLabel("Nom", { exact: true }).fill("Tremblay");
    await page.getByLabel("Téléphone mobile").pressSequentially("5145550123");
    await page.getByText("J'ai lu et j'accepte les conditions d'utilisation de la clé numérique").click();
    await enrollFromAnotherClient(page);
    await page.getByRole("button", { name: "Inscrire ma clé numérique" }).click();
    await expectText(page, "alert", "La clé numérique n'a pas pu être enregistrée\u00a0: ce véhicule en a déjà une.");
    await page.close();
  });
});
