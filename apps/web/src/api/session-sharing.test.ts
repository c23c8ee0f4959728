import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../test-support/memory-storage.ts";
import type { SessionMessage } from "./session-channel.ts";

/** Another tab of the browser, as the session module hears it: the same channel, its own storage. */
function otherTab() {
  const channel = new BroadcastChannel("carport.session");
  const heard: SessionMessage[] = [];
  channel.onmessage = (event: MessageEvent<SessionMessage>) => heard.push(event.data);
  return { heard, say: (message: SessionMessage) => channel.postMessage(message), close: () => channel.close() };
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

describe("the session shared by the tabs of one browser", () => {
  let local: Storage;
  let tab: Storage;
  beforeEach(() => {
    vi.resetModules();
    local = memoryStorage();
    tab = memoryStorage();
    vi.stubGlobal("localStorage", local);
    vi.stubGlobal("sessionStorage", tab);
  });
  // Each test's module stays open on the channel: signed out, it answers no later test's tab.
  let loaded: typeof import("./session.ts") | null = null;
  const load = async () => (loaded = await import("./session.ts"));
  afterEach(() => {
    loaded?.clearSession();
    vi.unstubAllGlobals();
  });

  it("keeps a remembered session on the device, and one not remembered in the tab only", async () => {
    const session = await load();
    session.startSession({ accessToken: "kept", expireIn: 1800, verifiedTnC: true, remember: true, loginId: "a@b.co" });
    expect(JSON.parse(local.getItem("carport.session")!)).toMatchObject({ accessToken: "kept", remember: true, loginId: "a@b.co" });
    expect(tab.getItem("carport.session")).toBeNull();

    session.startSession({ accessToken: "tab-only", expireIn: 1800, verifiedTnC: true, remember: false, loginId: "a@b.co" });
    expect(JSON.parse(tab.getItem("carport.session")!)).toMatchObject({ accessToken: "tab-only", remember: false });
    expect(local.getItem("carport.session")).toBeNull();
    session.clearSession();
    expect([local.getItem("carport.session"), tab.getItem("carport.session"), local.getItem("carport.sessionInTabs")]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it("hands a session not remembered to a tab that asks, and a new tab takes it before it renders", async () => {
    const session = await load();
    await session.settleSharedSession();
    session.startSession({ accessToken: "shared", expireIn: 1800, verifiedTnC: true, remember: false, loginId: "a@b.co" });
    session.setSelectedVehicleId("v-1");
    const other = otherTab();
    other.say({ type: "ask" });
    await until(() => other.heard.some((m) => m.type === "share"));
    const share = other.heard.find((m) => m.type === "share") as Extract<SessionMessage, { type: "share" }>;
    expect(JSON.parse(share.session)).toMatchObject({ accessToken: "shared" });
    expect(share.vehicleId).toBe("v-1");
    other.close();
  });

  it("a new tab asks when the hint says a tab holds a session, and takes the answer", async () => {
    local.setItem("carport.sessionInTabs", "1");
    const session = await load();
    const other = otherTab();
    const answered = new Promise<void>((resolve) => {
      const channel = new BroadcastChannel("carport.session");
      channel.onmessage = (event: MessageEvent<SessionMessage>) => {
        if (event.data.type !== "ask") return;
        const held = { accessToken: "from-tab", expiresAt: Date.now() + 60_000, verifiedTnC: true, ttlSeconds: 1800, remember: false };
        channel.postMessage({ type: "share", session: JSON.stringify({ ...held, loginId: "a@b.co" }), vehicleId: "v-2" });
        channel.close();
        resolve();
      };
    });
    await session.settleSharedSession();
    await answered;
    expect(session.getAccessToken()).toBe("from-tab");
    expect(session.getSelectedVehicleId()).toBe("v-2");
    other.close();
  });

  it("without an answer the tab is signed out and the stale hint goes", async () => {
    local.setItem("carport.sessionInTabs", "1");
    const session = await load();
    await session.settleSharedSession();
    expect(session.getSession()).toBeNull();
    expect(local.getItem("carport.sessionInTabs")).toBeNull();
  });

  it("signing out in another tab ends this tab's session, and tells nothing back", async () => {
    const session = await load();
    await session.settleSharedSession();
    session.startSession({ accessToken: "shared", expireIn: 1800, verifiedTnC: true, remember: false, loginId: "a@b.co" });
    const other = otherTab();
    other.say({ type: "signedOut" });
    await until(() => session.getSession() === null);
    expect(session.renewableLoginId()).toBeNull();
    expect(other.heard.filter((m) => m.type === "signedOut")).toEqual([]);
    other.close();
  });
});
