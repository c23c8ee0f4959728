import { expect } from "vitest";
import type { Page } from "playwright-core";

/**
 * Signing in as an owner does in the browser, shared by every journey. Each journey's browser
 * page is a new browser (its own localStorage, so its own Deviceid): the server asks it for a
 * one-time code (7110), which the helper reads from the demo outbox, as the owner reads the mail.
 */

/**
 * Server settings for journeys: every call comes from 127.0.0.1, so the anonymous limit is raised;
 * the embedded broker takes a free port, so a portal running on this machine (`npm start`, on
 * 1884) does not stop a journey.
 */
export const JOURNEY_SERVER_ENV = { ANON_RATE_LIMIT_PER_MINUTE: "1000", EMBEDDED_MQTT_PORT: "0" } as const;

/** The texts of the sign-in steps, as the owner sees them. */
export interface SignInTexts {
  email: string;
  password: string;
  submit: string;
  verifyTitle: string;
  sendCode: string;
  codeLabel: string;
  verify: string;
}

export const SIGN_IN_EN: SignInTexts = {
  email: "Email",
  password: "Password",
  submit: "Sign in",
  verifyTitle: "Confirm it's you",
  sendCode: "Send the code",
  codeLabel: "Verification code",
  verify: "Verify and sign in",
};

export const SIGN_IN_FR: SignInTexts = {
  email: "Courriel",
  password: "Mot de passe",
  submit: "Se connecter",
  verifyTitle: "Confirmez votre identité",
  sendCode: "Envoyer le code",
  codeLabel: "Code de vérification",
  verify: "Vérifier et se connecter",
};

/** A mail or text message as /dev/outbox.json answers it (apps/server/src/modules/dev). */
export interface OutboxMessage {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  language: 0 | 1;
}

/** The demo outbox's messages to this address, newest first. */
export async function outbox(baseUrl: string, to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** The newest message id to this address, 0 when there is none: later messages have larger ids. */
export async function latestMessageId(baseUrl: string, to: string): Promise<number> {
  return (await outbox(baseUrl, to))[0]?.id ?? 0;
}

/** Waits for a message of this kind to this address newer than `afterId` (some mails leave in background). */
export async function waitForMessage(baseUrl: string, to: string, kind: string, afterId = 0): Promise<OutboxMessage> {
  const end = Date.now() + 15_000;
  for (;;) {
    const found = (await outbox(baseUrl, to)).find((m) => m.kind === kind && m.id > afterId);
    if (found) return found;
    if (Date.now() > end) throw new Error(`no ${kind} message to ${to} after #${afterId}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The 6-digit code a message carries. */
export function codeIn(message: OutboxMessage): string {
  const match = /^\s*(\d{6})\s*$/m.exec(message.text) ?? /\b(\d{6})\b/.exec(message.text);
  if (!match) throw new Error(`no code in the ${message.kind} message`);
  return match[1]!;
}

/** Path and query of the message's link to this page of the app (links name the configured public host). */
export function linkIn(message: OutboxMessage, page: string): string {
  const match = new RegExp(`https?://\\S+${page}\\S*`).exec(message.text);
  if (!match) throw new Error(`no ${page} link in the ${message.kind} message`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/**
 * The one-time-code step of a sign-in from a new browser: sends the code by e-mail, reads it
 * from the outbox and verifies it. The step must be on screen.
 */
export async function completeCodeStep(page: Page, baseUrl: string, email: string, texts: SignInTexts = SIGN_IN_EN): Promise<void> {
  const before = await latestMessageId(baseUrl, email);
  await page.getByRole("button", { name: texts.sendCode, exact: true }).click();
  const mail = await waitForMessage(baseUrl, email, "signInCode", before);
  await page.getByLabel(texts.codeLabel, { exact: true }).fill(codeIn(mail));
  await page.getByRole("button", { name: texts.verify, exact: true }).click();
}

/** The demo owners' password (apps/server/src/seed/demo-fleet.ts). */
export const DEMO_PASSWORD = "Demo-Pass-2026!";

/** Options of a sign-in on the open login page. */
interface SignInOptions {
  baseUrl: string;
  email: string;
  password: string;
  texts?: SignInTexts;
}

/**
 * Signs in. Two forms:
 * - `signIn(page, {baseUrl, email, password, texts})` types the credentials on the open login page,
 *   completes the one-time-code step when the server asks for it, and returns once the app has left
 *   the login page or shows an alert (the caller checks where it landed);
 * - `signIn(page, url, email, {password, lang})` opens the login page itself and waits for the
 *   vehicles list.
 */
export async function signIn(page: Page, options: SignInOptions): Promise<void>;
export async function signIn(page: Page, url: string, email: string, options?: { password?: string; lang?: 0 | 1 }): Promise<void>;
export async function signIn(
  page: Page,
  first: SignInOptions | string,
  email?: string,
  extra: { password?: string; lang?: 0 | 1 } = {},
): Promise<void> {
  if (typeof first === "string") {
    const lang = extra.lang ?? 0;
    const texts = lang === 1 ? SIGN_IN_FR : SIGN_IN_EN;
    await page.goto(`${first}/login?lang=${lang}`);
    await signIn(page, { baseUrl: first, email: email!, password: extra.password ?? DEMO_PASSWORD, texts });
    const landed = lang === 1 ? "Mes véhicules" : "My vehicles";
    await expect.poll(() => page.getByRole("heading", { name: landed, level: 1 }).count(), { timeout: 15_000 }).toBe(1);
    return;
  }
  const options = first;
  const texts = options.texts ?? SIGN_IN_EN;
  await page.getByLabel(texts.email, { exact: true }).fill(options.email);
  await page.getByLabel(texts.password, { exact: true }).fill(options.password);
  await page.getByRole("button", { name: texts.submit, exact: true }).click();
  const codeStep = page.getByRole("heading", { name: texts.verifyTitle, level: 1 });
  await expect
    .poll(
      async () =>
        (await codeStep.count()) > 0 || !new URL(page.url()).pathname.startsWith("/login") || (await page.getByRole("alert").count()) > 0,
      { timeout: 15_000 },
    )
    .toBe(true);
  if ((await codeStep.count()) > 0) await completeCodeStep(page, options.baseUrl, options.email, texts);
}
