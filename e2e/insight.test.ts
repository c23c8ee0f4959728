import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { useJourneyServer } from "./support/journey.ts";
import { signIn } from "./support/sign-in.ts";

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** A number as the page writes it, in English ("1,234.5") or French ("1 234,5"), with its unit dropped. */
function readNumber(text: string): number {
  const plain = text
    .replace(/[^\d,.\-\s\u00a0\u202f]/g, "")
    .trim()
    .replace(/[\s\u00a0\u202f]/g, "");
  return Number(/,\d{1,2}$/.test(plain) ? plain.replace(/\./g, "").replace(",", ".") : plain.replace(/,/g, ""));
}

/** The cells of a table's first body row, by column header. */
async function firstRow(table: Locator): Promise<Record<string, string>> {
  const headers = await table.locator("thead th").allInnerTexts();
  const cells = await table.locator("tbody tr").first().locator("th, td").allInnerTexts();
  return Object.fromEntries(headers.map((h, i) => [h.trim(), cells[i]!.trim()]));
}

describe("insight in the browser: tariff, places, costed charging sessions and the monthly summary", () => {
  const journey = useJourneyServer();

  it("the owner sets an off-peak tariff and names Home; the demo EV's sessions show their cost in History and in the monthly summary, in English and French, printable", async () => {
    const page = await journey.browser.newPage();
    await signIn(page, journey.carport.url, "demo@hacc.test");
    await page.getByRole("button", { name: "Select Aurora" }).click();
    await eventually(() => page.getByRole("heading", { name: "Vehicle overview", level: 1 }).count()).toBe(1);
    // Reached from the vehicle area.
    await page.getByRole("link", { name: "Monthly summary" }).click();
    await eventually(() => page.getByRole("heading", { name: "Monthly summary", level: 1 }).count()).toBe(1);
    await eventually(() => page.getByRole("heading", { name: "Your tariff" }).count()).toBe(1);
    await eventually(() => page.getByText("Set your tariff below to see what charging and fuel cost.").count()).toBe(1);

    // A bad price is refused at its field, in words; then the tariff: 0.20 $/kWh, 0.08 $ from 20:00 to 06:00 UTC.
    await page.getByLabel("Price per kWh", { exact: true }).fill("-1");
    await page.getByRole("button", { name: "Save the tariff" }).click();
    await eventually(() => page.getByText("A price cannot be below zero.").count()).toBe(1);
    await page.getByLabel("Price per kWh", { exact: true }).fill("0.20");
    await page.getByLabel("Time zone").fill("UTC");
    await page.getByText("Cheaper off-peak hours").click();
    await page.getByLabel("Starts at").fill("20:00");
    await page.getByLabel("Ends at").fill("06:00");
    await page.getByLabel("Off-peak price per kWh").fill("0.08");
    await page.getByRole("button", { name: "Save the tariff" }).click();
    await eventually(() => page.getByRole("status").filter({ hasText: "Tariff saved." }).count()).toBe(1);

    // Home: where the demo car charges every evening; added with the keyboard only.
    await page.getByLabel("Name", { exact: true }).fill("Home");
    await page.getByLabel("Latitude").fill("43.6426");
    await page.getByLabel("Longitude").fill("-79.3871");
    await page.getByLabel("Radius (metres)").focus();
    await page.keyboard.press("Enter");
    await eventually(() => page.getByRole("button", { name: "Delete Home" }).count()).toBe(1);

    // History: the latest session at Home, its energy split and its cost; the cost is the split priced.
    await page.getByRole("link", { name: "Back to the history" }).click();
    await eventually(() => page.getByRole("heading", { name: "History", level: 1 }).count()).toBe(1);
    await page.getByRole("radio", { name: "Last 7 days" }).check({ force: true });
    const sessions = page.getByRole("table", { name: "Charging sessions" });
    await eventually(() => sessions.getByRole("row").count()).toBeGreaterThan(1);
    await eventually(async () => (await firstRow(sessions))["Cost"] ?? "").toMatch(/^\$\d+\.\d\d$/);
    const english = await firstRow(sessions);
    expect(english["Place"]).toBe("Home");
    const kwh = readNumber(english["Energy added"]!);
    const offPeak = readNumber(english["Off-peak energy"]!);
    const cost = readNumber(english["Cost"]!);
    expect(offPeak).toBeGreaterThan(0);
    expect(offPeak).toBeLessThan(kwh); // it began at 19:00, an hour before the window
    expect(cost).toBeCloseTo(offPeak * 0.08 + (kwh - offPeak) * 0.2, 1);
    // A trip shows its efficiency and season.
    const trips = page.getByRole("table", { name: "Trips" });
    await eventually(() => trips.getByRole("row").count()).toBeGreaterThan(1);
    expect((await firstRow(trips))["Efficiency"]).toMatch(/kWh\/100 km$/);
    expect((await firstRow(trips))["Season"]).toMatch(/^(Winter|Spring|Summer|Autumn)$/);

    // The same session in French: the same cost, written the French way.
    await page.goto(`${journey.carport.url}/history?lang=1`);
    await eventually(() => page.getByRole("heading", { name: "Historique", level: 1 }).count()).toBe(1);
    await page.getByRole("radio", { name: "7 derniers jours" }).check({ force: true });
    const seances = page.getByRole("table", { name: "Recharges" });
    await eventually(async () => (await firstRow(seances))["Coût"] ?? "").toMatch(/^\d+,\d\d\s\$$/);
    const french = await firstRow(seances);
    expect(readNumber(french["Coût"]!)).toBe(cost);
    expect(french["Lieu"]).toBe("Home");

    // The monthly summary in French: its cost and charging by place.
    await page.goto(`${journey.carport.url}/insight?lang=1`);
    await eventually(() => page.getByRole("heading", { name: "Bilan mensuel", level: 1 }).count()).toBe(1);
    const bilan = page.getByRole("table", { name: /^Bilan de / });
    await eventually(() => bilan.count()).toBe(1);
    const coutRow = bilan.getByRole("row", { name: /^Coût/ });
    expect(await coutRow.locator("td").first().innerText()).toMatch(/^\d+,\d\d\s\$$/);
    const parLieu = page.getByRole("table", { name: "Recharge par lieu" });
    expect(await parLieu.getByRole("row", { name: /^Home/ }).count()).toBe(1);
    expect(await seriousViolations(page), "insight, French").toEqual([]);

    // In English: the same figures in English, and compared with last month.
    await page.goto(`${journey.carport.url}/insight?lang=0`);
    await eventually(() => page.getByRole("heading", { name: "Monthly summary", level: 1 }).count()).toBe(1);
    const summary = page.getByRole("table", { name: /^Summary of / });
    await eventually(() => summary.count()).toBe(1);
    const costRow = summary.getByRole("row", { name: /^Cost/ });
    const monthCost = await costRow.locator("td").first().innerText();
    expect(monthCost).toMatch(/^\$\d+\.\d\d$/);
    expect(await page.getByText(/(less|more|same) energy per 100 km|No efficiency to compare/).count()).toBe(1);
    const byPlace = page.getByRole("table", { name: "Charging by place" });
    const home = await byPlace.getByRole("row", { name: /^Home/ }).locator("td").allInnerTexts();
    expect(home.at(-1)).toMatch(/^\$\d+\.\d\d$/);
    expect(await seriousViolations(page), "insight, English").toEqual([]);

    // Printed: the summary stays, the forms and the navigation go.
    await page.emulateMedia({ media: "print" });
    expect(await summary.isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Your tariff" }).isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
    await page.emulateMedia({ media: "screen" });

    // Removing the tariff: the summary no longer shows a cost.
    await page.getByRole("button", { name: "Remove the tariff" }).click();
    await eventually(() => page.getByRole("status").filter({ hasText: "Tariff removed" }).count()).toBe(1);
    await eventually(() => page.getByText("Set your tariff below to see what charging and fuel cost.").count()).toBe(1);
    expect(await summary.getByRole("row", { name: /^Cost/ }).locator("td").first().innerText()).toBe("—");
    await page.close();
  });
});
