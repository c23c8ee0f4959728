import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../test-support/memory-storage.ts";

async function freshModule() {
  vi.resetModules();
  return import("./device-id.ts");
}

describe("device id", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is generated once, kept in localStorage and answered again", async () => {
    const storage = memoryStorage();
    vi.stubGlobal("localStorage", storage);
    const { getDeviceId } = await freshModule();
    const id = getDeviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(getDeviceId()).toBe(id);
    expect(storage.getItem("carport.deviceId")).toBe(id);
    // A later visit (a new page load) reads the same id back.
    const again = await freshModule();
    expect(again.getDeviceId()).toBe(id);
  });

  it("differs between browsers", async () => {
    vi.stubGlobal("localStorage", memoryStorage());
    const first = (await freshModule()).getDeviceId();
    vi.stubGlobal("localStorage", memoryStorage());
    const second = (await freshModule()).getDeviceId();
    expect(second).not.toBe(first);
  });

  it("stays the same for the page's life when storage is unavailable", async () => {
    vi.stubGlobal("localStorage", undefined);
    const { getDeviceId } = await freshModule();
    expect(getDeviceId()).toBe(getDeviceId());
  });
});
