import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startNominatimStandIn } from "../apps/server/src/test/nominatim-stand-in.ts";
import { tEn, tFr } from "./support/catalogues.ts";
import { useJourneyServer } from "./support/journey.ts";
import { controlledByServiceWorker } from "./support/service-worker.ts";
import { signIn } from "./support/sign-in.ts";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core's serious and critical violations in the part of the page this journey is about (a CSS selector), one line each. */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  // Evaluated through the debugging protocol: the app's CSP (rightly) refuses an injected <script>.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(`${AXE_SOURCE}\n;0`);
  const violations = await page.evaluate(async (selector) => {
    type Violation = { id: string; impact: string | null; nodes: Array<{ target: string[] }> };
    const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run({ include: [...document.querySelectorAll(selector)] })).violations;
  }, selector);
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function openOverview(page: Page, base: string, lang: 0 | 1, t: typeof tEn) {
  await page.getByRole("button", { name: t("vehicles.selectNamed", { nickname: "Aurora" }) }).click();
  await expect.poll(() => page.getByRole("heading", { name: t("screens.overview"), level: 1 }).count(), { timeout: 20_000 }).toBe(1);
  void base;
  void lang;
}

/**
 * The overview's map card: the last known position without the PIN, its time, its address from the
 * server's geocoder (a stand-in Nominatim here), and a message in words when the map's tiles cannot
 * load (the tile server here answers nothing).
 */
describe("where the car is, on the overview", () => {
  let nominatim: Awaited<ReturnType<typeof startNominatimStandIn>>;
  beforeAll(async () => {
    nominatim = await startNominatimStandIn();
  });
  afterAll(async () => nominatim?.close());
  // Port 9 (discard) has no server: every tile fails.
  const journey = useJourneyServer(() => ({ GEOCODER_URL: nominatim.url, MAP_TILE_URL: "http://127.0.0.1:9/{z}/{x}/{y}.png" }));

  it("shows the last known position with its time and address, without the PIN, and says when the tiles cannot load (en, fr)", async () => {
    const context = await journey.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, journey.carport.url, "demo@hacc.test", { lang: 0 });
    await openOverview(page, journey.carport.url, 0, tEn);
    const card = page.getByRole("region", { name: tEn("glance.map.heading") });
    // Before the car is asked, the card says what it knows (nothing yet, or the seeded run's position); asking takes the PIN.
    await expect
      .poll(async () => ((await card.count()) ? await card.textContent() : ""), { timeout: 15_000 })
      .toMatch(new RegExp(`${tEn("glance.map.none").slice(0, 20)}|Last known position`));
    await card.getByRole("button", { name: tEn("glance.map.show") }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("PIN", { exact: true }).fill("2580");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect
      .poll(() => card.getByTestId("car-address").textContent(), { timeout: 30_000 })
      .toBe("301 Front Street West, Toronto, Ontario");
    expect(await card.getByTestId("car-position").textContent()).toMatch(
      /^Last known position: 43\.\d+, -79\.\d+ · taken \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M/,
    );
    await expect
      .poll(
        () =>
          card
            .getByRole("status")
            .filter({ hasText: tEn("glance.map.tilesFailed") })
            .count(),
        { timeout: 20_000 },
      )
      .toBe(1);
    expect(await seriousViolations(page, ".car-location")).toEqual([]);

    // A reload: the position is still there, with no PIN asked; in French, the address and the message are French.
    await page.goto(`${journey.carport.url}/cwp/overview?lang=1`);
    const carte = page.getByRole("region", { name: tFr("glance.map.heading") });
    await expect
      .poll(() => carte.getByTestId("car-address").textContent(), { timeout: 20_000 })
      .toBe("301 Front Street West, Toronto (Ontario)");
    expect(await carte.getByTestId("car-position").textContent()).toMatch(
      /^Dernière position connue : 43,\d+, -79,\d+ · relevée le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    );
    expect(await page.getByRole("dialog").count()).toBe(0);
    await expect
      .poll(
        () =>
          carte
            .getByRole("status")
            .filter({ hasText: tFr("glance.map.tilesFailed") })
            .count(),
        { timeout: 20_000 },
      )
      .toBe(1);
    // Looked up once per language: the server kept the addresses.
    expect(nominatim.requests.map((r) => r.language).sort()).toEqual(["en", "fr"]);
    await context.close();
  }, 180_000);
});

/** Offline after a visit: each car as last known, with the time it was read, and commands that say they need a connection. */
describe("the cars offline, as last known", () => {
  const journey = useJourneyServer();

  it.each([
    { lang: 0, t: tEn },
    { lang: 1, t: tFr },
  ] as const)(
    "shows the list and the overview from the last visit, offline, with the time (lang=$lang)",
    async ({ lang, t }) => {
      const context = await journey.browser.newContext();
      const page = await context.newPage();
      await signIn(page, journey.carport.url, "demo@hacc.test", { lang });
      // The account menu in two parts: the account's settings, and the vehicles' features.
      await page.getByRole("button", { name: t("header.nav.account"), exact: true }).click();
      const settings = page.getByRole("group", { name: t("header.accountMenu.accountSettings") });
      await expect
        .poll(() => settings.getByRole("menuitem", { name: t("header.accountMenu.personal") }).count(), { timeout: 10_000 })
        .toBe(1);
      const features = page.getByRole("group", { name: t("header.accountMenu.vehicleFeatures") });
      expect(await features.getByRole("menuitem", { name: t("header.accountMenu.digitalKey") }).count()).toBe(1);
      expect(await settings.getByRole("menuitem", { name: t("header.accountMenu.digitalKey") }).count()).toBe(0);
      await page.keyboard.press("Escape");
      const aurora = page.getByRole("region", { name: t("glance.stateLabel", { name: "Aurora" }) });
      await expect.poll(() => aurora.locator("[data-fact=charge]").count(), { timeout: 20_000 }).toBe(1);
      await openOverview(page, journey.carport.url, lang, t);
      await expect.poll(() => page.getByTestId("overview-glance").locator("[data-fact=charge]").count(), { timeout: 20_000 }).toBe(1);
      const charge = await page.getByTestId("overview-glance").locator("[data-fact=charge] dd").textContent();
      await page
        .getByRole("link", { name: t("header.nav.vehicles") })
        .first()
        .click();
      await expect.poll(() => aurora.locator("[data-fact=charge]").count(), { timeout: 20_000 }).toBe(1);
      await controlledByServiceWorker(page);
      // The state is kept at most a second after it was read: the cars' statuses, and the car the overview shows.
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const kept = sessionStorage.getItem("carport.lastKnown") ?? "";
              return kept.includes('"lastStatus"') && kept.includes('"selected"');
            }),
          { timeout: 10_000 },
        )
        .toBe(true);

      await context.setOffline(true);
      await page.reload();
      await expect.poll(() => page.getByRole("heading", { name: t("vehicles.title"), level: 1 }).count(), { timeout: 20_000 }).toBe(1);
      await expect
        .poll(
          () =>
            page
              .getByRole("status")
              .filter({ hasText: t("app.offline") })
              .count(),
          { timeout: 15_000 },
        )
        .toBe(1);
      // Each car in use with its state and the time it was read, not an error page.
      expect(await aurora.locator("[data-fact=charge] dd").textContent()).toBe(charge);
      const asOf =
        lang === 1 ? /^Hors ligne, état au \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ : /^Offline, as of \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M$/;
      const badges = await page.getByTestId("offline-as-of").allTextContents();
      expect(badges.length).toBeGreaterThanOrEqual(3);
      for (const badge of badges) expect(badge).toMatch(asOf);
      expect(await page.getByText(t("errorPages.offline.title")).count()).toBe(0);

      // The overview too, reached from the navigation offline; its commands are disabled and say why.
      await page
        .getByRole("link", { name: t("header.nav.overview") })
        .first()
        .click();
      await expect.poll(() => page.getByRole("heading", { name: t("screens.overview"), level: 1 }).count(), { timeout: 20_000 }).toBe(1);
      expect(new URL(page.url()).pathname).toBe("/cwp/overview");
      await expect.poll(() => page.getByTestId("offline-as-of").count(), { timeout: 20_000 }).toBe(1);
      expect(await page.getByTestId("offline-as-of").textContent()).toMatch(asOf);
      expect(await page.locator("[data-fact=charge] dd").first().textContent()).toBe(charge);
      await expect.poll(() => page.getByTestId("commands-offline").count(), { timeout: 20_000 }).toBe(1);
      expect(await page.getByTestId("commands-offline").textContent()).toBe(t("remote.offline"));
      const lock = page.getByRole("button", { name: t("remote.actions.lock"), exact: true });
      expect(await lock.isDisabled()).toBe(true);
      expect(await seriousViolations(page, ".overview-glance, .overview-quick-actions")).toEqual([]);

      // Back online: the page loads anew from the server, with no offline badge.
      await context.setOffline(false);
      await expect.poll(() => page.getByTestId("offline-as-of").count(), { timeout: 20_000 }).toBe(0);
      await expect.poll(() => page.getByTestId("commands-offline").count(), { timeout: 20_000 }).toBe(0);
      await context.close();
    },
    180_000,
  );
});
