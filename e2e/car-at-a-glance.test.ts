import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useJourneyServer } from "./support/journey.ts";
import { DEMO_PASSWORD, SIGN_IN_EN, signIn } from "./support/sign-in.ts";
import { startTileServer } from "./support/tile-server.ts";

/** Screenshots for review, not committed (test-results/ is ignored). */
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../test-results/car-at-a-glance");
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const BRANDS = ["hacc", "kci", "gen"] as const;
const TEXTS = {
  0: { vehicles: "My vehicles", select: "Select", overview: "Vehicle overview", lastSeen: /^Last seen /, charge: "Charge" },
  1: { vehicles: "Mes véhicules", select: "Sélectionner", overview: "Aperçu du véhicule", lastSeen: /^Vu /, charge: "Charge" },
} as const;

describe("the car at a glance: its drawing and state on the list and the overview, its place on a map", () => {
  let tiles: Awaited<ReturnType<typeof startTileServer>>;
  beforeAll(async () => {
    tiles = await startTileServer();
  });
  afterAll(async () => tiles?.close());
  // Started after the tile server (hooks run in order), so its address is known.
  const journey = useJourneyServer(() => ({ MAP_TILE_URL: tiles.template, MAP_ATTRIBUTION: "Test tiles" }));

  async function signedIn(brand: string, lang: 0 | 1): Promise<Page> {
    const context = await journey.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${journey.carport.url}/login?lang=0&brand=${brand}`);
    await signIn(page, { baseUrl: journey.carport.url, email: `demo@${brand}.test`, password: DEMO_PASSWORD, texts: SIGN_IN_EN });
    // The code step returns once "Verify" is pressed: leaving now would cut the sign-in short.
    await expect.poll(() => page.getByRole("heading", { name: TEXTS[0].vehicles, level: 1 }).count(), { timeout: 20_000 }).toBe(1);
    await page.goto(`${journey.carport.url}/vehicles?lang=${lang}&brand=${brand}`);
    await expect.poll(() => page.getByRole("heading", { name: TEXTS[lang].vehicles, level: 1 }).count(), { timeout: 15_000 }).toBe(1);
    return page;
  }

  it("shows each car's drawing, named by model and colour, and its key state on the list, without loading the map", async () => {
    const page = await signedIn("hacc", 0);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.reload();
    const aurora = page.getByRole("article", { name: "Aurora" });
    await expect.poll(() => aurora.getByRole("img", { name: "Aurora EV in Glacier White (white)" }).count(), { timeout: 15_000 }).toBe(1);
    const state = aurora.getByRole("region", { name: "State of Aurora" });
    await expect.poll(() => state.getByText(TEXTS[0].lastSeen).count(), { timeout: 15_000 }).toBe(1);
    expect(await state.locator("[data-fact=charge] dd").textContent()).toBe("62%");
    expect(await state.locator("[data-fact=plug] dd").textContent()).toMatch(/^Plugged in/);
    expect(await state.locator("[data-fact=lock] dt").textContent()).toBe("Doors");
    // A combustion car leads with its fuel, and has no plug.
    const summit = page.getByRole("region", { name: "State of Summit" });
    await expect.poll(() => summit.locator("[data-fact=fuel]").count(), { timeout: 15_000 }).toBe(1);
    expect(await summit.locator("[data-fact=plug]").count()).toBe(0);
    expect(await page.getByRole("img", { name: "Summit in Phantom Black (black)" }).count()).toBe(1);
    // The suspended car is drawn, with no state.
    expect(await page.getByRole("region", { name: "State of Old Breeze" }).count()).toBe(0);
    expect(scripts.filter((url) => url.includes("/assets/car-map"))).toEqual([]);
    await page.context().close();
  }, 120_000);

  it("leads the overview with the picture, and shows the car on the map once asked (PIN), its position also in words", async () => {
    const page = await signedIn("hacc", 0);
    await page.getByRole("button", { name: "Select Aurora" }).click();
    const glance = page.getByTestId("overview-glance");
    await expect.poll(() => glance.getByRole("img", { name: "Aurora EV in Glacier White (white)" }).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => glance.locator("[data-fact=charge]").count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole("button", { name: "Ask the car where it is" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("PIN", { exact: true }).fill("2580");
    await dialog.getByRole("button", { name: "Continue" }).click();
    const position = page.getByTestId("car-position");
    await expect.poll(() => position.count(), { timeout: 20_000 }).toBe(1);
    expect(await position.textContent()).toMatch(/^Last known position: 43\.\d+, -79\.\d+/);
    await expect.poll(() => page.locator("canvas.maplibregl-canvas").count(), { timeout: 20_000 }).toBe(1);
    // The tiles come from the configured source.
    await expect.poll(() => tiles.requested.length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByRole("img", { name: "Aurora", exact: true }).count()).toBe(1);
    // The map's zoom buttons are keyboard-reachable buttons with names.
    expect(await page.getByRole("button", { name: "Zoom in" }).count()).toBe(1);
    expect(await page.getByText("Test tiles").count()).toBeGreaterThan(0);

    // The charging station page shows the stations and the car on one map.
    await page.goto(`${journey.carport.url}/chargingStation?lang=0&brand=hacc`);
    await page.getByRole("button", { name: /near.*vehicle/i }).click();
    await expect.poll(() => page.getByTestId("car-position").count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.locator(".car-map__marker--station").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.locator(".car-map__marker--car").count()).toBe(1);
    await page.context().close();
  }, 120_000);

  it("is shown in both languages and every brand, on a desktop and a phone (screenshots for review)", async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const brand of BRANDS) {
      for (const lang of [0, 1] as const) {
        const page = await signedIn(brand, lang);
        for (const [size, viewport] of Object.entries(VIEWPORTS)) {
          await page.setViewportSize(viewport);
          await page.goto(`${journey.carport.url}/vehicles?lang=${lang}&brand=${brand}`);
          await expect.poll(() => page.getByText(TEXTS[lang].lastSeen).count(), { timeout: 15_000 }).toBeGreaterThan(0);
          expect(await page.locator("svg.car-picture").count()).toBeGreaterThan(0);
          await page.screenshot({ path: path.join(SHOTS, `${brand}-${lang === 1 ? "fr" : "en"}-${size}-vehicles.png`), fullPage: true });
          await page
            .getByRole("button", { name: new RegExp(`^${TEXTS[lang].select} `) })
            .first()
            .click();
          await expect.poll(() => page.getByTestId("overview-glance").locator("svg.car-picture").count(), { timeout: 15_000 }).toBe(1);
          await expect
            .poll(() => page.getByTestId("overview-glance").locator("[data-fact]").count(), { timeout: 15_000 })
            .toBeGreaterThan(0);
          await page.screenshot({ path: path.join(SHOTS, `${brand}-${lang === 1 ? "fr" : "en"}-${size}-overview.png`), fullPage: true });
        }
        await page.context().close();
      }
    }
    expect(fs.readdirSync(SHOTS).filter((f) => f.endsWith(".png")).length).toBeGreaterThanOrEqual(BRANDS.length * 2 * 2 * 2);
  }, 600_000);
});
