/**
 * The screenshots of docs/screens/ (linked from the README): for each brand, in English and French,
 * on a 390 px phone and a 1366 px desktop, the overview, a command in progress and its result, the
 * history and the account page. Starts the built server (`npm run build` first) with the demo fleet,
 * a local tile server and a stand-in Nominatim (so the map and the address show without the network),
 * and a headless Chromium. Run: `npx tsx scripts/take-screens.ts` (a few minutes); commit docs/screens.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { startCarport } from "../apps/server/src/test/server-process.ts";
import { startNominatimStandIn } from "../apps/server/src/test/nominatim-stand-in.ts";
import { launchBrowser } from "../e2e/support/browser.ts";
import { startTileServer } from "../e2e/support/tile-server.ts";
import en from "../apps/web/src/i18n/en.json" with { type: "json" };
import fr from "../apps/web/src/i18n/fr.json" with { type: "json" };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "docs/screens");
const BRANDS = ["hacc", "kci", "gen"] as const;
const LANGS = [
  { id: 0, code: "en", texts: en },
  { id: 1, code: "fr", texts: fr },
] as const;
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
] as const;
const PASSWORD = "Demo-Pass-2026!";
const PIN = "2580";

type Texts = typeof en;
/** A catalogue text by its dotted key, with {{…}} left out. */
const text = (texts: Texts, key: string): string =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts) as string;

async function outboxCode(base: string, email: string, after: number): Promise<string> {
  const end = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${base}/dev/outbox.json?to=${encodeURIComponent(email)}`);
    const { messages } = (await response.json()) as { messages: Array<{ id: number; kind: string; text: string }> };
    const mail = messages.find((m) => m.kind === "signInCode" && m.id > after);
    const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (code) return code;
    if (Date.now() > end) throw new Error(`no sign-in code for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function latestId(base: string, email: string): Promise<number> {
  const response = await fetch(`${base}/dev/outbox.json?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { messages: Array<{ id: number }> }).messages[0]?.id ?? 0;
}

/** Signs in in English (the code step included) and lands on the vehicles list. */
async function signIn(page: Page, base: string, brand: string): Promise<void> {
  const email = `demo@${brand}.test`;
  await page.goto(`${base}/login?lang=0&brand=${brand}`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  const before = await latestId(base, email);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const verify = page.getByRole("heading", { name: "Confirm it's you", level: 1 });
  const list = page.getByRole("heading", { name: "My vehicles", level: 1 });
  await verify.or(list).first().waitFor({ timeout: 20_000 });
  if (await verify.isVisible()) {
    await page.getByRole("button", { name: "Send the code", exact: true }).click();
    await page.getByLabel("Verification code", { exact: true }).fill(await outboxCode(base, email, before));
    await page.getByRole("button", { name: "Verify and sign in", exact: true }).click();
  }
  await list.waitFor({ timeout: 20_000 });
}

/** Waits for fonts, images and the page's own loading indicators to settle. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(OUT, `${name}.jpg`), type: "jpeg", quality: 62 });
  console.log(`  ${name}.jpg`);
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT, { recursive: true });
  const [tiles, nominatim] = await Promise.all([startTileServer(), startNominatimStandIn()]);
  const carport = await startCarport({
    ANON_RATE_LIMIT_PER_MINUTE: "1000",
    MAP_TILE_URL: tiles.template,
    MAP_ATTRIBUTION: "© OpenStreetMap contributors",
    GEOCODER_URL: nominatim.url,
  });
  const browser = await launchBrowser();
  try {
    for (const brand of BRANDS) {
      for (const viewport of VIEWPORTS) {
        const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
        const page = await context.newPage();
        await signIn(page, carport.url, brand);
        for (const lang of LANGS) {
          const t = (key: string) => text(lang.texts, key);
          const prefix = `${brand}-${lang.code}-${viewport.width}`;
          console.log(prefix);
          // The overview of the first car in use, its position asked once so the map shows.
          await page.goto(`${carport.url}/vehicles?lang=${lang.id}&brand=${brand}`);
          await page
            .locator("article button", { hasText: t("vehicles.select") })
            .first()
            .click();
          await page.getByTestId("overview-glance").locator("[data-fact]").first().waitFor({ timeout: 20_000 });
          const map = page.locator(".car-location");
          if ((await map.getByTestId("car-position-none").count()) > 0) {
            await map.getByRole("button", { name: t("glance.map.show") }).click();
            await page.getByRole("dialog").getByLabel(t("remote.pin.label"), { exact: true }).fill(PIN);
            await page
              .getByRole("dialog")
              .getByRole("button", { name: t("remote.pin.continue") })
              .click();
            await map.getByTestId("car-address").waitFor({ timeout: 30_000 });
          }
          await page.evaluate(() => window.scrollTo(0, 0));
          await settle(page);
          await shot(page, `${prefix}-overview`);

          // A command: lock, the PIN, its progress, then its result.
          await page.getByRole("button", { name: t("remote.actions.lock"), exact: true }).click();
          await page.getByRole("dialog").getByLabel(t("remote.pin.label"), { exact: true }).fill(PIN);
          await page
            .getByRole("dialog")
            .getByRole("button", { name: t("remote.pin.continue") })
            .click();
          const progress = page.locator(".remote-progress");
          await progress.waitFor({ timeout: 20_000 });
          // The car may answer within a second: no waiting here, the progress is shot as it is.
          await progress.evaluate((element) => element.scrollIntoView({ block: "center" }), undefined, { timeout: 1000 }).catch(() => {});
          await shot(page, `${prefix}-command-progress`);
          const result = page.locator(".remote-result");
          await result.waitFor({ timeout: 60_000 });
          await result.evaluate((element) => element.scrollIntoView({ block: "center" }));
          await page.waitForTimeout(300);
          await shot(page, `${prefix}-command-result`);

          await page.goto(`${carport.url}/history?lang=${lang.id}&brand=${brand}`);
          await page.getByRole("heading", { level: 1 }).waitFor({ timeout: 20_000 });
          await settle(page);
          await shot(page, `${prefix}-history`);

          await page.goto(`${carport.url}/account/personalSetting?lang=${lang.id}&brand=${brand}`);
          await page.getByRole("heading", { level: 1 }).waitFor({ timeout: 20_000 });
          await settle(page);
          await shot(page, `${prefix}-account`);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await carport.stop();
    await Promise.all([tiles.close(), nominatim.close()]);
  }
}

await main();
