// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../../test-support/render.tsx";
import { memoryStorage } from "../../../test-support/memory-storage.ts";
import { PushOffer } from "./push-offer.tsx";

const PUBLIC_KEY = `B${"A".repeat(86)}`;
const KEYS = { p256dh: PUBLIC_KEY, auth: "A".repeat(22) };

/** The server: push available; ntfopts offers push or not; wbpshsub keeps the endpoint. */
function fakeServer(offerPush: boolean) {
  const subscribed: string[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const envelope = (result: unknown) =>
      new Response(JSON.stringify({ responseHeader: { responseCode: 0, responseDesc: "Success" }, result }));
    if (url.endsWith("/wbpshcfg")) return envelope({ available: true, publicKey: PUBLIC_KEY });
    if (url.endsWith("/ntfopts")) {
      return envelope({ channels: { email: true, push: true, sms: false, receivers: true }, offerPush, commandResultsToInbox: false });
    }
    subscribed.push((JSON.parse(String(init.body)) as { endpoint: string }).endpoint);
    return envelope({ subscribed: true });
  });
  return { fetch, subscribed };
}

describe("the offer of this browser's notifications under a command's result", () => {
  beforeEach(() => {
    const subscription = {
      endpoint: "https://fcm.googleapis.com/fcm/send/offer",
      toJSON: () => ({ endpoint: "https://fcm.googleapis.com/fcm/send/offer", expirationTime: null, keys: KEYS }),
    };
    const pushManager = { subscribe: vi.fn(async () => subscription), getSubscription: async () => null };
    vi.stubGlobal("PushManager", function PushManager() {});
    vi.stubGlobal("Notification", { requestPermission: async () => "granted", permission: "granted" });
    vi.stubGlobal("localStorage", memoryStorage());
    Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: { getRegistration: async () => ({ pushManager }) } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is not made before the server says the moment has come", async () => {
    vi.stubGlobal("fetch", fakeServer(false).fetch);
    await renderInApp(<PushOffer />);
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).endsWith("/ntfopts"))).toBe(true));
    expect(screen.queryByRole("button", { name: "Turn on notifications" })).toBeNull();
  });

  it("turns notifications on from the offer, and says so", async () => {
    const server = fakeServer(true);
    vi.stubGlobal("fetch", server.fetch);
    await renderInApp(<PushOffer />);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Turn on notifications" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Notifications are on for this device.");
    expect(server.subscribed).toEqual(["https://fcm.googleapis.com/fcm/send/offer"]);
  });

  it('remembers "Not now" on this device', async () => {
    vi.stubGlobal("fetch", fakeServer(true).fetch);
    const first = await renderInApp(<PushOffer />, { language: "fr" });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Pas maintenant" }));
    expect(screen.queryByRole("button", { name: "Activer les notifications" })).toBeNull();
    first.unmount();
    await renderInApp(<PushOffer />);
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBeGreaterThan(2));
    expect(screen.queryByRole("button", { name: "Turn on notifications" })).toBeNull();
  });
});
