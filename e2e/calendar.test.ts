import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { useJourneyServer } from "./support/journey.ts";
import { signIn } from "./support/sign-in.ts";
import { icsEvent, startRadicale, type RadicaleServer } from "../apps/server/src/test/radicale.ts";

const HOUR = 3_600_000;

/** The status a provider's card shows ("Status: Sync on"). */
const statusOf = (card: Locator) => card.locator("strong").first().textContent();

describe("calendar sync in the browser", () => {
  let radicale: RadicaleServer;
  beforeAll(async () => {
    radicale = await startRadicale();
    await radicale.makeCalendar("personal");
    const start = new Date(Date.now() + 20 * HOUR);
    await radicale.putEvent(
      "personal",
      "dentist",
      icsEvent({ uid: "dentist", summary: "Dentist", location: "100 Queen St W, Toronto", start, end: new Date(start.getTime() + HOUR) }),
    );
  }, 180_000);
  afterAll(async () => {
    await radicale?.close();
  });
  // Started once the calendar server above is up, and closed before it.
  const journey = useJourneyServer(() => ({ CALDAV_SERVER_URL: radicale.url }));

  it("adds an iCloud-type calendar: wrong credentials show the connect failure, the right ones turn sync on, the toggle turns it off, delete asks first", async () => {
    const page = await journey.browser.newPage();
    await signIn(page, journey.carport.url, "demo@hacc.test");
    await page.getByRole("button", { name: "Select Aurora" }).click();
    await expect.poll(() => page.getByText("Selected vehicle: Aurora").count(), { timeout: 15_000 }).toBe(1);
    // From the account navigation.
    await page.goto(`${journey.carport.url}/account/preferences`);
    await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Calendar sync" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Calendar sync", level: 1 }).count(), { timeout: 15_000 }).toBe(1);

    const icloud = page.getByRole("region", { name: "iCloud calendar" });
    const google = page.getByRole("region", { name: "Google calendar" });
    await expect.poll(() => statusOf(icloud), { timeout: 15_000 }).toBe("Not linked");
    expect(await statusOf(google)).toBe("Not linked");

    await icloud.getByLabel("Calendar account").fill(radicale.user);
    await icloud.getByLabel("App-specific password").fill("not-the-app-password");
    await icloud.getByRole("button", { name: "Add calendar" }).click();
    const failure = "Could not connect to the calendar. Check the account name and the app password or authorization.";
    await expect.poll(() => icloud.getByRole("alert").filter({ hasText: failure }).count(), { timeout: 15_000 }).toBe(1);
    // The alert takes the focus, so a screen reader reads it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""), { timeout: 5_000 }).toContain(failure);
    expect(await statusOf(icloud)).toBe("Not linked");

    await icloud.getByLabel("App-specific password").fill(radicale.password);
    await icloud.getByRole("button", { name: "Add calendar" }).click();
    await expect.poll(() => statusOf(icloud), { timeout: 20_000 }).toBe("Sync on");
    expect(await icloud.getByText(/1 upcoming appointment\./).count()).toBe(1);
    expect(await icloud.getByText(`Linked account: ${radicale.user}`).count()).toBe(1);

    const toggle = icloud.getByRole("switch", { name: "Send appointments to the vehicle" });
    expect(await toggle.isChecked()).toBe(true);
    await icloud.getByText("Send appointments to the vehicle").click();
    await expect.poll(() => statusOf(icloud), { timeout: 15_000 }).toBe("Sync off");
    await page.reload();
    await expect.poll(() => statusOf(page.getByRole("region", { name: "iCloud calendar" })), { timeout: 15_000 }).toBe("Sync off");

    // Delete asks first, in a dialog that takes the focus (on Cancel) and gives it back when cancelled.
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    const linked = page.getByRole("region", { name: "iCloud calendar" });
    const confirm = page.getByRole("alertdialog", { name: "Delete the iCloud calendar?" });
    await linked.getByRole("button", { name: "Delete calendar" }).click();
    await expect.poll(() => confirm.count(), { timeout: 15_000 }).toBe(1);
    expect(
      await confirm.getByText(`Appointments of ${radicale.user} will no longer be sent to the vehicle.`, { exact: false }).count(),
    ).toBe(1);
    await expect.poll(focused).toBe("Cancel");
    await page.keyboard.press("Enter");
    await expect.poll(() => confirm.count()).toBe(0);
    await expect.poll(focused).toBe("Delete calendar");
    expect(await statusOf(linked)).toBe("Sync off");

    await page.keyboard.press("Enter");
    await expect.poll(() => confirm.count(), { timeout: 15_000 }).toBe(1);
    await confirm.getByRole("button", { name: "Delete calendar" }).click();
    await expect.poll(() => statusOf(page.getByRole("region", { name: "iCloud calendar" })), { timeout: 15_000 }).toBe("Not linked");
    expect(await confirm.count()).toBe(0);
    // The Delete button is gone with the calendar: the focus goes to the card's heading.
    await expect.poll(focused).toBe("iCloud calendar");
    await page.close();
  });
});
