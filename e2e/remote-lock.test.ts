import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useJourneyServer } from "./support/journey.ts";
import { signIn } from "./support/sign-in.ts";

const PASSWORD = "Demo-Pass-2026!";
const PIN = "2580";

/** The texts of one language that the journey reads, as the owner sees them. */
const EN = {
  pinDialog: "PIN",
  pinField: "PIN",
  continue: "Continue",
  cancel: "Cancel",
  unlock: "Unlock doors",
  lock: "Lock doors",
  status: "Vehicle status",
  unlocked: "Unlocked",
  locked: "Locked",
  unlockSuccess: "Your doors are unlocked.",
  lockSuccess: "Your doors are locked.",
  ok: "OK",
};
const FR = {
  ...EN,
  pinDialog: "NIP",
  pinField: "NIP",
  continue: "Continuer",
  cancel: "Annuler",
  unlock: "Déverrouiller les portières",
  lock: "Verrouiller les portières",
  status: "État du véhicule",
  unlocked: "Déverrouillées",
  locked: "Verrouillées",
  unlockSuccess: "Vos portières sont déverrouillées.",
  lockSuccess: "Vos portières sont verrouillées.",
};

describe("locking and unlocking the doors in the browser", () => {
  const journey = useJourneyServer();

  /** Signs in as the hacc demo owner, picks the combustion car Summit and opens its door lock page. */
  async function openSummitDoorLock(): Promise<Page> {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.carport.url}/login?lang=0`);
    await signIn(page, { baseUrl: journey.carport.url, email: "demo@hacc.test", password: PASSWORD });
    await expect.poll(() => page.getByRole("heading", { name: "My vehicles" }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole("button", { name: "Select Summit" }).click();
    await expect.poll(() => page.getByText("Selected vehicle: Summit").count(), { timeout: 15_000 }).toBe(1);
    // Summit's overview opens its safety warning; Escape closes it for this visit.
    await expect.poll(() => page.getByRole("alertdialog", { name: "Safety warning" }).count(), { timeout: 15_000 }).toBe(1);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("alertdialog").count()).toBe(0);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Remote", exact: true }).click();
    const remoteNav = page.getByRole("navigation", { name: "Remote commands" });
    await expect.poll(() => remoteNav.getByRole("link", { name: "Door lock" }).count(), { timeout: 15_000 }).toBe(1);
    await remoteNav.getByRole("link", { name: "Door lock" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Door lock", level: 1 }).count(), { timeout: 15_000 }).toBe(1);
    return page;
  }

  /** Presses a command button, enters the PIN in the popup and waits for the success message. */
  async function sendWithPin(page: Page, texts: typeof EN, button: string, success: string): Promise<void> {
    await page.getByRole("button", { name: button, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: texts.pinDialog });
    await dialog.getByLabel(texts.pinField, { exact: true }).fill(PIN);
    await dialog.getByRole("button", { name: texts.continue, exact: true }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: success }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole("dialog").count()).toBe(0);
  }

  /** The value the status panel shows for the doors. */
  function doorsStatus(page: Page, texts: typeof EN, value: string) {
    return page.getByRole("region", { name: texts.status }).getByText(value, { exact: true });
  }

  it("unlocks then locks Summit with the PIN, in English, then in French", async () => {
    const page = await openSummitDoorLock();

    await sendWithPin(page, EN, EN.unlock, EN.unlockSuccess);
    await expect.poll(() => doorsStatus(page, EN, EN.unlocked).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole("button", { name: EN.ok, exact: true }).click();

    await sendWithPin(page, EN, EN.lock, EN.lockSuccess);
    await expect.poll(() => doorsStatus(page, EN, EN.locked).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole("button", { name: EN.ok, exact: true }).click();

    await page.getByRole("button", { name: "Français" }).first().click();
    await expect.poll(() => page.getByRole("heading", { name: "Verrouillage des portières", level: 1 }).count()).toBe(1);
    await sendWithPin(page, FR, FR.unlock, FR.unlockSuccess);
    await expect.poll(() => doorsStatus(page, FR, FR.unlocked).count(), { timeout: 15_000 }).toBe(1);
    // The report time is written as everywhere else in French (the overview's "21/11/2026 22:09").
    const reported = page.getByRole("region", { name: "État du véhicule" }).getByText(/^Dernière mise à jour/);
    expect((await reported.textContent())?.replace(/[\u00a0\u202f]/g, " ")).toMatch(
      /^Dernière mise à jour : \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    await page.close();
  });

  it("shows the server's message for a wrong PIN in the popup, and cancel returns to the page", async () => {
    const page = await openSummitDoorLock();
    await page.getByRole("button", { name: EN.lock, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: EN.pinDialog });
    await dialog.getByLabel(EN.pinField, { exact: true }).fill("1111");
    await dialog.getByRole("button", { name: EN.continue, exact: true }).click();
    await expect
      .poll(() => dialog.getByRole("alert").filter({ hasText: "Incorrect PIN. 4 attempts left." }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await dialog.getByLabel(EN.pinField, { exact: true }).inputValue()).toBe("");

    await dialog.getByRole("button", { name: EN.cancel, exact: true }).click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    expect(await page.getByRole("button", { name: EN.lock, exact: true }).isEnabled()).toBe(true);

    // The right PIN still works and clears the count of wrong ones.
    await sendWithPin(page, EN, EN.lock, EN.lockSuccess);
    await page.close();
  });
});
