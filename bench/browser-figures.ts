import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "playwright-core";
import { startServerProcess } from "./processes.ts";
import { round } from "./stats.ts";

const DIST = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../apps/web/dist");
/** Chrome DevTools' "4x slowdown": what a mid-range phone does with the same page. */
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const CPU_SLOWDOWN = 4;

/** The page name of /login's figures once the app has taken it over (LCP and CLS: /login's). */
export const LOGIN_TAKEN_OVER = "/login, app taken over";

export interface PageFigures {
  page: string;
  /** gzip -9 size of every script and stylesheet the page loaded, as a compressing proxy serves them. */
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: number;
  lcpMs: number;
  cls: number;
}

// Runs in the page before its own scripts: keeps the newest LCP candidate and sums layout shifts
// not caused by input, as the browser's PerformanceObserver reports them.
const OBSERVE = `
  performance.setResourceTimingBufferSize(2000);
  window.__vitals = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.lcp = entry.renderTime || entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
`;

/** Scripts and stylesheets the page loaded (from its resource timing), sized gzip -9 from the built files. */
async function assetBytes(page: Page) {
  const urls: string[] = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
  let js = 0;
  let css = 0;
  let files = 0;
  const scripts: string[] = [];
  for (const url of new Set(urls)) {
    const { pathname } = new URL(url);
    if (!pathname.startsWith("/assets/")) continue;
    const file = path.join(DIST, pathname);
    if (!fs.existsSync(file)) continue;
    const size = gzipSync(fs.readFileSync(file), { level: 9 }).length;
    if (pathname.endsWith(".js")) {
      js += size;
      scripts.push(`${path.basename(pathname).replace(/-[\w-]{8}\.js$/, "")} ${(size / 1024).toFixed(1)}`);
    } else if (pathname.endsWith(".css")) css += size;
    else continue;
    files++;
  }
  return { jsGzipBytes: js, cssGzipBytes: css, files, scripts };
}

/**
 * The signed-in pages whose JavaScript the "no route above /login + 60 KB" target covers: one of
 * each lazy chunk family of the router (apps/web/src/app/router.tsx), for the demo owner's first
 * vehicle. A page that sends this vehicle elsewhere is measured where it lands.
 */
const SIGNED_IN_ROUTES = [
  "/vehicles",
  "/cwp/vehicleHealth",
  "/cwp/valet",
  "/userProfile",
  "/digitalKey",
  "/chargingStation",
  "/mvr",
  "/fod",
  "/notificationCenter",
  "/remote/lock",
  "/remote/start",
  "/remote/hornlight",
  "/remote/climate",
  "/remote/schedule",
  "/remote/charge",
  "/account/personalSetting",
  "/account/security",
  "/account/notificationSettings",
  "/account/calendar",
  "/account/chargingOptions",
  "/support/faq",
  "/support/contact",
];

export interface RouteBytes {
  page: string;
  /** Where the page landed, when it sent this vehicle elsewhere. */
  landed: string;
  jsGzipBytes: number;
  /** Its scripts (chunk names without their hash) and each one's gzip KB, to see what weighs. */
  scripts: string[];
}

/** Each route loaded afresh in the signed-in tab (no slowdown): the JavaScript it downloaded. */
async function routeBytes(page: Page, base: string): Promise<RouteBytes[]> {
  const rows: RouteBytes[] = [];
  for (const route of SIGNED_IN_ROUTES) {
    await page.goto(`${base}${route}?lang=0`);
    await page.locator("main h1").first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    const { jsGzipBytes, scripts } = await assetBytes(page);
    rows.push({ page: route, landed: new URL(page.url()).pathname, jsGzipBytes, scripts });
  }
  return rows;
}

/** Loads a URL in a fresh tab state with the cache off and the CPU slowed down; reads LCP and CLS. */
async function measure(page: Page, name: string, load: () => Promise<unknown>, ready: () => Promise<unknown>): Promise<PageFigures> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await load();
  await ready();
  // Let late shifts (fonts, data arriving) land before reading.
  await page.waitForTimeout(1500);
  const vitals = await page.evaluate(() => (window as unknown as { __vitals: { lcp: number; cls: number } }).__vitals);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await cdp.detach();
  const { scripts: _scripts, ...bytes } = await assetBytes(page);
  return { page: name, ...bytes, lcpMs: Math.round(vitals.lcp), cls: round(vitals.cls, 3) };
}

/** The demo outbox's messages to this address, newest first. */
async function outbox(base: string, email: string) {
  const response = await fetch(`${base}/dev/outbox.json?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { messages: Array<{ id: number; kind: string; text: string }> }).messages;
}

/** The one-time code of a sign-in mail to this address newer than `afterId`, from the demo outbox. */
async function signInCode(base: string, email: string, afterId: number): Promise<string> {
  const end = Date.now() + 20_000;
  for (;;) {
    const messages = await outbox(base, email);
    const mail = messages.find((m) => m.kind === "signInCode" && m.id > afterId);
    const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (code) return code;
    if (Date.now() > end) throw new Error("no sign-in code in the outbox");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * /login (on a desktop and on a phone) and a vehicle's overview in headless Debian Chromium with a 4x CPU slowdown: JS and CSS
 * loaded (gzip bytes) and the browser's own LCP and CLS; then the JavaScript of every other kind of
 * signed-in page. Builds the app first.
 */
export async function benchBrowser(): Promise<{ pages: PageFigures[]; routes: RouteBytes[] }> {
  // Built now, so the figures are those of the sources as they are, not of an older build.
  const build = spawnSync("npm", ["run", "build"], { cwd: path.resolve(DIST, "../../.."), encoding: "utf8" });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}${build.stderr}`);
  const server = await startServerProcess({
    DATA_DIR: "memory://",
    EMBEDDED_MQTT_PORT: "0",
    ANON_RATE_LIMIT_PER_MINUTE: "1000",
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const base = server.match[1]!;
    const email = "demo@hacc.test";
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(OBSERVE);
    const login = await measure(
      page,
      "/login",
      () => page.goto(`${base}/login?lang=0`),
      () => page.getByRole("button", { name: "Sign in", exact: true }).waitFor(),
    );

    // start.ts loads the app on the first touch (or 3 s still): what /login has loaded once the
    // owner starts typing and the app has taken the page over, the base of every signed-in page.
    await page.getByLabel("Email", { exact: true }).focus();
    const signInButton = page.getByRole("button", { name: "Sign in", exact: true });
    for (const end = Date.now() + 30_000; !(await signInButton.isEnabled());) {
      if (Date.now() > end) throw new Error("the app never took the sign-in page over");
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState("networkidle");
    const { scripts: _loginScripts, ...takenOverBytes } = await assetBytes(page);
    const loginTakenOver: PageFigures = { ...login, ...takenOverBytes, page: LOGIN_TAKEN_OVER };

    // A phone: its sign-in page offers the brand's app (and comes drawn by the server too).
    const phone = await browser.newContext({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const phonePage = await phone.newPage();
    await phonePage.addInitScript(OBSERVE);
    const phoneLogin = await measure(
      phonePage,
      "/login (phone)",
      () => phonePage.goto(`${base}/login?lang=0`),
      () => phonePage.getByRole("button", { name: "Sign in", exact: true }).waitFor(),
    );
    await phone.close();

    // Sign in as the owner does (the new-device code from the outbox), open a vehicle's overview,
    // then measure the overview loaded afresh in that signed-in tab.
    const before = (await outbox(base, email))[0]?.id ?? 0;
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Demo-Pass-2026!");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    const codeStep = page.getByRole("heading", { name: "Confirm it's you", level: 1 });
    const vehicles = page.getByRole("heading", { name: "My vehicles", level: 1 });
    await codeStep.or(vehicles).waitFor({ timeout: 30_000 });
    if (await codeStep.isVisible()) {
      await page.getByRole("button", { name: "Send the code", exact: true }).click();
      await page.getByLabel("Verification code", { exact: true }).fill(await signInCode(base, email, before));
      await page.getByRole("button", { name: "Verify and sign in", exact: true }).click();
    }
    await page.getByRole("button", { name: "Select Aurora" }).click({ timeout: 30_000 });
    const overviewHeading = page.getByRole("heading", { name: "Vehicle overview", level: 1 });
    await overviewHeading.waitFor({ timeout: 30_000 });
    const overview = await measure(
      page,
      "/cwp/overview",
      () => page.reload(),
      () => overviewHeading.waitFor({ timeout: 30_000 }),
    );
    return { pages: [login, loginTakenOver, phoneLogin, overview], routes: await routeBytes(page, base) };
  } finally {
    await browser.close();
    await server.stop();
  }
}
