import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useJourneyServer } from "./support/journey.ts";
import { DEMO_PASSWORD, signIn } from "./support/sign-in.ts";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const BRANDS = ["hacc", "kci", "gen"] as const;
const LANGUAGES = [0, 1] as const;

/** Every screen of apps/web/src/app/router.tsx a visitor reaches without signing in. */
const ANONYMOUS_ROUTES = [
  "/login",
  "/accountLock",
  "/forgotpw",
  "/resetpw/demo@hacc.test?loginId=demo@hacc.test&pin=not-a-real-code",
  "/otp/not-a-real-key",
  "/unlockAccount",
  "/reportFraud/not-a-real-code",
  "/register",
  "/incarenrollment",
  "/codelogin",
  "/support/contact",
  "/support/faq",
  "/support/terms",
  "/support/privacy",
  "/support/emergency",
  "/overtheairsoftwareupdates/releasenotes/1",
  "/error",
  "/pagenotfound",
  "/cookiesdisabled",
  "/cwp/error",
  "/cwp/maintenance",
  "/remote/error/anothersession",
  "/remote/error/dailylimit",
  "/remote/error/notenrolled",
  "/no-such-page",
];

/** Every screen of the router that needs a session (and most, a selected vehicle). */
const SIGNED_IN_ROUTES = [
  "/vehicles",
  "/confirmTerms",
  "/invitation",
  "/confirmEmail",
  "/reactivate",
  "/suspended",
  "/deactivation",
  "/account/personalSetting",
  "/account/security",
  "/account/pinSetting",
  "/account/preferences",
  "/account/notificationSettings",
  "/account/notificationHistory",
  "/account/chargingOptions",
  "/account/calendar",
  "/account/linkedAccounts",
  "/cwp/overview",
  "/cwp/valet",
  "/cwp/vehicleHealth",
  "/userProfile",
  "/digitalKey",
  "/chargingStation",
  "/mvr",
  "/history",
  "/insight",
  "/fod",
  "/notificationCenter",
  "/remote/start",
  "/remote/stop",
  "/remote/lock",
  "/remote/hornlight",
  "/remote/schedule",
  "/remote/charge",
  "/remote/tsoc",
  "/remote/climate",
  "/support/newterms",
  "/support/deactivation",
  "/support/appointment",
  "/support/faq",
];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/** Runs axe-core on the page as it is; answers its serious and critical violations, one line each. */
async function audit(page: Page, where: string): Promise<string[]> {
  // Evaluated through the debugging protocol: the app's CSP (rightly) refuses an injected <script>.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(`${AXE_SOURCE}\n;0`);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${where}: [${v.impact}] ${v.id} (${v.help}) at ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 5)
          .join(", ")}`,
    );
}

/** Opens a screen by loading it and waits until it has drawn its heading (or settled without one). */
async function visit(page: Page, base: string, route: string, brand: string, lang: number): Promise<string> {
  await page.goto(`${base}${withBrandAndLanguage(route, brand, lang)}`);
  await page
    .locator("h1")
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  return `${route} (${brand}, lang=${lang}) → ${new URL(page.url()).pathname}`;
}

/**
 * Opens a screen as the app's own links do, without loading the page again: the router follows a new
 * history entry (React Router keeps a key and an index in its state; a new key is a new navigation). The
 * screen has drawn when its heading takes focus, as PageHeading's does after every navigation, or when
 * the app has sent it back to the screen it was on (a route that redirects there: drawn already).
 */
async function follow(page: Page, route: string, brand: string, lang: number): Promise<string> {
  const before = new URL(page.url()).pathname;
  await page.evaluate(
    (to) => {
      (document.activeElement as HTMLElement | null)?.blur();
      const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: `axe${index}`, idx: index }, "", to);
      dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
    },
    withBrandAndLanguage(route, brand, lang),
  );
  const drawn = await page
    .waitForFunction((was) => document.activeElement?.tagName === "H1" || location.pathname === was, before, { timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
  const where = `${route} (${brand}, lang=${lang}, followed) → ${new URL(page.url()).pathname}`;
  // Otherwise the audit could be of the screen before.
  expect(drawn, `${where}: no heading took focus within 10 s`).toBe(true);
  return where;
}

/** Served as a page of its own until the app takes over (the light sign-in page): loaded, and the next screen loaded too. */
const PAGES_BEFORE_THE_APP = new Set(["/login"]);

/** Audits each screen of `routes`: the first loaded, the others followed from it as an owner clicking through would. */
async function auditWalk(page: Page, base: string, routes: readonly string[], brand: string, lang: number): Promise<string[]> {
  const violations: string[] = [];
  let appRunning = false;
  for (const route of routes) {
    const where = appRunning ? await follow(page, route, brand, lang) : await visit(page, base, route, brand, lang);
    appRunning = !PAGES_BEFORE_THE_APP.has(route);
    violations.push(...(await audit(page, where)));
  }
  return violations;
}

function withBrandAndLanguage(route: string, brand: string, lang: number): string {
  return `${route}${route.includes("?") ? "&" : "?"}lang=${lang}&brand=${brand}`;
}

describe("every screen passes axe-core without serious or critical violations", () => {
  const journey = useJourneyServer();

  // About a second a screen (load, then axe): some 6 minutes for the 6 brand and language pairs.
  it.each(BRANDS)(
    "for a visitor and the demo owner of %s, in English and French",
    async (brand) => {
      const violations: string[] = [];

      const anonymous = await journey.browser.newContext();
      const visitor = await anonymous.newPage();
      for (const lang of LANGUAGES) violations.push(...(await auditWalk(visitor, journey.carport.url, ANONYMOUS_ROUTES, brand, lang)));
      await anonymous.close();

      const context = await journey.browser.newContext();
      const page = await context.newPage();
      await page.goto(`${journey.carport.url}/login?lang=0&brand=${brand}`);
      await signIn(page, { baseUrl: journey.carport.url, email: `demo@${brand}.test`, password: DEMO_PASSWORD });
      await expect.poll(() => page.getByRole("heading", { name: "My vehicles", level: 1 }).count(), { timeout: 15_000 }).toBe(1);
      await page
        .getByRole("button", { name: /^Select / })
        .first()
        .click();
      await expect.poll(() => page.getByText(/^Selected vehicle: /).count(), { timeout: 15_000 }).toBeGreaterThan(0);
      for (const lang of LANGUAGES) {
        violations.push(...(await auditWalk(page, journey.carport.url, SIGNED_IN_ROUTES, brand, lang)));
        // The PIN popup, over the door lock page.
        await visit(page, journey.carport.url, "/remote/lock", brand, lang);
        await page.getByRole("button", { name: lang === 1 ? "Verrouiller les portières" : "Lock doors", exact: true }).click();
        await page.getByRole("dialog").waitFor({ timeout: 10_000 });
        violations.push(...(await audit(page, `PIN dialog on /remote/lock (${brand}, lang=${lang})`)));
        await page.keyboard.press("Escape");
        // The car's position on the map, on the overview: the demo car has none known yet, so it is asked (PIN).
        await visit(page, journey.carport.url, "/cwp/overview", brand, lang);
        await page
          .getByRole("button", { name: lang === 1 ? "Demander au véhicule où il est" : "Ask the car where it is", exact: true })
          .click();
        const pinDialog = page.getByRole("dialog");
        await pinDialog.getByLabel(lang === 1 ? "NIP" : "PIN", { exact: true }).fill("2580");
        await pinDialog.getByRole("button", { name: lang === 1 ? "Continuer" : "Continue", exact: true }).click();
        await page.locator("canvas.maplibregl-canvas").waitFor({ timeout: 20_000 });
        violations.push(...(await audit(page, `the car's map on /cwp/overview (${brand}, lang=${lang})`)));
      }
      await context.close();

      if (violations.length) console.log(violations.join("\n"));
      expect(violations).toEqual([]);
    },
    600_000,
  );

  it("for an owner whose e-mail is not confirmed yet: the banner and the confirmation form, in English and French", async () => {
    const email = "unconfirmed.owner@example.ca";
    const password = "Unconfirmed-Pass-2026!";
    const registered = await fetch(`${journey.carport.url}/tods/api/rgacct`, {
      method: "POST",
      headers: { "content-type": "application/json", brand: "hacc" },
      body: JSON.stringify({
        vehicle: { vin: "2HMSMGC5000000203", nickName: "Summit" },
        account: { email, password, confirmPassword: password },
        pin: "2468",
        tncConfirm: "Y",
        rdrToken: "HT-5103",
      }),
    });
    expect((await registered.json()).responseHeader.responseCode).toBe(0);
    const violations: string[] = [];
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${journey.carport.url}/login?lang=0&brand=hacc`);
    await signIn(page, { baseUrl: journey.carport.url, email, password });
    // The code step returns once "Verify" is pressed: leaving now would cut the sign-in short.
    await expect.poll(() => new URL(page.url()).pathname.startsWith("/login"), { timeout: 15_000 }).toBe(false);
    for (const lang of LANGUAGES) {
      await visit(page, journey.carport.url, "/vehicles", "hacc", lang);
      const banner = page.getByRole("complementary", {
        name: lang === 1 ? "Confirmez votre adresse courriel" : "Confirm your e-mail address",
      });
      await expect.poll(() => banner.count(), { timeout: 15_000 }).toBe(1);
      violations.push(...(await audit(page, `banner on /vehicles (hacc, lang=${lang})`)));
      const where = await visit(page, journey.carport.url, "/confirmEmail", "hacc", lang);
      await page.getByRole("button", { name: lang === 1 ? "Confirmer" : "Confirm", exact: true }).click();
      await page.locator("input[aria-invalid='true']").waitFor({ timeout: 10_000 });
      violations.push(...(await audit(page, `${where}, the code refused`)));
    }
    await context.close();
    if (violations.length) console.log(violations.join("\n"));
    expect(violations).toEqual([]);
  }, 120_000);
});
