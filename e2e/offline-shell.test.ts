import { describe, expect, it } from "vitest";
import { tEn, tFr } from "./support/catalogues.ts";
import { useJourneyServer } from "./support/journey.ts";
import { controlledByServiceWorker } from "./support/service-worker.ts";
import { signIn } from "./support/sign-in.ts";

/**
 * The installed portal without a connection: once a visit has let the service worker install and take
 * over, a reload offline opens the app's own shell (header and an offline message in the page's
 * language) instead of the browser's error page.
 */
describe("the portal offline, after a first visit", () => {
  const journey = useJourneyServer();

  it.each([
    { lang: 0, t: tEn },
    { lang: 1, t: tFr },
  ] as const)("reloads a signed-in page into the app's shell with the offline message (lang=$lang)", async ({ lang, t }) => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    await signIn(page, journey.carport.url, "demo@hacc.test", { lang });
    await controlledByServiceWorker(page);
    // Online, no offline message.
    expect(
      await page
        .getByRole("status")
        .filter({ hasText: t("app.offline") })
        .count(),
    ).toBe(0);

    // Without the cars' kept state (owner-map-offline.test.ts has the journey with it), the list has nothing to show offline.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("carport.lastKnown") !== null), { timeout: 10_000 }).toBe(true);
    await page.evaluate(() => sessionStorage.removeItem("carport.lastKnown"));
    await context.setOffline(true);
    await page.reload();
    expect(new URL(page.url()).pathname).toBe("/vehicles");
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
    // The app's header with its signed-in navigation, in the page's language: the app, not the browser's error page.
    const banner = page.getByRole("banner");
    await expect.poll(() => banner.count(), { timeout: 15_000 }).toBe(1);
    const nav = page.getByRole("navigation", { name: t("header.mainNavigation") });
    await expect.poll(() => nav.getByRole("link", { name: t("header.nav.vehicles") }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator("html").getAttribute("lang")).toMatch(lang === 1 ? /^fr/ : /^en/);
    expect(await page.getByText("ERR_INTERNET_DISCONNECTED").count()).toBe(0);
    // The list's data cannot load: the page says it waits for the connection, not that something went wrong.
    await expect
      .poll(() => page.getByRole("heading", { name: t("errorPages.offline.title"), level: 1 }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await page.getByText(t("errorPages.unexpected.title")).count()).toBe(0);

    // Back online, the message goes and the vehicles list loads by itself.
    await context.setOffline(false);
    await expect.poll(() => page.getByRole("heading", { name: t("vehicles.title"), level: 1 }).count(), { timeout: 15_000 }).toBe(1);
    await expect
      .poll(() =>
        page
          .getByRole("status")
          .filter({ hasText: t("app.offline") })
          .count(),
      )
      .toBe(0);
    await context.close();
  });
});
