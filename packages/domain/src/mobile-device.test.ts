import { describe, expect, it } from "vitest";
import { isMobileUserAgent, mobilePlatformOf } from "./mobile-device.ts";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";

describe("mobile devices by user agent", () => {
  it("recognizes phones and refuses desktops and missing agents", () => {
    expect(isMobileUserAgent(IPHONE)).toBe(true);
    expect(isMobileUserAgent(ANDROID)).toBe(true);
    expect(isMobileUserAgent(DESKTOP)).toBe(false);
    expect(isMobileUserAgent("")).toBe(false);
    expect(isMobileUserAgent(undefined)).toBe(false);
  });

  it("names the platform whose app store is offered", () => {
    expect(mobilePlatformOf(IPHONE)).toBe("ios");
    expect(mobilePlatformOf(ANDROID)).toBe("android");
    expect(mobilePlatformOf(DESKTOP)).toBe("other");
  });
});
