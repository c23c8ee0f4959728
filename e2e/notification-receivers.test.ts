import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReceiver } from "../apps/server/src/modules/notifications/receiver.test-support.ts";
import { tEn } from "./support/catalogues.ts";
import { useJourneyServer } from "./support/journey.ts";
import { signIn } from "./support/sign-in.ts";

const PIN = "2580";
/** Where the README's screenshot of the page is written again, when asked (`DOCS_SCREENS=1`); not on every run. */
const SCREENS = process.env.DOCS_SCREENS ? path.join(import.meta.dirname, "..", "docs", "screens") : undefined;

/**
 * The owner's own receiver, from the settings page to a car's result at the receiver: a webhook
 * on this machine (allowed by this journey's development setting, NOTIFY_LOCAL_RECEIVER), its test
 * button, then a lock whose result the receiver gets. The site has no VAPID keys: no push switch.
 */
describe("a webhook added on the settings page gets the test and a command's result", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => receiver?.close());
  const journey = useJourneyServer({ NOTIFY_LOCAL_RECEIVER: "1" });

  it("adds the webhook, sends a test, and receives the lock's result", async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(page, journey.carport.url, "demo@hacc.test");
    await page.getByRole("button", { name: "Select Aurora" }).click();
    await expect.poll(() => page.getByText("Selected vehicle: Aurora").count(), { timeout: 15_000 }).toBe(1);
    await page.goto(`${journey.carport.url}/account/notificationSettings`);

    const card = page.getByRole("region", { name: tEn("account.receivers.heading") });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    // No push on this site: no push switch, no browser switch.
    expect(await page.getByRole("switch", { name: /^Push:/ }).count()).toBe(0);
    expect(await page.getByRole("switch", { name: tEn("webPush.label") }).count()).toBe(0);

    await card.getByRole("textbox", { name: tEn("account.receivers.fields.url") }).fill(receiver.url("/journey"));
    await card.getByRole("textbox", { name: tEn("account.receivers.fields.label") }).fill("Home server");
    await card.getByRole("button", { name: tEn("account.receivers.add") }).click();
    const item = card.getByRole("listitem", { name: "Home server" });
    await expect.poll(() => item.count(), { timeout: 15_000 }).toBe(1);

    await item.getByRole("button", { name: tEn("account.receivers.test.button") }).click();
    await expect
      .poll(
        () =>
          item
            .getByRole("status")
            .filter({ hasText: tEn("account.receivers.test.delivered") })
            .count(),
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(JSON.parse(receiver.postsTo("/journey")[0]!.body)).toMatchObject({ event: "test" });
    if (SCREENS) await page.screenshot({ path: path.join(SCREENS, "notification-receivers-desktop-en.png"), fullPage: true });

    // A lock from the overview: its result reaches the webhook.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Overview", exact: true }).click();
    const actions = page.getByRole("region", { name: "Quick actions" });
    await expect.poll(() => actions.count(), { timeout: 15_000 }).toBe(1);
    await actions.getByRole("button", { name: "Lock doors", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "PIN" });
    await dialog.getByLabel("PIN", { exact: true }).fill(PIN);
    await dialog.getByRole("button", { name: "Continue", exact: true }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Your doors are locked." }).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => receiver.postsTo("/journey").length, { timeout: 15_000 }).toBe(2);
    expect(JSON.parse(receiver.postsTo("/journey")[1]!.body)).toMatchObject({
      event: "notification",
      messageKey: "DOOR_LOCK_SUCCESS",
      vehicle: { nickname: "Aurora" },
    });
    await page.close();
  });
});
