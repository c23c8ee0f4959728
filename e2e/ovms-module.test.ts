import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { seededDatabase, useJourneyServer } from "./support/journey.ts";
import { signIn } from "./support/sign-in.ts";
import { parseAdminArgs } from "../apps/server/src/cli/admin/admin-options.ts";
import { ovmsModule } from "../apps/server/src/cli/admin/ovms-module.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/database.ts";
import { freePort } from "../apps/server/src/test/loopback.ts";
import { CHARGING_NIRO_METRICS, startOvmsStandIn, type OvmsStandIn } from "../apps/server/src/test/ovms-stand-in.ts";

/** The hacc demo owner's EV, which gets the OVMS module. */
const AURORA_VIN = "2HMAUEC5000000101";
const OWNER = "demo@hacc.test";
/** The owner's Carport PIN, and the module's own PIN (`password pin` on the module), which Carport keeps sealed. */
const PIN = "2580";
const MODULE_PIN = "7319";
const MODULE_USER = "aurora-owner";
const MODULE_VEHICLE_ID = "AURORA1";

/** The value a description list shows for a term (the overview's and the health page's facts). */
function fact(region: Locator, term: string): Locator {
  return region.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]");
}

const text = async (locator: Locator) =>
  (await locator.count()) === 1 ? (await locator.innerText()).replace(/[\u00a0\u202f]/g, " ") : null;

/** All of an element's text, hidden labels included, its spaces as plain spaces. */
const words = async (locator: Locator) => (await locator.textContent())?.replace(/[\u00a0\u202f]/g, " ").trim();

/**
 * The car's module registered as the operator does (`npm run admin -- ovms-module`, its command's own
 * function), on a copy of the seeded database before the journey's server opens it (PGlite serves one
 * process a folder); answers the copy's settings and the secret the command printed once.
 */
async function registerModule(): Promise<{ settings: Record<string, string>; secret: string; remove(): Promise<void> }> {
  const seeded = await seededDatabase();
  if (!seeded) throw new Error("the e2e global setup made no seeded database");
  const db = await openDatabase({ databaseUrl: seeded.settings.DATABASE_URL, dataDir: seeded.settings.DATA_DIR ?? "memory://" });
  const printed: string[] = [];
  const log = console.log;
  console.log = (line: unknown) => void printed.push(String(line));
  try {
    if (ovmsModule.needs !== "database") throw new Error("ovms-module runs on the database");
    const args = ["ovms-module", "--vin", AURORA_VIN, "--user", MODULE_USER, "--vehicle-id", MODULE_VEHICLE_ID, "--pin", MODULE_PIN];
    await ovmsModule.run({ db, config: loadConfig(), values: parseAdminArgs(args).values });
  } finally {
    console.log = log;
    await db.close();
  }
  const secret = /Password:\s+(\S+)/.exec(printed.join("\n"))?.[1];
  if (!secret) throw new Error(`no secret printed: ${printed.join("\n")}`);
  return { settings: seeded.settings, secret, remove: seeded.remove };
}

describe("a car with an OVMS module, in the portal", () => {
  let registered: Awaited<ReturnType<typeof registerModule>>;
  let mqttPort: number;
  let standIn: OvmsStandIn | undefined;
  // Before the server starts (hooks run in order): its folder holds the module, and its broker's port is known.
  beforeAll(async () => {
    [registered, mqttPort] = await Promise.all([registerModule(), freePort()]);
  });
  afterAll(() => registered?.remove());
  // No simulated fleet: the module alone speaks for the car.
  const journey = useJourneyServer(() => ({ ...registered.settings, EMBEDDED_MQTT_PORT: String(mqttPort), SIMULATOR: "off" }));
  beforeAll(async () => {
    standIn = await startOvmsStandIn({
      url: `mqtt://127.0.0.1:${mqttPort}`,
      user: MODULE_USER,
      password: registered.secret,
      clientId: MODULE_USER,
      vehicleId: MODULE_VEHICLE_ID,
      modulePin: MODULE_PIN,
      metrics: CHARGING_NIRO_METRICS,
    });
  });
  afterAll(async () => standIn?.close());

  // One owner's visit, page after page, as the tests below follow one another.
  let page: Page;
  afterAll(async () => page?.close());

  it("shows the charging car's battery, range and charge on the overview, in English and in French", async () => {
    page = await journey.browser.newPage();
    await signIn(page, journey.carport.url, OWNER);
    await page.getByRole("button", { name: "Select Aurora" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Vehicle overview", level: 1 }).count(), { timeout: 15_000 }).toBe(1);
    const energy = page.getByRole("region", { name: "Battery and range" });
    // CHARGING_NIRO_METRICS: v.b.soc 67.5, v.b.range.est 301 (km), v.c.charging yes on a CCS charger.
    await expect.poll(() => text(fact(energy, "Battery")), { timeout: 15_000 }).toBe("68%");
    expect(await text(fact(energy, "Range"))).toBe("301 km");
    expect(await text(fact(energy, "Charging"))).toBe("Charging");
    expect(await text(fact(energy, "Plug"))).toBe("Plugged in to a DC fast charger");
    // v.p.odometer 23456.7 (km).
    expect(await words(page.getByTestId("odometer"))).toBe("Odometer: 23,457 km");
    // Where the car is, asked with the PIN: answered from the module's position, nothing sent to the module.
    await page.getByRole("button", { name: "Ask the car where it is" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("PIN", { exact: true }).fill(PIN);
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect
      .poll(() => text(page.getByTestId("car-position")), { timeout: 15_000 })
      .toMatch(/^Last known position: 45\.50\d*, -73\.56\d*/);
    expect(standIn!.commands).toEqual([]);

    await page.goto(`${journey.carport.url}/cwp/overview?lang=1`);
    const energie = page.getByRole("region", { name: "Batterie et autonomie" });
    await expect.poll(() => text(fact(energie, "Batterie")), { timeout: 15_000 }).toBe("68 %");
    expect(await text(fact(energie, "Autonomie"))).toBe("301 km");
    expect(await text(fact(energie, "Recharge"))).toBe("En recharge");
    expect(await words(page.getByTestId("odometer"))).toBe("Odomètre : 23 457 km");
    await page.goto(`${journey.carport.url}/cwp/overview?lang=0`);
    await expect.poll(() => page.getByRole("heading", { name: "Vehicle overview", level: 1 }).count(), { timeout: 15_000 }).toBe(1);
  });

  it("shows the module's reading as the latest charge in the car's history", async () => {
    await page.goto(`${journey.carport.url}/history?lang=0`);
    await expect.poll(() => page.getByRole("heading", { name: "History", level: 1 }).count(), { timeout: 15_000 }).toBe(1);
    const charge = page.getByRole("group", { name: "Battery charge" });
    await expect.poll(() => text(charge.locator(".history-chart__summary")), { timeout: 15_000 }).toMatch(/ to 68%; /);
  });

  it("locks the doors from the portal through the module, which gets `lock <its PIN>`", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Remote", exact: true }).click();
    const remoteNav = page.getByRole("navigation", { name: "Remote commands" });
    await expect.poll(() => remoteNav.getByRole("link", { name: "Door lock" }).count(), { timeout: 15_000 }).toBe(1);
    await remoteNav.getByRole("link", { name: "Door lock" }).click();
    const status = page.getByRole("region", { name: "Vehicle status" });
    await expect.poll(() => status.getByText("Unlocked", { exact: true }).count(), { timeout: 15_000 }).toBe(1);

    await page.getByRole("button", { name: "Lock doors", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "PIN" });
    await dialog.getByLabel("PIN", { exact: true }).fill(PIN);
    await dialog.getByRole("button", { name: "Continue", exact: true }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Your doors are locked." }).count(), { timeout: 15_000 }).toBe(1);
    expect(standIn!.commands).toEqual([`lock ${MODULE_PIN}`]);
    await expect.poll(() => status.getByText("Locked", { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole("button", { name: "OK", exact: true }).click();
  });

  it("refuses the horn, which the module cannot do, with a clear message and nothing sent to it", async () => {
    const remoteNav = page.getByRole("navigation", { name: "Remote commands" });
    await remoteNav.getByRole("link", { name: "Horn and lights" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Horn and lights", level: 1 }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole("button", { name: "Horn and lights", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "PIN" });
    await dialog.getByLabel("PIN", { exact: true }).fill(PIN);
    await dialog.getByRole("button", { name: "Continue", exact: true }).click();
    // The server refuses it (7705) before any command is made: the page says so, and the module hears nothing.
    await expect
      .poll(() => page.getByRole("alert").filter({ hasText: "This command is not available for this vehicle." }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await page.getByRole("status").filter({ hasText: "Sounding the horn" }).count()).toBe(0);
    expect(standIn!.commands).toEqual([`lock ${MODULE_PIN}`]);
  });

  it("shows the module and its other readings on the vehicle-health page", async () => {
    await page.goto(`${journey.carport.url}/cwp/vehicleHealth?lang=0`);
    const card = page.getByRole("region", { name: "OVMS module", exact: true });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    expect(await text(card.locator("p").first())).toBe(
      `This car reports through its Open Vehicle Monitoring System module (user ${MODULE_USER}, vehicle ${MODULE_VEHICLE_ID}).`,
    );
    expect(await card.getByRole("checkbox", { name: "Lock and unlock" }).isChecked()).toBe(true);
    expect(await card.getByRole("checkbox", { name: "Climate on and off" }).isChecked()).toBe(false);
    const readings = page.getByRole("region", { name: "Other readings from the OVMS module" });
    await expect.poll(() => text(fact(readings, "v.b.soh")), { timeout: 15_000 }).toBe("97");
    expect(await text(fact(readings, "v.c.kwh"))).toBe("12.4");
    expect(await text(fact(readings, "v.type"))).toBe("KN");
  });
});
