import { chromium, type Browser } from "playwright-core";

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      // WebGL without a GPU (SwiftShader), for the map (MapLibre GL).
      "--enable-unsafe-swiftshader",
      ...extraArgs,
    ],
  });
}
