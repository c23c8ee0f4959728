import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { useJourneyServer } from "./support/journey.ts";
import { signIn } from "./support/sign-in.ts";

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

describe("the vehicle history in the browser", () => {
  const journey = useJourneyServer();

  it("the owner opens the demo EV's History, sees its charge chart and a charging session, and downloads the CSV", async () => {
    const page = await journey.browser.newPage();
    await signIn(page, journey.carport.url, "demo@hacc.test");
    await page.getByRole("button", { name: "Select Aurora" }).click();
    await eventually(() => page.getByRole("heading", { name: "Vehicle overview", level: 1 }).count()).toBe(1);
    await page.getByRole("link", { name: "History" }).click();
    await eventually(() => page.getByRole("heading", { name: "History", level: 1 }).count()).toBe(1);

    // The charge chart, drawn, with its text alternative.
    const charge = page.getByRole("group", { name: "Battery charge" });
    await eventually(() => charge.count()).toBe(1);
    await eventually(() => charge.locator("canvas").count()).toBeGreaterThan(0);
    expect(await charge.locator(".history-chart__summary").innerText()).toMatch(/^From \d+%.* to \d+%; lowest \d+%, highest \d+%\.$/);
    expect(await page.getByRole("group", { name: "12-volt battery" }).count()).toBe(1);

    // A week shows the seeded evenings' charging sessions and the trips.
    await page.getByRole("radio", { name: "Last 7 days" }).check({ force: true });
    const sessions = page.getByRole("table", { name: "Charging sessions" });
    await eventually(() => sessions.getByRole("row").count()).toBeGreaterThan(1);
    expect(await sessions.getByRole("row").nth(1).innerText()).toMatch(/kWh/);
    await eventually(() => page.getByRole("table", { name: "Trips" }).getByRole("row").count()).toBeGreaterThan(2);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Status reads (CSV)" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^2HMAUEC5000000101-status-.*\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^time,charge_percent,fuel_percent,range_km,battery_12v_percent,/);
    expect(lines.length).toBeGreaterThan(50);
    // The page as loaded (not after the journey's other pages), in English and French, with its tables, passes axe-core.
    for (const [lang, heading, week, table] of [
      [0, "History", "Last 7 days", "Trips"],
      [1, "Historique", "7 derniers jours", "Trajets"],
    ] as const) {
      await page.goto(`${journey.carport.url}/history?lang=${lang}`);
      await eventually(() => page.getByRole("heading", { name: heading, level: 1 }).count()).toBe(1);
      await page.getByRole("radio", { name: week }).check({ force: true });
      await eventually(() => page.getByRole("table", { name: table }).count()).toBe(1);
      expect(await seriousViolations(page), `lang=${lang}`).toEqual([]);
    }
    await page.close();
  });
});
