import { afterAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { solveCaptchaQuestion } from "../apps/server/src/test/sign-in-test-support.ts";
import { httpClient } from "../apps/server/src/test/http-client.ts";
import { useJourneyServer } from "./support/journey.ts";
import { completeCodeStep, DEMO_PASSWORD, signIn } from "./support/sign-in.ts";

/*
 * The mobile side of sign-in: code login from the app on a phone (at the suspended vehicle, or
 * saying none is suspended; not found on a desktop or without a code), the app offer on the login page, the captcha's text question used with the
 * keyboard alone, and the account's security activity in both languages.
 */
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
const OWNER = "demo@hacc.test";
const SECOND_OWNER = "second@hacc.test";

function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 15_000 });
}

describe("mobile sign-in, the captcha's text alternative and the security activity", () => {
  const journey = useJourneyServer();
  const contexts: BrowserContext[] = [];
  // Runs before the journey's own afterAll, which closes the browser.
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  const url = (path: string) => `${journey.carport.url}${path}`;
  async function pageWith(userAgent: string): Promise<Page> {
    const context = await journey.browser.newContext({ userAgent });
    contexts.push(context);
    return context.newPage();
  }

  /** What the mobile app does: signs in through the API and asks for a code to open the portal. */
  async function appCode(owner = OWNER): Promise<string> {
    const post = async (name: string, body: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(url(`/tods/api/${name}`), {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { result: Record<string, any> };
    };
    // The app's device, remembered after its one-time code (read from the demo outbox).
    const accessToken = await httpClient(journey.carport.url).login(owner, DEMO_PASSWORD);
    const issued = await post("isslgncd", {}, { accessToken });
    return issued.result.authCode as string;
  }

  it("opens the portal signed in on a phone with the app's code, at the suspended vehicle's popup", async () => {
    const phone = await pageWith(IPHONE);
    await phone.goto(url(`/codelogin?code=${encodeURIComponent(await appCode())}&lang=0`));
    // The demo owner has a suspended vehicle: its overview is blocked behind the unenrollment popup.
    await eventually(() => phone.getByRole("alertdialog", { name: "This vehicle is suspended" }).count()).toBe(1);
    expect(new URL(phone.url()).pathname).toBe("/cwp/overview");
    // A wrong or spent code signs nobody in: the server's message and a way to the login page.
    const again = await pageWith(IPHONE);
    await again.goto(phone.url().replace(/\/cwp\/overview.*$/, "/codelogin?code=spent-code"));
    await eventually(() =>
      again.getByRole("alert").filter({ hasText: "This sign-in code is wrong, already used or expired." }).count(),
    ).toBe(1);
    expect(await again.getByRole("link", { name: "Go to the sign-in page" }).count()).toBe(1);
  });

  it("says so when no vehicle is suspended, then lands as any sign-in", async () => {
    const phone = await pageWith(IPHONE);
    // The second demo owner has no vehicle, so none suspended.
    await phone.goto(url(`/codelogin?code=${encodeURIComponent(await appCode(SECOND_OWNER))}&lang=0`));
    await eventually(() => phone.getByRole("status").filter({ hasText: "None of your vehicles is suspended." }).count()).toBe(1);
    expect(new URL(phone.url()).pathname).toBe("/codelogin");
    await phone.getByRole("button", { name: "Continue" }).click();
    await eventually(() => new URL(phone.url()).pathname).toBe("/vehicles");
  });

  it("answers not found on a desktop even with a valid code, and on a phone without a code", async () => {
    const desktop = await pageWith(DESKTOP);
    await desktop.goto(url(`/codelogin?code=${encodeURIComponent(await appCode())}`));
    await eventually(() => new URL(desktop.url()).pathname).toBe("/pagenotfound");
    const phone = await pageWith(IPHONE);
    await phone.goto(url("/codelogin"));
    await eventually(() => new URL(phone.url()).pathname).toBe("/pagenotfound");
  });

  it("offers the brand's app on a phone's login page, until Not now", async () => {
    const phone = await pageWith(IPHONE);
    await phone.goto(url("/login?lang=0"));
    const offer = phone.getByRole("region", { name: "Halcyon Connect is also an app" });
    await eventually(() => offer.count()).toBe(1);
    const store = offer.getByRole("link", { name: "Get the app on the App Store" });
    expect(await store.getAttribute("href")).toMatch(/^https:\/\/apps\.apple\.com\//);
    await offer.getByRole("button", { name: "Not now" }).click();
    await eventually(() => offer.count()).toBe(0);
    await phone.reload();
    await eventually(() => phone.getByRole("heading", { name: "Sign in", level: 1 }).count()).toBe(1);
    expect(await offer.count()).toBe(0);

    const desktop = await pageWith(DESKTOP);
    await desktop.goto(url("/login?lang=0"));
    await eventually(() => desktop.getByRole("heading", { name: "Sign in", level: 1 }).count()).toBe(1);
    expect(await desktop.getByRole("region", { name: "Halcyon Connect is also an app" }).count()).toBe(0);
  });

  it("lets an owner who cannot see the image answer a text question with the keyboard, then shows the activity in both languages", async () => {
    const page = await pageWith(DESKTOP);
    const isCall = (name: string) => (response: { url(): string }) => new URL(response.url()).pathname === `/tods/api/${name}`;
    await page.goto(url("/login?lang=0"));
    await page.getByLabel("Email", { exact: true }).fill(OWNER);
    for (let i = 0; i < 3; i++) {
      await page.getByLabel("Password", { exact: true }).fill("Wrong-Pass-2026!");
      const answer = page.waitForResponse(isCall("lgnV2"));
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await answer;
    }
    const switchToText = page.getByRole("button", { name: "Answer a text question instead" });
    await eventually(() => switchToText.count()).toBe(1);

    // Keyboard only: Tab from the password field reaches the switch, Enter asks for a question.
    await page.getByLabel("Password", { exact: true }).focus();
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    for (let tabs = 0; tabs < 6 && (await focusedName()) !== "Answer a text question instead"; tabs++) await page.keyboard.press("Tab");
    expect(await focusedName()).toBe("Answer a text question instead");
    const questionAnswer = page.waitForResponse(isCall("gttxtcptch"));
    await page.keyboard.press("Enter");
    const { question } = (await (await questionAnswer).json()).result as { question: string };

    // The answer field is labelled, and the question is its description (what a screen reader reads with it).
    const field = page.getByLabel("Answer to the question, in digits", { exact: true });
    await eventually(() => field.count()).toBe(1);
    const description = await field.evaluate((input) =>
      (input.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" "),
    );
    expect(description).toContain(question);
    expect(await page.getByRole("img", { name: "Distorted characters to type in the field below" }).count()).toBe(0);

    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await field.focus();
    await page.keyboard.type(solveCaptchaQuestion(question, 0));
    await page.keyboard.press("Enter");
    // A browser it has not seen: the one-time code, then the vehicles.
    await eventually(() => page.getByRole("heading", { name: "Confirm it's you", level: 1 }).count()).toBe(1);
    await completeCodeStep(page, journey.carport.url, OWNER);
    await eventually(() => new URL(page.url()).pathname).not.toBe("/login");

    await page.goto(url("/account/securityActivity"));
    const table = page.getByRole("table", { name: "Security activity" });
    await eventually(() => table.count()).toBe(1);
    const firstRow = table.getByRole("row").nth(1);
    expect(await firstRow.getByRole("cell").nth(1).textContent()).toMatch(/^Signed in/);
    expect(await table.getByRole("cell", { name: /^Failed sign-in/ }).count()).toBe(3);
    expect(await table.getByRole("cell", { name: /with a code from the mobile app/ }).count()).toBeGreaterThanOrEqual(1);
    expect(await table.getByRole("cell", { name: /^Chrome on Linux/ }).count()).toBeGreaterThanOrEqual(1);
    const englishDate = (await firstRow.getByRole("cell").first().textContent())!;
    expect(englishDate).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2}\s?(AM|PM)$/);

    await page.getByRole("button", { name: "Français" }).first().click();
    const tableFr = page.getByRole("table", { name: "Activité de sécurité" });
    await eventually(() => tableFr.count()).toBe(1);
    const firstRowFr = tableFr.getByRole("row").nth(1);
    expect(await firstRowFr.getByRole("cell").nth(1).textContent()).toMatch(/^Connexion/);
    expect(await firstRowFr.getByRole("cell").first().textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(await tableFr.getByRole("cell", { name: /^Chrome sur Linux/ }).count()).toBeGreaterThanOrEqual(1);
  });

  it("shows the PIN lock of remote commands in the security activity, in both languages", async () => {
    // Five wrong PINs from the app lock remote commands (7316).
    const post = async (name: string, body: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(url(`/tods/api/${name}`), {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { result?: Record<string, any>; error?: { errorCode: string } };
    };
    const accessToken = await httpClient(journey.carport.url).login(OWNER, DEMO_PASSWORD);
    const vehicleId = (await post("vhcllst", {}, { accessToken })).result!.vehicles[0].vehicleId as string;
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await post("vrfypin", { pin: "0000" }, { accessToken, vehicleId })).error!.errorCode);
    expect(codes.at(-1)).toBe("7316");

    const page = await pageWith(DESKTOP);
    await signIn(page, journey.carport.url, OWNER);
    await page.goto(url("/account/securityActivity"));
    const table = page.getByRole("table", { name: "Security activity" });
    await eventually(() => table.getByRole("cell", { name: "Remote commands locked after too many wrong PINs" }).count()).toBe(1);
    await page.getByRole("button", { name: "Français" }).first().click();
    const tableFr = page.getByRole("table", { name: "Activité de sécurité" });
    await eventually(() => tableFr.getByRole("cell", { name: "Commandes à distance verrouillées après trop de NIP erronés" }).count()).toBe(
      1,
    );
  });
});
