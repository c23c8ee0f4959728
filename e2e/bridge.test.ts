import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { openPostgres } from "../apps/server/src/db/database.ts";
import { migrate } from "../apps/server/src/db/migrate.ts";
import { addMakerOwnerAndEv, MAKER_OWNER } from "../apps/server/src/test/maker-under-test.ts";
import { ensureCurrentTerms } from "../apps/server/src/modules/terms/terms-repository.ts";
import { seedDemo } from "../apps/server/src/seed/demo-seed.ts";
import { createEmptyPostgresDatabase } from "../apps/server/src/test/empty-postgres-database.ts";
import { httpClient } from "../apps/server/src/test/http-client.ts";
import { startCarport, type CarportProcess } from "../apps/server/src/test/server-process.ts";
import { clearRetained } from "../apps/server/src/test/retained-messages.ts";
import { useJourneyServer } from "./support/journey.ts";
import { usePinKey } from "../apps/server/src/core/pin-verifiers.ts";
import { TEST_PIN_KEY } from "../apps/server/src/test/test-pin-key.ts";
import { admin, MOSQUITTO } from "./support/operator-tool.ts";
import { codeIn, JOURNEY_SERVER_ENV, signIn, waitForMessage } from "./support/sign-in.ts";

const MAKER_EV_VIN = "2HMAUEC5000009902";
const PIN = "2580";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core's serious and critical violations on the page as it is (e2e/accessibility.test.ts audits every route the same way). */
async function seriousViolations(page: Page): Promise<string[]> {
  // React Aria announces a pending button for a few seconds through a node labelled by the button's
  // pending indicator, gone once the button is done: wait for those announcements to end first.
  await expect.poll(() => page.locator('[role="log"] [role="img"]').count(), { timeout: 15_000 }).toBe(0);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(`${AXE_SOURCE}\n;0`);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
          ): Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[]; html: string }> }> }>;
        };
      }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} at ${v.nodes.map((n) => n.html.slice(0, 200)).join(", ")}`);
}

const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ").trim();
function fact(region: Locator, label: string): Locator {
  return region.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
}

/** The maker's vehicle link, on the shared broker, so the operator tool can drive its cars. */
const MAKER_LINK = `e2e/maker-${randomBytes(4).toString("hex")}`;

/**
 * The maker: a second Carport as its own process, on a PostgreSQL database the test prepares first
 * with the maker's owner and their EV (a VIN the first Carport's demo fleet does not hold).
 */
async function startMaker(): Promise<{ maker: CarportProcess; dropDatabase: () => Promise<void> }> {
  const database = await createEmptyPostgresDatabase({ prefix: "carport_maker" });
  const db = await openPostgres(database.url, 2);
  // The PINs made here are checked by the maker's process, under the PIN key every test server is given.
  usePinKey(Buffer.from(TEST_PIN_KEY, "utf8"));
  await migrate(db);
  await ensureCurrentTerms(db);
  await seedDemo(db);
  await addMakerOwnerAndEv(db, MAKER_EV_VIN);
  await db.close();
  const maker = await startCarport({
    ...JOURNEY_SERVER_ENV,
    DATABASE_URL: database.url,
    WEB_DIST: "/nonexistent",
    MQTT_URL: MOSQUITTO,
    LINK_NAMESPACE: MAKER_LINK,
  });
  return { maker, dropDatabase: database.drop };
}

describe("bringing a real car from its maker's cloud, in the browser", () => {
  let maker: CarportProcess;
  let dropDatabase = async () => {};
  // Started first (hooks run in order): the first Carport is told the maker's address.
  beforeAll(async () => {
    ({ maker, dropDatabase } = await startMaker());
  });
  const journey = useJourneyServer(() => ({
    UPSTREAM_HACC_URL: maker.url,
    UPSTREAM_POLL_SECONDS: "1",
    UPSTREAM_COMMAND_POLL_MS: "200",
    UPSTREAM_QUIET_HOURS: "",
  }));
  afterAll(async () => {
    await maker?.stop();
    await dropDatabase();
    await clearRetained(MOSQUITTO, MAKER_LINK);
  });

  /** The maker's own record of its car, read as its owner's app would. */
  async function makerCar() {
    const client = httpClient(maker.url);
    const token = await client.login(MAKER_OWNER.email, MAKER_OWNER.password);
    const vehicles = (await client.call("vhcllst", {}, { accessToken: token })).json.result.vehicles as Array<{
      vehicleId: string;
      vin: string;
    }>;
    const vehicleId = vehicles.find((v) => v.vin === MAKER_EV_VIN)!.vehicleId;
    return (await client.call("lstvhclsts", {}, { accessToken: token, vehicleId })).json.result.status;
  }

  it("links the maker account with the maker's mailed code, brings the EV in, shows its charge, locks it at the maker, and charts its charge as it falls there", async () => {
    const page = await journey.browser.newPage();
    await signIn(page, journey.carport.url, "demo@hacc.test");

    await page.goto(`${journey.carport.url}/account/linkedAccounts`);
    await expect
      .poll(() => page.getByRole("heading", { name: "Linked car maker accounts", level: 1 }).count(), { timeout: 15_000 })
      .toBe(1);
    await page.getByLabel("E-mail of your car maker account", { exact: true }).fill(MAKER_OWNER.email);
    await page.getByLabel("Password of your car maker account", { exact: true }).fill(MAKER_OWNER.password);
    await page.getByRole("button", { name: "Link this account", exact: true }).click();

    const code = codeIn(await waitForMessage(maker.url, MAKER_OWNER.email, "signInCode"));
    await expect.poll(() => page.getByRole("heading", { name: "Enter the code from your car maker" }).count(), { timeout: 15_000 }).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel("Code from your car maker", { exact: true }).fill(code);
    await page.getByRole("button", { name: "Finish linking", exact: true }).click();

    await expect.poll(() => page.getByRole("heading", { name: "PIN of your car maker account" }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByLabel("Car maker PIN", { exact: true }).fill(MAKER_OWNER.pin);
    await page.getByRole("button", { name: "Keep this PIN", exact: true }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "PIN kept." }).count(), { timeout: 15_000 }).toBe(1);

    await page.getByRole("button", { name: "Bring Real Aurora into Carport", exact: true }).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Real Aurora is now in your vehicles." }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await page.getByText("In Carport", { exact: true }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // Its charge level, as the maker's cloud holds it.
    const soc = (await makerCar()).evStatus.batteryStatus as number;
    await page.goto(`${journey.carport.url}/vehicles`);
    await page.getByRole("button", { name: "Select Real Aurora" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Vehicle overview", level: 1 }).count(), { timeout: 15_000 }).toBe(1);
    const energy = page.getByRole("region", { name: "Battery and range" });
    await expect.poll(async () => plain(await fact(energy, "Battery").textContent()), { timeout: 15_000 }).toBe(`${soc}%`);

    // Unlock, then lock, from the first Carport: the maker's car follows.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Remote", exact: true }).click();
    const remoteNav = page.getByRole("navigation", { name: "Remote commands" });
    await expect.poll(() => remoteNav.getByRole("link", { name: "Door lock" }).count(), { timeout: 15_000 }).toBe(1);
    await remoteNav.getByRole("link", { name: "Door lock" }).click();
    for (const [button, success, locked] of [
      ["Unlock doors", "Your doors are unlocked.", false],
      ["Lock doors", "Your doors are locked.", true],
    ] as const) {
      await page.getByRole("button", { name: button, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "PIN" });
      await dialog.getByLabel("PIN", { exact: true }).fill(PIN);
      await dialog.getByRole("button", { name: "Continue", exact: true }).click();
      await expect.poll(() => page.getByRole("status").filter({ hasText: success }).count(), { timeout: 30_000 }).toBe(1);
      expect((await makerCar()).doorLock).toBe(locked);
      await page.getByRole("button", { name: "OK", exact: true }).click();
    }

    // The maker's car is driven: its charge falls at the maker, and the History chart fills with it.
    await page.goto(`${journey.carport.url}/history`);
    const charge = page.getByRole("group", { name: "Battery charge" });
    await expect.poll(() => charge.count(), { timeout: 15_000 }).toBe(1);
    const points = async () => Number(await charge.locator("[data-points]").getAttribute("data-points"));
    const pointsBefore = await points();
    await admin(MAKER_LINK, "operate", "--vin", MAKER_EV_VIN, "--trip", "60");
    await expect.poll(async () => (await makerCar()).evStatus.batteryStatus as number, { timeout: 30_000 }).toBeLessThan(soc);
    // The chart says whole percents.
    const driven = Math.round((await makerCar()).evStatus.batteryStatus as number);
    const summary = async () => {
      await page.reload();
      await charge.waitFor({ timeout: 15_000 });
      return plain(await charge.locator(".history-chart__summary").innerText());
    };
    await expect
      .poll(summary, { timeout: 30_000, interval: 1000 })
      .toMatch(new RegExp(`to ${driven}%; lowest ${driven}%, highest \\d+%\\.$`));
    const highest = Number(/highest (\d+)%/.exec(await summary())![1]);
    expect(highest).toBeGreaterThanOrEqual(soc);
    expect(await points()).toBeGreaterThan(pointsBefore);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
