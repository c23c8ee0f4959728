import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { useJourneyServer } from "./support/journey.ts";
import { englishLeaks, tEn, tFr } from "./support/catalogues.ts";
import { DEMO_PASSWORD, SIGN_IN_FR, latestMessageId, signIn, waitForMessage } from "./support/sign-in.ts";
import { TREE, pick } from "../apps/server/src/modules/profiles/profile-tree-content.ts";
import { defaultProfileName, logDescription } from "../apps/server/src/modules/profiles/profile-texts.ts";
import { formatDateTime } from "../apps/web/src/i18n/format.ts";

/**
 * The driver profiles of brand kci, in French from sign-in on: tabs, a setting of the tree, the
 * save and its time, the shared tab of an invitation, the profile log, and no English anywhere.
 * The catalogue's texts come from fr.json, the server's (profile names, settings, log lines)
 * from the server's own French texts.
 */

const OWNER = "demo@kci.test";
/** No account of brand kci uses this address: the invitation mail speaks the inviter's language. */
const INVITEE = "ami.conducteur@kci.test";
const TIME_ZONE = "America/Toronto";

/** Every setting's English and French label, option and group name (the server sends the reader's language). */
const TREE_LABELS = TREE.flatMap((group) => [
  group.label,
  ...group.subGroups.flatMap((sub) => [
    sub.label,
    ...sub.elements.flatMap((element) => [element.label, ...(element.options ?? []).map((o) => o.label)]),
  ]),
]);
const labelOf = (elementName: string) =>
  TREE.flatMap((group) => group.subGroups.flatMap((sub) => sub.elements)).find((e) => e.elementName === elementName)!.label;
const frenchLabel = (elementName: string): string => pick(labelOf(elementName), 1);
const englishLabel = (elementName: string): string => pick(labelOf(elementName), 0);
/** The server's English labels a French screen must not show (those differing from their French). */
const SERVER_ENGLISH = TREE_LABELS.filter((label) => label.en !== label.fr && label.en.includes(" ")).map((label) => label.en);

async function expectHeading(page: Page, name: string): Promise<void> {
  await expect.poll(() => page.getByRole("heading", { name, level: 1, exact: true }).count(), { timeout: 15_000 }).toBe(1);
}

async function expectText(page: Page, text: string | RegExp): Promise<void> {
  await expect.poll(() => page.getByText(text).count(), { timeout: 15_000 }).toBeGreaterThan(0);
}

/** What the screen says: its visible text and the names and hints of its controls. */
async function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")].flatMap((element) =>
      ["aria-label", "title", "placeholder", "alt"].map((name) => element.getAttribute(name) ?? ""),
    );
    return [document.title, document.body.innerText, ...labels].join("\n");
  });
}

async function expectNoEnglish(page: Page, where: string): Promise<void> {
  expect(englishLeaks(await screenText(page), SERVER_ENGLISH), where).toEqual([]);
}

describe("driver profiles in French (kci)", () => {
  const journey = useJourneyServer();
  let context: BrowserContext;
  let page: Page;
  let base: string;
  beforeAll(async () => {
    base = `http://kci.localhost:${journey.carport.port}`;
    context = await journey.browser.newContext({ timezoneId: TIME_ZONE, locale: "fr-CA" });
    page = await context.newPage();
  });

  it("opens the profiles from the overview, all in French: tabs, the tree, the help", async () => {
    // Node does not resolve kci.localhost (Chromium does): the sign-in code is read from journey.carport.url's outbox.
    await page.goto(`${base}/login?lang=1`);
    await signIn(page, { baseUrl: journey.carport.url, email: OWNER, password: DEMO_PASSWORD, texts: SIGN_IN_FR });
    await expectHeading(page, tFr("vehicles.title"));
    expect(await page.locator("html").getAttribute("data-brand")).toBe("kci");
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    await page.getByRole("button", { name: tFr("vehicles.selectNamed", { nickname: "Kite" }) }).click();
    await expectHeading(page, tFr("screens.overview"));
    await page
      .getByRole("navigation", { name: tFr("overview.links.label") })
      .getByRole("link", { name: tFr("screens.userProfile") })
      .click();
    await expectHeading(page, tFr("screens.userProfile"));
    expect(await page.title()).toBe(tFr("app.pageTitle", { page: tFr("screens.userProfile"), brand: "Kestrel Connect" }));

    const tabs = page.getByRole("tablist", { name: tFr("profiles.tabsLabel") });
    await expect
      .poll(() => tabs.getByRole("tab").allTextContents(), { timeout: 15_000 })
      .toEqual([1, 2, 3].map((i) => defaultProfileName(i, 1)));
    expect(await tabs.getByRole("tab", { name: defaultProfileName(1, 1) }).getAttribute("aria-selected")).toBe("true");
    const panel = page.getByRole("tabpanel");
    await expectText(page, tFr("profiles.editor.noCurrentProfile"));
    expect(await panel.getByRole("heading", { name: pick(TREE[0]!.label, 1), level: 3 }).count()).toBe(1);
    expect(await panel.getByRole("group", { name: pick(TREE[0]!.subGroups[1]!.label, 1) }).count()).toBe(1);
    expect(await panel.getByRole("button", { name: tFr("profiles.editor.save") }).isDisabled()).toBe(true);

    await page.getByRole("button", { name: tFr("profiles.syncHelp.open") }).click();
    const help = page.getByRole("dialog", { name: tFr("profiles.syncHelp.title") });
    await expect.poll(() => help.count()).toBe(1);
    expect(await help.textContent()).toContain(tFr("profiles.syncHelp.body3"));
    await expectNoEnglish(page, "help dialog");
    await help.getByRole("button", { name: tFr("common.close") }).click();
    await expect.poll(() => help.count()).toBe(0);

    // Another tab, then back: each profile keeps its own tree.
    await tabs.getByRole("tab", { name: defaultProfileName(2, 1) }).click();
    expect(await tabs.getByRole("tab", { name: defaultProfileName(2, 1) }).getAttribute("aria-selected")).toBe("true");
    await tabs.getByRole("tab", { name: defaultProfileName(1, 1) }).click();
    await expectNoEnglish(page, "profile 1");
  });

  it("edits a setting and the name, saves, and shows the saved time the French way", async () => {
    const panel = page.getByRole("tabpanel");
    await panel.getByLabel(tFr("profiles.editor.name")).fill("Fin de semaine");
    await panel.getByText(frenchLabel("mirrorReverseTilt"), { exact: true }).click();
    const reset = panel.getByRole("button", { name: tFr("profiles.editor.reset") });
    expect(await reset.isDisabled()).toBe(false);
    const before = new Date();
    await panel.getByRole("button", { name: tFr("profiles.editor.save") }).click();
    await expect
      .poll(
        () =>
          page
            .getByRole("status")
            .filter({ hasText: tFr("profiles.editor.saved") })
            .count(),
        { timeout: 15_000 },
      )
      .toBe(1);
    const after = new Date();
    await expect.poll(() => page.getByRole("tab", { name: "Fin de semaine" }).count()).toBe(1);

    // "Ce profil est à jour dans le portail. Enregistré le 21/11/2026 11:05." in the owner's time zone.
    const moments = [before, after].map((moment) => tFr("profiles.editor.savedAt", { moment: formatDateTime("fr", moment, TIME_ZONE) }));
    const sync = (await page.locator(".profile-editor__sync").first().textContent()) ?? "";
    expect(sync.startsWith(tFr("profiles.editor.synced"))).toBe(true);
    expect(
      moments.some((text) => sync.endsWith(text)),
      `${sync} ends with one of ${moments.join(" | ")}`,
    ).toBe(true);
    expect(sync).toMatch(/Enregistré le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/);
    expect(await panel.getByRole("checkbox", { name: frenchLabel("mirrorReverseTilt") }).isChecked()).toBe(true);
    await expectNoEnglish(page, "saved profile");

    // A reload reads it back from the server, still in French.
    await page.reload();
    await expectHeading(page, tFr("screens.userProfile"));
    await expect
      .poll(() => page.getByRole("tab", { name: "Fin de semaine" }).getAttribute("aria-selected"), { timeout: 15_000 })
      .toBe("true");
    expect(
      await page
        .getByRole("tabpanel")
        .getByRole("checkbox", { name: frenchLabel("mirrorReverseTilt") })
        .isChecked(),
    ).toBe(true);
  });

  it("refuses an invalid address in French, then invites a second driver by e-mail: the shared tab waits for them", async () => {
    expect(await page.getByRole("tab").count()).toBe(3);
    await expectText(page, tFr("profiles.secondDriver.none"));
    const email = page.getByLabel(tFr("profiles.secondDriver.email"), { exact: true });
    await email.fill("ami@");
    await page.getByRole("button", { name: tFr("profiles.secondDriver.invite") }).click();
    await expectText(page, tFr("profiles.secondDriver.emailInvalid"));

    const before = await latestMessageId(journey.carport.url, INVITEE);
    await email.fill(INVITEE);
    await page.getByRole("button", { name: tFr("profiles.secondDriver.invite") }).click();
    await expectText(page, tFr("profiles.secondDriver.invited", { email: INVITEE }));
    await expectText(page, tFr("profiles.secondDriver.pending", { email: INVITEE }));
    const mail = await waitForMessage(journey.carport.url, INVITEE, "secondDriverInvitation", before);
    expect(mail.language).toBe(1);

    const sharedTab = page.getByRole("tab", { name: tFr("profiles.shared.tabPending") });
    await expect.poll(() => sharedTab.count(), { timeout: 15_000 }).toBe(1);
    await sharedTab.click();
    await expectText(page, tFr("profiles.shared.pending", { email: INVITEE }));
    expect(await page.getByRole("button", { name: tFr("profiles.secondDriver.cancel") }).count()).toBe(1);
    await expectNoEnglish(page, "shared tab");
  });

  it("reads the profile log in French: the save and the invitation, by the primary driver", async () => {
    await page.getByRole("button", { name: tFr("profiles.log.show") }).click();
    const log = page.getByRole("table", { name: tFr("profiles.log.heading") });
    await expect.poll(() => log.getByRole("row").count(), { timeout: 15_000 }).toBe(3);
    expect(await log.getByRole("columnheader").allTextContents()).toEqual([
      tFr("profiles.log.when"),
      tFr("profiles.log.what"),
      tFr("profiles.log.who"),
    ]);
    const save = logDescription({ action: "SAVE", profile_index: 1, category: "MIRROR", elements: ["mirrorReverseTilt"] }, true, 1);
    const invite = logDescription({ action: "INVITE", profile_index: null, category: "", elements: [] }, true, 1);
    expect(await log.getByRole("row").nth(1).getByRole("cell").nth(1).textContent()).toBe(invite);
    expect(await log.getByRole("row").nth(2).getByRole("cell").nth(1).textContent()).toBe(save);
    expect(await log.getByRole("cell", { name: tFr("profiles.log.primary"), exact: true }).count()).toBe(2);
    expect(await log.getByRole("row").nth(1).getByRole("cell").first().textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(await page.getByRole("button", { name: tFr("profiles.log.hide") }).getAttribute("aria-expanded")).toBe("true");
    await expectNoEnglish(page, "profile log");
  });

  it("follows the language switch: back in English, then French again, the server's texts follow too, keeping an unsaved change", async () => {
    await page.getByRole("tab", { name: "Fin de semaine" }).click();
    await page.getByRole("tabpanel").getByText(frenchLabel("mirrorReverseTilt"), { exact: true }).click();
    await page.getByRole("button", { name: tFr("language.switchTo") }).click();
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
    // In English the same screen is all leaks: the check above would see them.
    await expect.poll(() => page.getByText(englishLabel("mirrorReverseTilt"), { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    expect(englishLeaks(await screenText(page), SERVER_ENGLISH)).toEqual(
      expect.arrayContaining([englishLabel("mirrorReverseTilt"), tEn("profiles.log.hide")]),
    );
    await page.getByRole("button", { name: "Français" }).click();
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("fr");
    await expectHeading(page, tFr("screens.userProfile"));
    await expect
      .poll(() => page.getByRole("tabpanel").getByText(frenchLabel("mirrorReverseTilt"), { exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    // The unsaved change outlived both switches.
    const tilt = page.getByRole("tabpanel").getByRole("checkbox", { name: frenchLabel("mirrorReverseTilt") });
    expect(await tilt.isChecked()).toBe(false);
    expect(await page.getByRole("button", { name: tFr("profiles.editor.save") }).isDisabled()).toBe(false);
    await expect.poll(async () => englishLeaks(await screenText(page), SERVER_ENGLISH), { timeout: 15_000 }).toEqual([]);
  });
});
