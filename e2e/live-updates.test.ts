import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./support/browser.ts";
import { useJourneyServer } from "./support/journey.ts";
import { admin, MOSQUITTO } from "./support/operator-tool.ts";
import { JOURNEY_SERVER_ENV, signIn } from "./support/sign-in.ts";
import { startCarport, type CarportProcess } from "../apps/server/src/test/server-process.ts";
import { clearRetained } from "../apps/server/src/test/retained-messages.ts";
import { createScratchDatabase, type ScratchDatabase } from "../apps/server/src/test/scratch-database.ts";

const PIN = "2580";
const AURORA_VIN = "2HMAUEC5000000101";
/** The calls a page would poll with: a command's state, the last status, a status refresh. */
const POLLING_CALL = /\/tods\/api\/(?:rmtsts|lstvhclsts|rltmvhclsts)\b/;

/** Signs in as the hacc demo owner and opens Aurora's overview, once its live stream is open. */
async function openAuroraOverview(page: Page, baseUrl: string): Promise<void> {
  await signIn(page, baseUrl, "demo@hacc.test");
  await page.getByRole("button", { name: "Select Aurora" }).click();
  await expect.poll(() => page.getByText("Selected vehicle: Aurora").count(), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => page.getByRole("heading", { name: "Quick actions" }).count(), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.live), { timeout: 15_000 }).toBe("on");
}

/** Locks the doors from the overview's quick actions: the PIN popup, then the progress, then the outcome, in place. */
async function lockFromOverview(page: Page): Promise<void> {
  const actions = page.getByRole("region", { name: "Quick actions" });
  await actions.getByRole("button", { name: "Lock doors", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "PIN" });
  await dialog.getByLabel("PIN", { exact: true }).fill(PIN);
  await dialog.getByRole("button", { name: "Continue", exact: true }).click();
  await expect
    .poll(
      () =>
        page
          .getByRole("status")
          .filter({ hasText: /Locking your doors|Sending the command/ })
          .count(),
      { timeout: 15_000 },
    )
    .toBe(1);
  await expect.poll(() => page.getByRole("status").filter({ hasText: "Your doors are locked." }).count(), { timeout: 20_000 }).toBe(1);
  expect(new URL(page.url()).pathname).toBe("/cwp/overview");
}

describe("live updates on the overview", () => {
  const namespace = `e2e/live-${randomBytes(4).toString("hex")}`;
  const journey = useJourneyServer({ MQTT_URL: MOSQUITTO, LINK_NAMESPACE: namespace });
  // The shared broker keeps nothing of this run.
  afterAll(() => clearRetained(MOSQUITTO, namespace));

  it("shows a door opened on the car without polling, and locks from a quick action with its progress", async () => {
    const page = await journey.browser.newPage();
    await openAuroraOverview(page, journey.carport.url);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));

    const started = Date.now();
    await admin(namespace, "operate", "--vin", AURORA_VIN, "--open-door", "frontLeft");
    const published = Date.now();
    const doors = page.locator('[data-status="doors"]');
    await expect.poll(() => doors.textContent(), { timeout: 15_000 }).toMatch(/some open/);
    // Measured, not asserted (timings belong to benchmarks): the issue asks for 2 seconds.
    console.log(
      `live-updates: the open door showed ${Date.now() - published} ms after the operator tool exited, having published it (the tool ran ${published - started} ms, mostly npm's and tsx's start)`,
    );
    expect(await doors.textContent()).toContain("front left");
    // Closed again (the car refuses to lock with a door open): that shows by itself too.
    await admin(namespace, "operate", "--vin", AURORA_VIN, "--close-doors");
    await expect.poll(() => doors.textContent(), { timeout: 15_000 }).not.toMatch(/some open/);
    expect(requests.filter((url) => POLLING_CALL.test(url))).toEqual([]);

    // The car takes its time, so the progress shows before the outcome.
    await admin(namespace, "simulate", "--vin", AURORA_VIN, "--latency", "1500");
    requests.length = 0;
    await lockFromOverview(page);
    // A command's state is read once at most (when its first update came before the page asked): the stream
    // brought the outcome before the 5-second safety poll was due.
    expect(requests.filter((url) => url.includes("/tods/api/rmtsts")).length).toBeLessThanOrEqual(1);
    await page.close();
  });
});

describe("live updates across two instances on one PostgreSQL database", () => {
  const namespace = `e2e/live-${randomBytes(4).toString("hex")}`;
  let database: ScratchDatabase;
  let first: CarportProcess;
  let second: CarportProcess;
  let browser: Browser;

  beforeAll(async () => {
    database = await createScratchDatabase("postgres");
    const env = { ...JOURNEY_SERVER_ENV, ...database.env, MQTT_URL: MOSQUITTO, LINK_NAMESPACE: namespace };
    [first, browser] = await Promise.all([startCarport(env), launchBrowser()]);
    // One simulated fleet answers: the second instance only serves.
    second = await startCarport({ ...env, SIMULATOR: "off" });
    // The owner keeps their own successful commands in the inbox (off by default, issue 55): the badge then counts the lock.
    const db = await database.open();
    await db.query("update accounts set command_results_to_inbox = true");
    await db.close();
  });
  afterAll(async () => {
    await browser?.close();
    await second?.stop();
    await first?.stop();
    await database?.drop();
    await clearRetained(MOSQUITTO, namespace);
  });

  it("a command sent in one browser appears in the other's inbox badge live", async () => {
    const [onFirst, onSecond] = await Promise.all([browser.newContext(), browser.newContext()]);
    const sender = await onFirst.newPage();
    const watcher = await onSecond.newPage();
    await openAuroraOverview(sender, first.url);
    await openAuroraOverview(watcher, second.url);
    const badge = watcher.locator(".site-nav .nav-count");
    const before = Number((await badge.count()) ? await badge.textContent() : "0");
    const requests: string[] = [];
    watcher.on("request", (request) => requests.push(request.url()));

    await lockFromOverview(sender);
    await expect.poll(async () => ((await badge.count()) ? Number(await badge.textContent()) : 0), { timeout: 15_000 }).toBe(before + 1);
    expect(requests.filter((url) => url.includes("/tods/api/ntcmsgcnt"))).toEqual([]);
    await onFirst.close();
    await onSecond.close();
  });
});
