import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import webpush from "web-push";
import { browserKeys, startPushEndpoint } from "../apps/server/src/modules/web-push/push-endpoint.test-support.ts";
import { tEn } from "./support/catalogues.ts";
import { useJourneyServer } from "./support/journey.ts";
import { signIn } from "./support/sign-in.ts";

const PIN = "2580";
const vapid = webpush.generateVAPIDKeys();

/**
 * Web Push from the owner's switch to the notification on screen, in Chromium.
 *
 * Real: the settings page's switch, the browser's permission (granted as the owner would), the call
 * that hands the subscription to the server (wbpshsub), the lock command, the server's push (payload
 * encrypted for the subscription's keys and signed with the VAPID key, RFC 8291/8292), and the service
 * worker's own `push` handler showing the notification.
 * Simulated, because this machine has no push service: Chromium's PushManager.subscribe needs one
 * (Google's FCM; headless Chromium here refuses with "Registration failed"). So the page's
 * PushManager hands out a subscription to a push service run by this test (the server's test push
 * endpoint) with keys this test holds; the test decrypts what the server pushed there and hands that
 * payload to the service worker as the browser would, through the DevTools protocol
 * (ServiceWorker.deliverPushMessage).
 */
describe("a finished command shows as a notification of the browser", () => {
  let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
  beforeAll(async () => {
    endpoint = await startPushEndpoint();
  });
  afterAll(async () => endpoint?.close());
  const journey = useJourneyServer({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: "mailto:push@carport.test",
    // The test's push service listens on this machine: allowed only by this development setting.
    WEB_PUSH_LOCAL_SERVICE: "1",
  });

  /** The subscription the missing push service would have made: to the test's endpoint, with the test's keys. */
  async function usePushServiceOfTheTest(context: BrowserContext, keys: { p256dh: string; auth: string }): Promise<string> {
    const url = endpoint.url("/browser-push");
    await context.addInitScript(
      ({ url, keys }) => {
        let current: PushSubscription | null = null;
        const subscription = {
          endpoint: url,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: null },
          toJSON: () => ({ endpoint: url, expirationTime: null, keys }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
          getKey: () => null,
        } as unknown as PushSubscription;
        PushManager.prototype.subscribe = async () => (current = subscription);
        PushManager.prototype.getSubscription = async () => current;
      },
      { url, keys },
    );
    return url;
  }

  /** The service worker's registration id, as the DevTools protocol names it. */
  async function registrationId(page: Page): Promise<{ cdp: Awaited<ReturnType<BrowserContext["newCDPSession"]>>; id: string }> {
    const cdp = await page.context().newCDPSession(page);
    const found = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const mine = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(journey.carport.url));
        if (mine) resolve(mine.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    return { cdp, id: await found };
  }

  /** The notifications the service worker shows, read through its registration. */
  function shownNotifications(page: Page) {
    return page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
    });
  }

  it("turns on browser notifications, locks Aurora, and the service worker shows what the server pushed", async () => {
    const context = await journey.browser.newContext();
    await context.grantPermissions(["notifications"], { origin: journey.carport.url });
    const browser = browserKeys();
    const subscribedTo = await usePushServiceOfTheTest(context, browser.keys);
    const page = await context.newPage();

    await signIn(page, journey.carport.url, "demo@hacc.test");
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null)), {
        timeout: 20_000,
      })
      .toBe(true);
    await page.getByRole("button", { name: "Select Aurora" }).click();
    await expect.poll(() => page.getByText("Selected vehicle: Aurora").count(), { timeout: 15_000 }).toBe(1);

    // The owner turns notifications on for this browser.
    await page.goto(`${journey.carport.url}/account/notificationSettings`);
    const toggle = page.getByRole("switch", { name: tEn("webPush.label") });
    await expect.poll(() => toggle.count(), { timeout: 15_000 }).toBe(1);
    await page.getByText(tEn("webPush.label"), { exact: true }).click();
    await expect.poll(() => toggle.isChecked(), { timeout: 15_000 }).toBe(true);

    // A finished lock, from the overview's quick action.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Overview", exact: true }).click();
    const actions = page.getByRole("region", { name: "Quick actions" });
    await expect.poll(() => actions.count(), { timeout: 15_000 }).toBe(1);
    const before = endpoint.received.length;
    await actions.getByRole("button", { name: "Lock doors", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "PIN" });
    await dialog.getByLabel("PIN", { exact: true }).fill(PIN);
    await dialog.getByRole("button", { name: "Continue", exact: true }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Your doors are locked." }).count(), { timeout: 20_000 }).toBe(1);

    // The server pushed to the subscription the browser gave it, encrypted for the browser's keys.
    await expect.poll(() => endpoint.received.length, { timeout: 15_000 }).toBeGreaterThan(before);
    const push = endpoint.received[before]!;
    expect(endpoint.url(push.path)).toBe(subscribedTo);
    const payload = browser.decrypt(push.body);
    const sent = JSON.parse(payload) as { title: string; body: string; tag: string; url: string };
    expect(sent.title).toMatch(/^Aurora: /);

    // The browser's part: the payload reaches the service worker, whose push handler shows it.
    const { cdp, id } = await registrationId(page);
    await cdp.send("ServiceWorker.deliverPushMessage", { origin: journey.carport.url, registrationId: id, data: payload });
    await expect
      .poll(() => shownNotifications(page), { timeout: 15_000 })
      .toEqual([{ title: sent.title, body: sent.body, tag: sent.tag, data: { url: "/notificationCenter" } }]);
    await context.close();
  });
});
