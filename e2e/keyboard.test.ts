import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useJourneyServer } from "./support/journey.ts";
import { codeIn, DEMO_PASSWORD, latestMessageId, waitForMessage } from "./support/sign-in.ts";

const OWNER = "demo@hacc.test";

/** The focused element as assistive technology names it (roughly): its label, aria-label or text. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: "", inDialog: false };
    const labelledBy = element.getAttribute("aria-labelledby");
    const name =
      element.getAttribute("aria-label") ??
      (labelledBy
        ? labelledBy
            .split(" ")
            .map((id) => document.getElementById(id)?.textContent ?? "")
            .join(" ")
        : null) ??
      ((element as HTMLInputElement).labels?.[0]?.textContent || element.textContent || "");
    return { name: name.replace(/\s+/g, " ").trim(), inDialog: Boolean(element.closest("[role=dialog], [role=alertdialog]")) };
  });
}

/** Presses Tab until the focused element has this name (bounded): the way a keyboard user gets there. */
async function tabTo(page: Page, name: string | RegExp, presses = 80): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press("Tab");
    const now = (await focused(page)).name;
    if (typeof name === "string" ? now === name : name.test(now)) return;
    seen.push(now);
  }
  throw new Error(`Tab never reached "${name}"; it went through: ${seen.join(" | ")}`);
}

describe("keyboard-only journeys", () => {
  const journey = useJourneyServer();

  it("signs in and locks the doors with Tab, Enter, Escape and typing only; the PIN popup holds and returns focus", async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.carport.url}/login?lang=0`);

    await tabTo(page, "Email");
    await page.keyboard.type(OWNER);
    await tabTo(page, "Password");
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press("Enter");
    // A new browser: the one-time code step.
    await expect.poll(() => page.getByRole("heading", { name: "Confirm it's you", level: 1 }).count(), { timeout: 15_000 }).toBe(1);
    const before = await latestMessageId(journey.carport.url, OWNER);
    await tabTo(page, "Send the code");
    await page.keyboard.press("Enter");
    const code = codeIn(await waitForMessage(journey.carport.url, OWNER, "signInCode", before));
    await tabTo(page, "Verification code");
    await page.keyboard.type(code);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("heading", { name: "My vehicles", level: 1 }).count(), { timeout: 15_000 }).toBe(1);

    await tabTo(page, "Select Summit");
    await page.keyboard.press("Enter");
    // Summit's overview opens its safety warning first.
    await expect.poll(() => page.getByRole("alertdialog", { name: "Safety warning" }).count(), { timeout: 15_000 }).toBe(1);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("alertdialog").count()).toBe(0);

    await tabTo(page, "Remote");
    await page.keyboard.press("Enter");
    // Tabbing on before the remote page is there would walk the overview's elements instead.
    await page.waitForURL(/\/remote\/[a-z]+$/, { timeout: 15_000 });
    await page.locator("main h1").waitFor({ timeout: 15_000 });
    await tabTo(page, "Door lock");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("heading", { name: "Door lock", level: 1 }).count(), { timeout: 15_000 }).toBe(1);

    await tabTo(page, "Lock doors");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("dialog", { name: "PIN" }).count(), { timeout: 15_000 }).toBe(1);
    // Focus moves into the popup and stays there however far one tabs, both ways.
    expect((await focused(page)).inDialog).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect((await focused(page)).inDialog).toBe(true);
    }
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Shift+Tab");
      expect((await focused(page)).inDialog).toBe(true);
    }
    // Closing it hands focus back to the button that opened it (React Aria restores it a frame
    // after the popup leaves, which a loaded machine can stretch).
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => focused(page)).toEqual({ name: "Lock doors", inDialog: false });

    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("dialog", { name: "PIN" }).count(), { timeout: 15_000 }).toBe(1);
    await tabTo(page, "PIN", 10);
    await page.keyboard.type("2580");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Your doors are locked." }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole("dialog").count()).toBe(0);
    await page.close();
  });
});
