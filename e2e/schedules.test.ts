import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { typeTime } from "./support/date-time-fields.ts";
import { useJourneyServer } from "./support/journey.ts";
import { signIn } from "./support/sign-in.ts";

const PIN = "2580";

describe("charging schedules and target charge in the browser", () => {
  const journey = useJourneyServer();

  /** Signs in as the hacc demo owner, selects a vehicle and opens the remote pages (EV/PHEV land on charging). */
  async function openRemote(nickname: string): Promise<Page> {
    const page = await journey.browser.newPage();
    await signIn(page, journey.carport.url, "demo@hacc.test");
    await page.getByRole("button", { name: `Select ${nickname}` }).click();
    await expect.poll(() => page.getByText(`Selected vehicle: ${nickname}`).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Remote", exact: true }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Charging", level: 1 }).count(), { timeout: 15_000 }).toBe(1);
    return page;
  }

  /** Enters the PIN in the popup and waits for the success message. */
  async function confirmWithPin(page: Page, success: string): Promise<void> {
    const dialog = page.getByRole("dialog", { name: "PIN" });
    await dialog.getByLabel("PIN", { exact: true }).fill(PIN);
    await dialog.getByRole("button", { name: "Continue", exact: true }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: success }).count(), { timeout: 20_000 }).toBe(1);
  }

  /** Turns a schedule on, on Monday, leaving at `time`. */
  async function setSchedule(page: Page, number: 1 | 2, time: string): Promise<void> {
    const card = page.getByRole("region", { name: `Charging schedule ${number}` });
    const on = card.getByRole("switch", { name: "Schedule on" });
    if (!(await on.isChecked())) await card.getByText("Schedule on", { exact: true }).click();
    expect(await on.isChecked()).toBe(true);
    const monday = card.getByRole("button", { name: "Monday", exact: true });
    if ((await monday.getAttribute("aria-pressed")) !== "true") await monday.click();
    await typeTime(card.getByRole("group", { name: "Departure time" }), time);
  }

  it("refuses two schedules leaving at the same time on a shared day, then saves a valid one with the PIN (PHEV Tidal)", async () => {
    const page = await openRemote("Tidal");
    const sent: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/tods/")) sent.push(url.pathname);
    });
    await page.getByRole("link", { name: "Set charging schedules" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Schedules", level: 1 }).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByRole("region", { name: "Charging schedule 1" }).count(), { timeout: 15_000 }).toBe(1);

    await setSchedule(page, 1, "07:30");
    await setSchedule(page, 2, "07:30");
    sent.length = 0;
    await page.getByRole("button", { name: "Save schedules", exact: true }).click();
    const refusal = page.getByRole("alertdialog", { name: "Schedules not saved" });
    await expect.poll(() => refusal.count()).toBe(1);
    expect(await refusal.textContent()).toContain("Schedules 1 and 2 cannot have the same departure time on the same day.");
    await refusal.getByRole("button", { name: "OK" }).click();
    await expect.poll(() => page.getByRole("alertdialog").count()).toBe(0);
    expect(sent.filter((path) => /srcfs|vrfypin/.test(path))).toEqual([]);
    expect(await page.getByRole("dialog", { name: "PIN" }).count()).toBe(0);

    await typeTime(page.getByRole("region", { name: "Charging schedule 2" }).getByRole("group", { name: "Departure time" }), "08:15");
    await page.getByRole("button", { name: "Save schedules", exact: true }).click();
    await confirmWithPin(page, "Your schedule settings were saved.");
    expect(sent.some((path) => path.endsWith("/srcfs"))).toBe(true);
    await page.close();
  });

  it("saves 80 % as the AC target charge of the EV Aurora (CCS2) and shows it after a reload", async () => {
    const page = await openRemote("Aurora");
    await page.getByRole("link", { name: "Set the target charge" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Target charge", level: 1 }).count(), { timeout: 15_000 }).toBe(1);
    const ac = page.getByRole("region", { name: "AC charging" }).getByRole("slider");
    await expect.poll(() => ac.count(), { timeout: 15_000 }).toBe(1);
    // Keyboard only: arrow keys move by the model's step of 10.
    await ac.focus();
    for (let i = 0; i < 10; i++) {
      const now = Number(await ac.inputValue());
      if (now === 80) break;
      await page.keyboard.press(now < 80 ? "ArrowRight" : "ArrowLeft");
    }
    expect(await ac.inputValue()).toBe("80");
    await page.getByRole("button", { name: "Save target charge", exact: true }).click();
    await confirmWithPin(page, "Your target charge was saved.");

    await page.reload();
    const reloaded = page.getByRole("region", { name: "AC charging" }).getByRole("slider");
    await expect.poll(() => reloaded.inputValue({ timeout: 1000 }).catch(() => null), { timeout: 15_000 }).toBe("80");
    expect(await page.getByRole("region", { name: "AC charging" }).textContent()).toContain("80");
    await page.close();
  });
});
