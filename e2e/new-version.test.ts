import { describe, expect, it } from "vitest";
import { useJourneyServer } from "./support/journey.ts";

/**
 * A deployment replaces the app's hashed chunks: a tab opened before it cannot download the next
 * page's code. The app then loads that page anew (apps/web/src/app/stale-chunks.ts).
 * The chunks are refused at the context, not the page: the service worker fetches the files it
 * does not hold, and only the context's routes see its requests.
 */
describe("a tab opened before a new version was deployed", () => {
  const journey = useJourneyServer();

  it("opens the next page by loading it anew when its code is gone from the server", async () => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${journey.carport.url}/login?lang=0`);
    await expect.poll(() => page.getByRole("button", { name: "Sign in", exact: true }).isEnabled(), { timeout: 20_000 }).toBe(true);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    // The chunks this tab knows no longer exist: every script it asks for now is a 404.
    const gone = new Set<string>();
    await context.route(/\/assets\/[^/]+\.js$/, async (route) => {
      const { pathname } = new URL(route.request().url());
      if (documents.length === 0) {
        gone.add(pathname);
        return route.fulfill({ status: 404, body: "" });
      }
      return route.continue();
    });

    await page.getByRole("link", { name: "FAQ" }).click();
    await page.getByRole("heading", { name: "Frequently asked questions", level: 1 }).waitFor({ timeout: 20_000 });
    expect(gone.size).toBeGreaterThan(0);
    expect(documents).toEqual(["/support/faq"]);
    expect(new URL(page.url()).pathname).toBe("/support/faq");
    await context.close();
  });

  it("shows the error page, not a reload loop, when the code stays unavailable", async () => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${journey.carport.url}/login?lang=0`);
    await expect.poll(() => page.getByRole("button", { name: "Sign in", exact: true }).isEnabled(), { timeout: 20_000 }).toBe(true);
    let documents = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents++;
    });
    // Only what the sign-in page needs is still there, before the reload and after it: start.ts
    // (index), the app's entry and what it imports at once.
    await context.route(/\/assets\/[^/]+\.js$/, (route) =>
      /\/assets\/(index|app|preload-helper|en-first|rolldown-runtime)-[\w-]{8}\.js$/.test(route.request().url())
        ? route.continue()
        : route.fulfill({ status: 404, body: "" }),
    );
    await page.getByRole("link", { name: "FAQ" }).click();
    await page.getByRole("heading", { name: "Something went wrong", level: 1 }).waitFor({ timeout: 20_000 });
    // One reload tried; none after it.
    await page.waitForTimeout(1000);
    expect(documents).toBe(1);
    await context.close();
  });
});
