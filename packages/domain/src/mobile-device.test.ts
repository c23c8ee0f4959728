import { describe, expect, it } from "vitest";
import { appOfferOf, deviceNameOf, isMobileUserAgent, mobilePlatformOf } from "./mobile-device.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
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

describe("the sign-in page a visitor gets", () => {
  it("offers a phone the app of its platform, and a desktop nothing", () => {
    expect(appOfferOf(IPHONE)).toBe("ios");
    expect(appOfferOf(ANDROID)).toBe("android");
    expect(appOfferOf("Mozilla/5.0 (Mobile; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5")).toBe("other");
    expect(appOfferOf(DESKTOP)).toBe("none");
    expect(appOfferOf(undefined)).toBe("none");
  });
});

describe("naming a device by its user agent", () => {
  it("names the browser and the system an owner would recognise", () => {
    expect(deviceNameOf(IPHONE)).toEqual({ browser: "Safari", system: "iOS" });
    expect(deviceNameOf(ANDROID)).toEqual({ browser: "Chrome", system: "Android" });
    expect(deviceNameOf(DESKTOP)).toEqual({ browser: "Chrome", system: "Linux" });
    expect(
      deviceNameOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0"),
    ).toEqual({ browser: "Edge", system: "Windows" });
    expect(deviceNameOf("Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:121.0) Gecko/20100101 Firefox/121.0")).toEqual({
      browser: "Firefox",
      system: "macOS",
    });
  });

  it("names nothing it cannot recognise", () => {
    expect(deviceNameOf("curl/8.5.0")).toEqual({ browser: null, system: null });
    expect(deviceNameOf(undefined)).toEqual({ browser: null, system: null });
  });
});
