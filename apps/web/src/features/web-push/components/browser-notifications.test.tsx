// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../../test-support/render.tsx";
import { BrowserNotifications } from "./browser-notifications.tsx";

const PUBLIC_KEY = `B${"A".repeat(86)}`;
const KEYS = { p256dh: PUBLIC_KEY, auth: "A".repeat(22) };

/** The browser's push service: a new endpoint for each subscription made after an unsubscription. */
function fakePushManager(firstEndpoint: string) {
  let current: PushSubscription | null = null;
  let generation = 0;
  const make = (endpoint: string) =>
    ({
      endpoint,
      toJSON: () => ({ endpoint, expirationTime: null, keys: KEYS }),
      unsubscribe: async () => {
        current = null;
        generation++;
        return true;
      },
    }) as unknown as PushSubscription;
  return {
    subscribe: vi.fn(async () => (current ??= make(generation ? `${firstEndpoint}-${generation}` : firstEndpoint))),
    getSubscription: async () => current,
  };
}

/** The server: wbpshcfg offers push; wbpshsub answers with the codes given, one per call, then success. */
function fakeServer(subscribeCodes: string[]) {
  const subscribed: string[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const envelope = (result: unknown) =>
      new Response(JSON.stringify({ responseHeader: { responseCode: 0, responseDesc: "Success" }, result }));
    if (url.endsWith("/wbpshcfg")) return envelope({ available: true, publicKey: PUBLIC_KEY });
    const body = JSON.parse(String(init.body)) as { endpoint: string };
    const code = subscribeCodes.shift();
    if (code) {
      return new Response(
        JSON.stringify({ responseHeader: { responseCode: 1, responseDesc: "Failure" }, error: { errorCode: code, errorDesc: "" } }),
      );
    }
    subscribed.push(body.endpoint);
    return envelope({ subscribed: true });
  });
  return { fetch, subscribed };
}

describe("the switch that turns on this browser's notifications", () => {
  let pushManager: ReturnType<typeof fakePushManager>;
  beforeEach(() => {
    pushManager = fakePushManager("https://fcm.googleapis.com/fcm/send/browser");
    vi.stubGlobal("PushManager", function PushManager() {});
    vi.stubGlobal("Notification", { requestPermission: async () => "granted" });
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: { getRegistration: async () => ({ pushManager }) },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("makes the browser a subscription of its own when its endpoint is another account's (7851), and hands that over", async () => {
    const server = fakeServer(["7851"]);
    vi.stubGlobal("fetch", server.fetch);
    await renderInApp(<BrowserNotifications />);
    const toggle = await screen.findByRole("switch", { name: "Show notifications in this browser" });
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(server.subscribed).toEqual(["https://fcm.googleapis.com/fcm/send/browser-1"]);
    expect(pushManager.subscribe).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows any other refusal and stays off", async () => {
    vi.stubGlobal("fetch", fakeServer(["7998"]).fetch);
    await renderInApp(<BrowserNotifications />);
    const toggle = await screen.findByRole("switch", { name: "Show notifications in this browser" });
    await userEvent.setup().click(toggle);
    expect(await screen.findByRole("alert")).toHaveTextContent(/\S/);
    expect(toggle).not.toBeChecked();
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
  });
});
