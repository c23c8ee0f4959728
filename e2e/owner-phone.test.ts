import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useJourneyServer } from "./support/journey.ts";
import { admin, MOSQUITTO } from "./support/operator-tool.ts";
import { DEMO_PASSWORD, signIn } from "./support/sign-in.ts";
import { clearRetained } from "../apps/server/src/test/retained-messages.ts";

const PHONE = { width: 390, height: 844 } as const;
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core's serious and critical violations in the app's tree (#root), one line each. Outside it,
 * empty `div[role=img]` nodes React Aria leaves in <body> are flagged (role-img-alt); not the app's.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol: the app's CSP refuses an injected <script>.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(`${AXE_SOURCE}\n;0`);
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run(context: Element): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document.getElementById("root")!)).violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `[${v.impact}] ${v.id} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}
/** Each brand's petrol car with remote ignition, as the demo fleet enrolls it. */
const PETROL_CARS = [
  { brand: "hacc", name: "Summit", vin: "2HMSMGC2000000103" },
  { brand: "kci", name: "Talon", vin: "3KNTLGC3000000103" },
  { brand: "gen", name: "Crest", vin: "5GNCRGC3000000103" },
] as const;

/** The phone layout's facts as the owner meets them: the header's height, sideways scrolling, targets too small to tap. */
function phoneLayout(page: Page) {
  return page.evaluate(() => {
    const selector =
      "a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=switch], [role=checkbox], [role=tab]";
    const small = [...document.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Not on screen (hidden, visually hidden for screen readers, the skip link until focused).
      if (
        box.width <= 1 ||
        box.height <= 1 ||
        box.bottom <= 0 ||
        style.visibility === "hidden" ||
        element.closest("[hidden], [aria-hidden=true]")
      ) {
        return [];
      }
      // A link within a sentence is exempt (WCAG 2.5.8, inline).
      if (element.tagName === "A" && element.closest("p")) return [];
      return box.width < 44 || box.height < 44
        ? [
            `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
          ]
        : [];
    });
    return {
      headerHeight: Math.round(document.querySelector(".site-header")!.getBoundingClientRect().height),
      sidewaysScroll: document.documentElement.scrollWidth > window.innerWidth,
      small,
    };
  });
}

describe("the owner's app on a 390 px phone, in every brand", () => {
  const namespace = `e2e/phone-${randomBytes(4).toString("hex")}`;
  const journey = useJourneyServer({ MQTT_URL: MOSQUITTO, LINK_NAMESPACE: namespace });
  // The shared broker keeps nothing of this run.
  afterAll(() => clearRetained(MOSQUITTO, namespace));

  /** Signs in on a phone-sized browser as the brand's demo owner and opens the petrol car's overview. */
  async function petrolOverview(brand: string, name: string): Promise<Page> {
    const context = await journey.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${journey.carport.url}/login?lang=0&brand=${brand}`);
    await signIn(page, { baseUrl: journey.carport.url, email: `demo@${brand}.test`, password: DEMO_PASSWORD });
    await expect.poll(() => page.getByRole("heading", { name: "My vehicles", level: 1 }).count(), { timeout: 20_000 }).toBe(1);
    await page.getByRole("button", { name: `Select ${name}` }).click();
    await expect.poll(() => page.getByText(`Selected vehicle: ${name}`).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.live), { timeout: 15_000 }).toBe("on");
    return page;
  }

  it.each(PETROL_CARS)(
    "$brand: a compact header, the tab bar, no sideways scroll, 44 px targets; the hero warns of an open door of the locked $name; remote start is a quick action",
    async ({ brand, name, vin }) => {
      const page = await petrolOverview(brand, name);
      const tabs = page.getByRole("navigation", { name: "App sections" });
      for (const tab of ["Vehicle", "Remote", "History", "Notifications"]) {
        expect(await tabs.getByRole("link", { name: new RegExp(`^${tab}`) }).isVisible()).toBe(true);
      }
      expect(await tabs.getByRole("button", { name: "More" }).isVisible()).toBe(true);
      expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
      await expect
        .poll(() => page.getByRole("region", { name: "Quick actions" }).getByRole("button", { name: "Start engine" }).isEnabled(), {
          timeout: 15_000,
        })
        .toBe(true);
      const layout = await phoneLayout(page);
      expect(layout.headerHeight).toBeLessThanOrEqual(64);
      expect(layout.sidewaysScroll).toBe(false);
      expect(layout.small).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      const hero = page.getByTestId("overview-glance");
      await expect.poll(() => hero.getByText("Closed, locked, nothing low or faulty").count(), { timeout: 15_000 }).toBe(1);

      await admin(namespace, "operate", "--vin", vin, "--open-door", "frontLeft");
      const warnings = hero.getByRole("list", { name: "Needs attention" });
      await expect.poll(() => warnings.getByText("Door open: front left").count(), { timeout: 20_000 }).toBe(1);
      expect(await hero.locator("[data-fact=lock] dd").textContent()).toBe("Locked, a door is open");
      await admin(namespace, "operate", "--vin", vin, "--close-doors");
      await expect.poll(() => warnings.count(), { timeout: 20_000 }).toBe(0);

      const actions = page.getByRole("region", { name: "Quick actions" });
      await expect.poll(() => actions.getByRole("button", { name: "Start engine", exact: true }).count(), { timeout: 15_000 }).toBe(1);
      await page.context().close();
    },
    180_000,
  );

  it("hacc: a failed command is shown in place beside the quick actions, and Try again sends it once the cause is gone", async () => {
    const { brand, name, vin } = PETROL_CARS[0];
    const page = await petrolOverview(brand, name);
    // Summit's overview opens its safety warning; Escape closes it for this visit.
    await expect.poll(() => page.getByRole("alertdialog").count(), { timeout: 15_000 }).toBe(1);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("alertdialog").count()).toBe(0);
    await admin(namespace, "operate", "--vin", vin, "--open-door", "frontLeft");
    const hero = page.getByTestId("overview-glance");
    await expect.poll(() => hero.getByText("Door open: front left").count(), { timeout: 20_000 }).toBe(1);

    const actions = page.getByRole("region", { name: "Quick actions" });
    const giveThePin = async () => {
      const dialog = page.getByRole("dialog", { name: "PIN" });
      await dialog.getByLabel("PIN", { exact: true }).fill("2580");
      await dialog.getByRole("button", { name: "Continue", exact: true }).click();
    };
    await actions.getByRole("button", { name: "Lock doors", exact: true }).click();
    await giveThePin();
    // The car refuses with a door open: the reason, in the quick actions' card, its buttons still there.
    await expect.poll(() => actions.getByRole("alert").filter({ hasText: "A door is open." }).count(), { timeout: 20_000 }).toBe(1);
    expect(await actions.getByRole("heading", { name: "The command did not go through" }).count()).toBe(1);
    expect(await actions.getByRole("button", { name: "Start engine", exact: true }).isVisible()).toBe(true);

    await admin(namespace, "operate", "--vin", vin, "--close-doors");
    await expect.poll(() => hero.getByText("Door open: front left").count(), { timeout: 20_000 }).toBe(0);
    await actions.getByRole("button", { name: "Try again", exact: true }).click();
    await giveThePin();
    await expect.poll(() => actions.getByRole("status").filter({ hasText: "Your doors are locked." }).count(), { timeout: 20_000 }).toBe(1);
    expect(new URL(page.url()).pathname).toBe("/cwp/overview");
    await page.context().close();
  }, 180_000);
});
