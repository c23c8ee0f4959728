import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./support/browser.ts";
import { JOURNEY_SERVER_ENV, signIn } from "./support/sign-in.ts";
import { startCarport, type CarportProcess } from "../apps/server/src/test/server-process.ts";

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

describe("the charging station finder in the browser", () => {
  let carport: CarportProcess;
  let browser: Browser;
  beforeAll(async () => {
    [carport, browser] = await Promise.all([startCarport({ ...JOURNEY_SERVER_ENV }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await carport?.stop();
  });

  it("finds stations near a postal code and a city, filters by connector and explains an unknown vehicle position", async () => {
    const page = await browser.newPage();
    await signIn(page, carport.url, "demo@hacc.test");
    await page.getByRole("button", { name: "Select Aurora" }).click();
    await eventually(() => page.getByRole("heading", { name: "Vehicle overview", level: 1 }).count()).toBe(1);
    await page.getByRole("button", { name: "Account" }).click();
    await page.getByRole("menuitem", { name: "Charging stations" }).click();
    await eventually(() => page.getByRole("heading", { name: "Charging stations", level: 1 }).count()).toBe(1);

    await page.getByRole("button", { name: "Near my vehicle" }).click();
    await eventually(() => page.getByRole("alert").allInnerTexts()).toContain(
      "Your vehicle's location is not known yet. Locate it from the remote page, or search by postal code or city.",
    );

    await page.getByLabel("Postal code or city").fill("k1z 7k8");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await eventually(() => page.getByRole("heading", { name: "Stations near K1Z" }).count()).toBe(1);
    expect(await page.getByRole("status").allInnerTexts()).toContain("3 stations found.");
    const names = page.locator(".station-results h3");
    expect(await names.allInnerTexts()).toEqual(["Carling Avenue Petro-Canada", "Rideau Centre", "Bayshore Shopping Centre"]);
    expect(await page.getByText("Your vehicle takes: CCS, J1772").count()).toBe(1);
    expect(await page.getByText("CCS, up to 350 kW, 2 ports").count()).toBe(1);

    await page.getByLabel("Only stations my vehicle can use").uncheck();
    await page.getByRole("button", { name: /Connector/ }).click();
    await page.getByRole("option", { name: "NACS", exact: true }).click();
    await page.getByLabel("Postal code or city").fill("Toronto");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await eventually(() => page.getByRole("heading", { name: "Stations near Toronto" }).count()).toBe(1);
    await eventually(() => names.allInnerTexts()).toEqual(["Yorkdale Shopping Centre"]);
    expect(await page.getByText("Needs a connector your vehicle does not take").count()).toBe(1);

    await page.getByLabel("Postal code or city").fill("Atlantis");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await eventually(() => page.getByRole("alert").allInnerTexts()).toContain("We don't know this place. Try a postal code or a city name.");
    await page.close();
  });
});
