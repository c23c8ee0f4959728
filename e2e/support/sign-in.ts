import { expect } from "vitest";
import type { Page } from "playwright-core";

/** The demo owners' password (apps/server/src/seed/demo-fleet.ts). */
export const DEMO_PASSWORD = "Demo-Pass-2026!";

/** The sign-in page's labels and the page it lands on, in each language. */
const TEXTS = {
  0: { email: "Email", password: "Password", submit: "Sign in", landed: "My vehicles" },
  1: { email: "Courriel", password: "Mot de passe", submit: "Se connecter", landed: "Mes véhicules" },
} as const;

/**
 * Signs in from a fresh page as `email` and waits for the vehicles list. Journeys sign in only
 * through here, so a change of the sign-in flow (a one-time code for a new device) is made once.
 */
export async function signIn(page: Page, url: string, email: string, options: { password?: string; lang?: 0 | 1 } = {}): Promise<void> {
  const lang = options.lang ?? 0;
  const texts = TEXTS[lang];
  await page.goto(`${url}/login?lang=${lang}`);
  await page.getByLabel(texts.email, { exact: true }).fill(email);
  await page.getByLabel(texts.password, { exact: true }).fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole("button", { name: texts.submit, exact: true }).click();
  await expect.poll(() => page.getByRole("heading", { name: texts.landed, level: 1 }).count(), { timeout: 15_000 }).toBe(1);
}
