import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Browser, Page } from "playwright-core";
import { startServer, type RunningServer } from "../apps/server/src/server.ts";
import { launchBrowser } from "./support/browser.ts";
import {
  codeIn,
  completeCodeStep,
  JOURNEY_SERVER_ENV,
  latestMessageId,
  linkIn,
  signIn,
  SIGN_IN_FR,
  waitForMessage,
} from "./support/sign-in.ts";

/*
 * The captcha's answer is nowhere in the page (the SVG is strokes, not text), and the server has no
 * switch that makes it predictable. So this journey runs the real server in this process and reads
 * each captcha's text as the server draws it, the way an owner reads the image (the server's own
 * sign-in security tests do the same). Nothing in the server changes.
 */
const captchaTexts = vi.hoisted(() => [] as string[]);
vi.mock("../apps/server/src/modules/auth/captcha/captcha-text.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../apps/server/src/modules/auth/captcha/captcha-text.ts")>();
  return {
    ...original,
    randomCaptchaText: () => {
      const text = original.randomCaptchaText();
      captchaTexts.push(text);
      return text;
    },
  };
});

/** Waits for a value as expect.poll does, with room for a loaded machine (lazy chunks, mails in background). */
function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 15_000 });
}

const OWNER = "demo@hacc.test";
const OLD_PASSWORD = "Demo-Pass-2026!";
const NEW_PASSWORD = "Fresh-Key-2027!";
const WRONG_PASSWORD = "Wrong-Pass-2026!";

const TEXT = {
  wrongCredentials: "Invalid username or password.",
  captchaNeeded: "Please complete the security check to continue.",
  captchaImage: "Distorted characters to type in the field below",
  captchaField: "Characters in the image",
  captchaFieldFr: "Caractères de l'image",
  newImage: "New image",
};

describe("sign-in security and recovery in the browser", () => {
  let server: RunningServer;
  let browser: Browser;
  /** The first owner's browser, kept from the failed attempts to the new password. */
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: "memory://",
        LOG_LEVEL: "warn",
        DEMO: "1",
        ...JOURNEY_SERVER_ENV,
      }),
      launchBrowser(),
    ]);
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const url = (path: string) => `${server.url}${path}`;
  const isCall = (name: string) => (response: { url(): string }) => new URL(response.url()).pathname === `/tods/api/${name}`;

  /**
   * One sign-in attempt on the open login page; waits for the login answer and, when the server
   * still wants a captcha, for the new captcha the page then asks for.
   */
  async function attempt(password: string, options: { solveCaptcha?: boolean; expectCaptchaAfter?: boolean } = {}) {
    await page.getByLabel("Email", { exact: true }).fill(OWNER);
    await page.getByLabel("Password", { exact: true }).fill(password);
    if (options.solveCaptcha) {
      // The owner reads the image on screen: the last captcha the server drew.
      await page.getByLabel(TEXT.captchaField, { exact: true }).fill(captchaTexts.at(-1)!.toLowerCase());
    }
    const login = page.waitForResponse(isCall("lgnV2"));
    const nextCaptcha = options.expectCaptchaAfter ? page.waitForResponse(isCall("gtcptch")) : null;
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    const answer = await login;
    await nextCaptcha;
    return answer;
  }

  const captchaImage = () => page.getByRole("img", { name: TEXT.captchaImage });
  const alertWith = (p: Page, text: string) => p.getByRole("alert").filter({ hasText: text });

  it("brings up the captcha after three wrong passwords, and it must be answered", async () => {
    await page.goto(url("/login?lang=0"));
    for (let i = 1; i <= 3; i++) {
      const answer = await attempt(WRONG_PASSWORD, { expectCaptchaAfter: i === 3 });
      expect(answer.headers().captchayn, `attempt ${i}`).toBe(i < 3 ? "N" : "Y");
      await eventually(() => alertWith(page, TEXT.wrongCredentials).count()).toBe(1);
    }

    // The image, a way to get another one, and the field for its characters.
    await eventually(() => captchaImage().count()).toBe(1);
    expect(await captchaImage().getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await page.getByLabel(TEXT.captchaField, { exact: true }).count()).toBe(1);
    const firstImage = await captchaImage().getAttribute("src");
    await page.getByRole("button", { name: TEXT.newImage }).click();
    await eventually(() => captchaImage().getAttribute("src")).not.toBe(firstImage);

    // Left empty, the form asks for it before anything is sent.
    await page.getByLabel("Password", { exact: true }).fill(OLD_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await eventually(() => page.getByText(TEXT.captchaNeeded).count()).toBe(1);

    // Wrong characters ("1" is never in a captcha): even the right password does not get in (7407).
    await page.getByLabel(TEXT.captchaField, { exact: true }).fill("11111");
    const shown = await captchaImage().getAttribute("src");
    const refused = page.waitForResponse(isCall("lgnV2"));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    expect((await (await refused).json()).error.errorCode).toBe("7407");
    await eventually(() => alertWith(page, TEXT.captchaNeeded).count()).toBe(1);
    // Every captcha is spent by its attempt: a new one is on screen.
    await eventually(() => captchaImage().getAttribute("src")).not.toBe(shown);
    expect(new URL(page.url()).pathname).toBe("/login");

    // The same field in French.
    await page.getByRole("button", { name: "Français" }).first().click();
    await eventually(() => page.getByLabel(TEXT.captchaFieldFr, { exact: true }).count()).toBe(1);
    await page.getByRole("button", { name: "English" }).first().click();
    await eventually(() => page.getByLabel(TEXT.captchaField, { exact: true }).count()).toBe(1);
  });

  it("locks the account after more failures; the lock screen leads to forgot password", async () => {
    for (const failure of [4, 5]) {
      const answer = await attempt(WRONG_PASSWORD, { solveCaptcha: true, expectCaptchaAfter: true });
      expect((await answer.json()).error.errorCode, `failure ${failure}`).toBe("7404");
    }
    const locking = await attempt(WRONG_PASSWORD, { solveCaptcha: true });
    const body = (await locking.json()) as { error: { errorCode: string; errorDesc: string } };
    expect(body.error.errorCode).toBe("7402");

    await page.waitForURL(/\/accountLock$/);
    await eventually(() => page.getByRole("heading", { name: "Account locked", level: 1 }).count()).toBe(1);
    expect(await alertWith(page, body.error.errorDesc).count()).toBe(1);
    const unlockLink = page.getByRole("link", { name: "Unlock with a code" });
    expect(await unlockLink.getAttribute("href")).toBe(`/unlockAccount?loginId=${encodeURIComponent(OWNER)}`);
    // The lock mail with its unlock code went out too.
    await waitForMessage(server.url, OWNER, "unlockCode");

    await page.getByRole("button", { name: "OK", exact: true }).click();
    await page.waitForURL(/\/forgotpw$/);
    await eventually(() => page.getByRole("heading", { name: "Forgot your password?", level: 1 }).count()).toBe(1);
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(OWNER);
  });

  it("sets a new password from the mailed reset link; it works in the browser and the old one is refused", async () => {
    const before = await latestMessageId(server.url, OWNER);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await eventually(() => page.getByRole("heading", { name: "Check your email", level: 1 }).count()).toBe(1);
    expect(await page.getByText(`If an account uses ${OWNER}`).count()).toBe(1);

    const mail = await waitForMessage(server.url, OWNER, "passwordReset", before);
    await page.goto(url(linkIn(mail, "/resetpw")));
    await eventually(() => page.getByRole("heading", { name: "Choose a new password", level: 1 }).count()).toBe(1);

    const newPassword = page.getByLabel("New password", { exact: true });
    // Pasting into a password field is blocked.
    const pasteBlocked = await newPassword.evaluate((input) => {
      const event = new ClipboardEvent("paste", { bubbles: true, cancelable: true });
      input.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(pasteBlocked).toBe(true);
    // The domain's rules, ticked as the owner types.
    await newPassword.fill("short1");
    await eventually(() => page.getByRole("listitem").filter({ hasText: "At least 8 characters" }).innerText()).toContain("not yet");
    await newPassword.fill(NEW_PASSWORD);
    await eventually(() => page.getByRole("listitem").filter({ hasText: "At least 8 characters" }).innerText()).toContain("done");
    await page.getByLabel("Confirm the new password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change my password" }).click();
    await eventually(() => page.getByRole("heading", { name: "Password changed", level: 1 }).count()).toBe(1);

    // The link works once.
    const again = await browser.newPage();
    await again.goto(url(linkIn(mail, "/resetpw")));
    await again.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await again.getByLabel("Confirm the new password", { exact: true }).fill(NEW_PASSWORD);
    await again.getByRole("button", { name: "Change my password" }).click();
    await again.waitForURL(/\/pagenotfound$/);
    await again.close();

    await page.getByRole("link", { name: "Sign in" }).click();
    await page.waitForURL(/\/login$/);
    // Failures from this address still ask for a captcha until a sign-in succeeds.
    const asked = await attempt(NEW_PASSWORD, { expectCaptchaAfter: true });
    expect((await asked.json()).error.errorCode).toBe("7407");
    await eventually(() => captchaImage().count()).toBe(1);
    // The new password is right; this browser never confirmed a sign-in, so the code step follows.
    await attempt(NEW_PASSWORD, { solveCaptcha: true });
    await eventually(() => page.getByRole("heading", { name: "Confirm it's you", level: 1 }).count()).toBe(1);
    await completeCodeStep(page, server.url, OWNER);
    await eventually(() => page.getByRole("heading", { name: "My vehicles", level: 1 }).count()).toBe(1);

    await page.getByRole("button", { name: "Sign out" }).first().click();
    await page.waitForURL(/\/login$/);
    const old = await attempt(OLD_PASSWORD);
    expect((await old.json()).error.errorCode).toBe("7404");
    await eventually(() => alertWith(page, TEXT.wrongCredentials).count()).toBe(1);
  });

  it("asks a new browser for a one-time code: a wrong one shows the tries left, the mailed one signs in", async () => {
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await fresh.goto(url("/login?lang=0"));
    await fresh.getByLabel("Email", { exact: true }).fill(OWNER);
    await fresh.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await fresh.getByRole("button", { name: "Sign in", exact: true }).click();

    await eventually(() => fresh.getByRole("heading", { name: "Confirm it's you", level: 1 }).count()).toBe(1);
    const byEmail = fresh.getByRole("radio", { name: "Email to d***o@hacc.test" });
    expect(await byEmail.isChecked()).toBe(true);
    const before = await latestMessageId(server.url, OWNER);
    await fresh.getByRole("button", { name: "Send the code", exact: true }).click();
    await eventually(() => fresh.getByRole("heading", { name: "Enter your code", level: 1 }).count()).toBe(1);
    const code = codeIn(await waitForMessage(server.url, OWNER, "signInCode", before));

    const codeField = fresh.getByLabel("Verification code", { exact: true });
    await codeField.fill(code === "000000" ? "111111" : "000000");
    await fresh.getByRole("button", { name: "Verify and sign in" }).click();
    await eventually(() => alertWith(fresh, "The one-time code is wrong. 2 attempts left.").count()).toBe(1);
    // The code may be pasted from the mail: spaces and dashes are dropped.
    await codeField.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    expect(await codeField.inputValue()).toBe(code);
    await fresh.getByRole("button", { name: "Verify and sign in" }).click();
    await eventually(() => fresh.getByRole("heading", { name: "My vehicles", level: 1 }).count()).toBe(1);

    // The browser is remembered: its next sign-in needs no code.
    await fresh.getByRole("button", { name: "Sign out" }).first().click();
    await fresh.waitForURL(/\/login$/);
    await fresh.getByLabel("Email", { exact: true }).fill(OWNER);
    await fresh.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await fresh.getByRole("button", { name: "Sign in", exact: true }).click();
    await eventually(() => fresh.getByRole("heading", { name: "My vehicles", level: 1 }).count()).toBe(1);
    await context.close();
  });

  it("after three wrong codes, hands focus to the one way on: sending a new code", async () => {
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await fresh.goto(url("/login?lang=0"));
    await fresh.getByLabel("Email", { exact: true }).fill(OWNER);
    await fresh.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await fresh.getByRole("button", { name: "Sign in", exact: true }).click();
    await eventually(() => fresh.getByRole("heading", { name: "Confirm it's you", level: 1 }).count()).toBe(1);
    const before = await latestMessageId(server.url, OWNER);
    await fresh.getByRole("button", { name: "Send the code", exact: true }).click();
    await eventually(() => fresh.getByRole("heading", { name: "Enter your code", level: 1 }).count()).toBe(1);
    const code = codeIn(await waitForMessage(server.url, OWNER, "signInCode", before));
    const wrong = code === "000000" ? "111111" : "000000";
    const codeField = fresh.getByLabel("Verification code", { exact: true });
    for (const left of ["2 attempts left.", "1 attempt left."]) {
      await codeField.fill(wrong);
      await fresh.getByRole("button", { name: "Verify and sign in" }).click();
      await eventually(() => alertWith(fresh, `The one-time code is wrong. ${left}`).count()).toBe(1);
    }
    await codeField.fill(wrong);
    await fresh.getByRole("button", { name: "Verify and sign in" }).click();
    await eventually(() => alertWith(fresh, "This code can no longer be used. Ask for a new code to try again.").count()).toBe(1);
    await eventually(() => fresh.evaluate(() => document.activeElement?.textContent)).toBe("Send a new code");
    await context.close();
  });

  it("reports a code the owner did not request, signs out everywhere, and unlocks with the mailed code", async () => {
    // A browser signed in before the report.
    const signedIn = await browser.newPage();
    await signedIn.goto(url("/login?lang=0"));
    await signIn(signedIn, { baseUrl: server.url, email: OWNER, password: NEW_PASSWORD });
    await eventually(() => signedIn.getByRole("heading", { name: "My vehicles", level: 1 }).count()).toBe(1);

    const codeMail = await waitForMessage(server.url, OWNER, "signInCode");
    const reporter = await browser.newPage();
    await reporter.goto(url(linkIn(codeMail, "/reportFraud/")));
    await eventually(() => reporter.getByRole("heading", { name: "Was it you?", level: 1 }).count()).toBe(1);
    const before = await latestMessageId(server.url, OWNER);
    await reporter.getByRole("button", { name: "No, it was not me" }).click();
    await eventually(() => reporter.getByRole("heading", { name: "Your account is locked", level: 1 }).count()).toBe(1);
    await reporter.getByRole("button", { name: "Sign out everywhere" }).click();
    await eventually(() => reporter.getByRole("heading", { name: "Every device is signed out", level: 1 }).count()).toBe(1);

    // The other browser's session has ended: its next call leads to the special error page.
    await signedIn.getByRole("button", { name: "Refresh" }).click();
    await signedIn.waitForURL(/\/error\?code=7602$/);
    await eventually(() => alertWith(signedIn, "Your session was signed out. Please sign in again.").count()).toBe(1);
    await signedIn.close();

    // Signing in now shows the fraud lock; its screen leads to the unlock page.
    await page.goto(url("/login?lang=0"));
    await attempt(NEW_PASSWORD);
    await page.waitForURL(/\/accountLock$/);
    await eventually(() => alertWith(page, "Your account is locked after a fraud report.").count()).toBe(1);
    await page.getByRole("link", { name: "Unlock with a code" }).click();
    await eventually(() => page.getByRole("heading", { name: "Unlock your account", level: 1 }).count()).toBe(1);
    await page.getByLabel("Unlock code", { exact: true }).fill("000000");
    await page.getByRole("button", { name: "Unlock", exact: true }).click();
    await eventually(() => alertWith(page, "This code is wrong or no longer valid.").count()).toBe(1);
    const notice = await waitForMessage(server.url, OWNER, "fraudNotice", before);
    await page.getByLabel("Unlock code", { exact: true }).fill(codeIn(notice));
    await page.getByRole("button", { name: "Unlock", exact: true }).click();
    await eventually(() => page.getByRole("heading", { name: "Account unlocked", level: 1 }).count()).toBe(1);
    await page.getByRole("link", { name: "Sign in" }).click();
    await page.waitForURL(/\/login$/);
    await attempt(NEW_PASSWORD);
    await eventually(() => page.getByRole("heading", { name: "My vehicles", level: 1 }).count()).toBe(1);
    await reporter.close();
  });

  it("warns after 25 idle minutes, keeps the session on request, and signs out when the warning runs out", async () => {
    const context = await browser.newContext();
    const idle = await context.newPage();
    await idle.clock.install();
    await idle.goto(url("/login?lang=0"));
    await signIn(idle, { baseUrl: server.url, email: OWNER, password: NEW_PASSWORD });
    await eventually(() => idle.getByRole("heading", { name: "My vehicles", level: 1 }).count()).toBe(1);
    // The warning's code is downloaded while the owner is still there, not when it is due (a
    // deployment in those 25 minutes would have removed it): from then on the server is not asked.
    const warningCode = idle.waitForRequest(/\/assets\/idle-warning-modal-[^/]+\.js$/, { timeout: 15_000 });
    await idle.clock.runFor("00:11");
    await warningCode;
    await idle.route(/\/assets\//, (route) => route.fulfill({ status: 404, body: "" }));

    await idle.clock.runFor("25:01");
    const warning = idle.getByRole("alertdialog", { name: "Are you still there?" });
    await eventually(() => warning.count()).toBe(1);
    // Focus is in the dialog, on the answer that keeps the session.
    await eventually(() => idle.evaluate(() => document.activeElement?.textContent)).toBe("Stay signed in");
    await warning.getByRole("button", { name: "Stay signed in" }).click();
    await eventually(() => warning.count()).toBe(0);
    await idle.unroute(/\/assets\//);

    await idle.clock.runFor("25:01");
    await eventually(() => warning.count()).toBe(1);
    await idle.clock.runFor("02:00");
    await idle.waitForURL(/\/login$/);
    await eventually(() => idle.getByText("You were signed out after a period of inactivity.").count()).toBe(1);
    await context.close();
  });
  it("resets a password with a mailed one-time code, in French, for brand kci", async () => {
    const kci = (path: string) => `http://kci.localhost:${new URL(server.url).port}${path}`;
    const owner = "demo@kci.test";
    const context = await browser.newContext();
    const fr = await context.newPage();
    await fr.goto(kci("/forgotpw?lang=1"));
    expect(await fr.locator("html").getAttribute("data-brand")).toBe("kci");
    await fr.getByLabel("Courriel", { exact: true }).fill(owner);
    await fr.getByRole("radio", { name: "M'envoyer un code à usage unique par courriel" }).check();
    await fr.getByLabel("Nom de famille", { exact: true }).fill("Tremblay");
    const before = await latestMessageId(server.url, owner);
    await fr.getByRole("button", { name: "Continuer", exact: true }).click();
    await fr.waitForURL(/\/otp\/[^/]+$/);
    await eventually(() => fr.getByRole("heading", { name: "Réinitialiser votre mot de passe avec un code", level: 1 }).count()).toBe(1);
    const code = codeIn(await waitForMessage(server.url, owner, "passwordResetCode", before));

    const password = "nouveau2027";
    await fr.getByLabel("Code de vérification", { exact: true }).fill(code === "000000" ? "111111" : "000000");
    await fr.getByLabel("Nouveau mot de passe", { exact: true }).fill(password);
    await fr.getByLabel("Confirmez le nouveau mot de passe", { exact: true }).fill(password);
    await fr.getByRole("button", { name: "Changer mon mot de passe" }).click();
    await eventually(() => alertWith(fr, "2 tentatives restantes").count()).toBe(1);
    await fr.getByLabel("Code de vérification", { exact: true }).fill(code);
    await fr.getByRole("button", { name: "Changer mon mot de passe" }).click();
    await eventually(() => fr.getByRole("heading", { name: "Mot de passe changé", level: 1 }).count()).toBe(1);

    await fr.getByRole("link", { name: "Se connecter" }).click();
    await fr.waitForURL(/\/login$/);
    await signIn(fr, { baseUrl: server.url, email: owner, password, texts: SIGN_IN_FR });
    await eventually(() => fr.getByRole("heading", { name: "Mes véhicules", level: 1 }).count()).toBe(1);
    await context.close();
  });

  it("takes the owner to 'Ask for a new code' once a mailed one-time code's tries are used up", async () => {
    const owner = "demo@kci.test";
    const kci = (path: string) => `http://kci.localhost:${new URL(server.url).port}${path}`;
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(kci("/forgotpw?lang=0"));
    await page.getByLabel("Email", { exact: true }).fill(owner);
    await page.getByRole("radio", { name: "Email me a one-time code" }).check();
    await page.getByLabel("Last name", { exact: true }).fill("Tremblay");
    const before = await latestMessageId(server.url, owner);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(/\/otp\/[^/]+$/);
    const code = codeIn(await waitForMessage(server.url, owner, "passwordResetCode", before));
    const wrong = code === "000000" ? "111111" : "000000";
    await page.getByLabel("New password", { exact: true }).fill("another2027");
    await page.getByLabel("Confirm the new password", { exact: true }).fill("another2027");
    const codeField = page.getByLabel("Verification code", { exact: true });
    for (let attempt = 0; attempt < 3; attempt++) {
      await codeField.fill(wrong);
      await page.getByRole("button", { name: "Change my password" }).click();
      // A refused code is cleared from the field.
      await eventually(() => codeField.inputValue()).toBe("");
    }
    await eventually(() => page.getByText("This code can no longer be used.", { exact: false }).count()).toBe(1);
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Ask for a new code");
    await context.close();
  });
});
