import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrandCode } from "@carport/protocol";
import { DEMO_FLEET, DEMO_PASSWORD, DEMO_PIN, demoEmail } from "../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../test/test-server.ts";
import { eventually } from "../test/remote-helpers.ts";

/**
 * The unmodified npm package bluelinky (9.1.0, a devDependency), region CA, against Carport for
 * every brand it serves in Canada (hyundai: mybluelink.ca → hacc, kia: kiaconnect.ca → kci).
 *
 * Its host names are hard-coded in frozen constants, so the suite points it at the test server
 * below the package. On Node 21 and later (Carport runs on Node 24) bluelinky sends every request
 * with the fetch of the npm package undici, through an `undici.Agent` it makes for each request; the
 * suite hands it, under that name, an undici dispatcher that sends requests for those two hosts over
 * plain HTTP to the test server, keeping the Host header, so the server tells the brand from the host
 * name as it does in production, and refuses any other host rather than reach the network. Nothing
 * of bluelinky is replaced. (On Node 20 bluelinky 9.1.0 sent with got and Node's https module
 * instead: the suite stops with a clear error there.)
 *
 * bluelinky 9 sends no Deviceid and has no one-time-code step: the suite runs with the operator's
 * allowance for such clients, SIGN_IN_WITHOUT_DEVICE_ID=1 (README, "Community clients").
 */
const require = createRequire(import.meta.url);
// bluelinky's logger reads LOG_LEVEL once, as it loads: keep its info lines out of the test output.
const logLevel = process.env.LOG_LEVEL;
process.env.LOG_LEVEL = "warn";
// The undici that bluelinky itself loads (a dependency of bluelinky's, not of Carport's).
const undici = createRequire(require.resolve("bluelinky"))("undici") as typeof import("undici");
const { BlueLinky } = require("bluelinky") as { BlueLinky: new (config: Record<string, unknown>) => BlueLinkyClient };
if (logLevel === undefined) delete process.env.LOG_LEVEL;
else process.env.LOG_LEVEL = logLevel;

interface BlueLinkyVehicle {
  vin(): string;
  id(): string;
  nickname(): string;
  status(options: { refresh: boolean; parsed: boolean; useInfo?: boolean }): Promise<any>;
  odometer(): Promise<{ unit: number; value: number }>;
  location(): Promise<{ coord: { lat: number; lon: number } }>;
  lock(): Promise<string>;
  unlock(): Promise<string>;
  start(options: { hvac: boolean; defrost: boolean; heatedFeatures: boolean; temperature: number }): Promise<string>;
  stop(): Promise<any>;
  startCharge(): Promise<any>;
  stopCharge(): Promise<any>;
  setChargeTargets(targets: { fast: number; slow: number }): Promise<any>;
}
interface BlueLinkyClient {
  on(event: "ready", listener: (vehicles: BlueLinkyVehicle[]) => void): void;
  on(event: "error", listener: (error: unknown) => void): void;
  getVehicle(vin: string): BlueLinkyVehicle;
  getSession(): { accessToken: string };
}

const HOSTS: Record<string, BrandCode> = { "mybluelink.ca": "hacc", "kiaconnect.ca": "kci" };
const BRANDS = [
  { bluelinky: "hyundai", brand: "hacc" },
  { bluelinky: "kia", brand: "kci" },
] as const;

describe.each(databaseKinds())("bluelinky 9.1.0 (region CA), signing in without a Deviceid as the operator allows, on %s", (kind) => {
  let server: TestServer;
  const BluelinkyAgent = undici.Agent;
  const tlsCheck = process.env.NODE_TLS_REJECT_UNAUTHORIZED;

  beforeAll(async () => {
    const major = Number(process.versions.node.split(".")[0]);
    if (major < 21) throw new Error("bluelinky 9.1.0 sends with got on Node 20: run the suite on Node 24 (`source .ci/node24.sh`)");
    server = await createTestServer(kind, {
      SIGN_IN_WITHOUT_DEVICE_ID: "1",
      BRAND_HOSTS: Object.entries(HOSTS)
        .map(([host, brand]) => `${brand}=${host}`)
        .join(","),
      ANON_RATE_LIMIT_PER_MINUTE: "100000",
    });
    await server.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = server.app.server.address() as AddressInfo;
    const testServer = `http://127.0.0.1:${port}`;
    /** bluelinky's TLS options do not apply: the test server speaks plain HTTP on the loopback. */
    class TestServerAgent extends BluelinkyAgent {
      constructor() {
        super();
      }
      override dispatch(...[options, handler]: Parameters<InstanceType<typeof BluelinkyAgent>["dispatch"]>) {
        const host = new URL(String(options.origin)).hostname;
        if (!(host in HOSTS)) throw new Error(`bluelinky asked for ${host}, which the suite does not serve`);
        return super.dispatch(
          { ...options, origin: testServer, headers: { ...(options.headers as Record<string, string>), host } },
          handler,
        );
      }
    }
    (undici as { Agent: unknown }).Agent = TestServerAgent;
  });
  afterAll(async () => {
    (undici as { Agent: unknown }).Agent = BluelinkyAgent;
    // bluelinky turns off certificate checks for the whole process on Node 21 and later.
    if (tlsCheck === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = tlsCheck;
    await server?.close();
  });

  /** The last command sent to a vehicle, once the car has answered it. */
  const lastCommand = (vehicleId: string) =>
    eventually(async () => {
      const [row] = await server.db.query<{ api_code: string; state: string; status_code: string }>(
        "select api_code, state, status_code from remote_transactions where vehicle_id = $1 order by started_at desc limit 1",
        [vehicleId],
      );
      return row?.state === "C" ? { apiCode: row.api_code, statusCode: row.status_code } : undefined;
    }, `the last command of ${vehicleId}`);
  const commandCount = async (vehicleId: string) =>
    (await server.db.query<{ n: number }>("select count(*)::int as n from remote_transactions where vehicle_id = $1", [vehicleId]))[0]!.n;

  /** Runs one bluelinky command and answers the command the car then completed (a new one). */
  async function carried(vehicle: BlueLinkyVehicle, run: () => Promise<unknown>) {
    const before = await commandCount(vehicle.id());
    const answer = await run();
    expect(await commandCount(vehicle.id()), `no command reached the car; bluelinky answered ${JSON.stringify(answer)}`).toBe(before + 1);
    return { answer, command: await lastCommand(vehicle.id()) };
  }

  describe.each(BRANDS)("brand $bluelinky", ({ bluelinky, brand }) => {
    let client: BlueLinkyClient;
    let vehicles: BlueLinkyVehicle[];
    const enrolled = DEMO_FLEET[brand].filter((v) => v.enrolled);
    const electricVin = enrolled.find((v) => v.model.fuelKindCode === "E")!.vin;
    const combustionVin = enrolled.find((v) => v.model.fuelKindCode === "G" && v.model.remoteIgnition)!.vin;

    beforeAll(async () => {
      client = new BlueLinky({ username: demoEmail(brand), password: DEMO_PASSWORD, region: "CA", brand: bluelinky, pin: DEMO_PIN });
      vehicles = await new Promise<BlueLinkyVehicle[]>((resolve, reject) => {
        client.on("ready", resolve);
        client.on("error", reject);
      });
    });

    const selectedStatus = async (vin: string) => {
      const vehicle = client.getVehicle(vin);
      const { json } = await server.call(
        "lstvhclsts",
        {},
        { accessToken: client.getSession().accessToken, vehicleId: vehicle.id(), brand },
      );
      return json.result.status;
    };

    it("signs in and lists the owner's vehicles", () => {
      expect(vehicles.map((v) => v.vin()).sort()).toEqual(enrolled.map((v) => v.vin).sort());
      expect(vehicles.map((v) => v.nickname()).sort()).toEqual(enrolled.map((v) => v.enrolled!.nickname).sort());
    });

    it("reads the status parsed and raw, from lstvhclsts, from sltvhcl (useInfo) and fresh from the car", async () => {
      const ev = client.getVehicle(electricVin);
      const stored = await selectedStatus(electricVin);
      const raw = await ev.status({ refresh: false, parsed: false });
      expect(raw).toEqual(stored);
      const parsed = await ev.status({ refresh: false, parsed: true });
      expect(parsed.chassis.locked).toBe(stored.doorLock);
      expect(parsed.engine.batteryChargeHV).toBe(stored.evStatus.batteryStatus);
      expect(parsed.engine.charging).toBe(stored.evStatus.batteryCharge);
      expect(parsed.lastupdate).toBeInstanceOf(Date);
      const info = await ev.status({ refresh: false, parsed: true, useInfo: true });
      expect(info.engine.batteryChargeHV).toBe(stored.evStatus.batteryStatus);
      const fresh = await ev.status({ refresh: true, parsed: false });
      expect(fresh.lastStatusDate).toMatch(/^\d{14}$/);
    });

    it("reads the odometer (through sltvhcl named by the header) and the location", async () => {
      const ev = client.getVehicle(electricVin);
      const { json } = await server.call("sltvhcl", { vehicleId: ev.id() }, { accessToken: client.getSession().accessToken, brand });
      // bluelinky 9.1.0 hands the odometer back as `unit` and its unit as `value`.
      expect(await ev.odometer()).toEqual({ unit: json.result.vehicle.odometer, value: json.result.vehicle.odometerUnit });
      const where = await ev.location();
      expect(where.coord.lat).toEqual(expect.any(Number));
      expect(where.coord.lon).toEqual(expect.any(Number));
    });

    it("unlocks and locks", async () => {
      const car = client.getVehicle(combustionVin);
      const unlocked = await carried(car, () => car.unlock());
      expect(unlocked).toEqual({ answer: "Unlock successful", command: { apiCode: "doorUnlock", statusCode: "0000" } });
      expect((await car.status({ refresh: false, parsed: true })).chassis.locked).toBe(false);
      const locked = await carried(car, () => car.lock());
      expect(locked).toEqual({ answer: "Lock successful", command: { apiCode: "doorLock", statusCode: "0000" } });
      expect((await car.status({ refresh: false, parsed: true })).chassis.locked).toBe(true);
    });

    it("starts climate with its options and stops it on the electric car", async () => {
      const ev = client.getVehicle(electricVin);
      const started = await carried(ev, () => ev.start({ hvac: true, defrost: true, heatedFeatures: true, temperature: 21 }));
      expect(started).toEqual({ answer: "Vehicle started!", command: { apiCode: "climateStart", statusCode: "0000" } });
      const running = await selectedStatus(electricVin);
      expect(running).toMatchObject({ airCtrlOn: true, defrost: true });
      const stopped = await carried(ev, () => ev.stop());
      expect(stopped.answer).toMatchObject({ responseHeader: { responseCode: 0 } });
      expect(stopped.command).toEqual({ apiCode: "climateStop", statusCode: "0000" });
      expect((await selectedStatus(electricVin)).airCtrlOn).toBe(false);
    });

    it("starts and stops the combustion car remotely", async () => {
      const car = client.getVehicle(combustionVin);
      const started = await carried(car, () => car.start({ hvac: true, defrost: false, heatedFeatures: false, temperature: 21 }));
      expect(started).toEqual({ answer: "Vehicle started!", command: { apiCode: "engineStart", statusCode: "0000" } });
      expect((await car.status({ refresh: false, parsed: true })).engine.ignition).toBe(true);
      const stopped = await carried(car, () => car.stop());
      expect(stopped.answer).toMatchObject({ responseHeader: { responseCode: 0 } });
      expect(stopped.command).toEqual({ apiCode: "engineStop", statusCode: "0000" });
      expect((await car.status({ refresh: false, parsed: true })).engine.ignition).toBe(false);
    });

    it("starts and stops charging", async () => {
      const ev = client.getVehicle(electricVin);
      const started = await carried(ev, () => ev.startCharge());
      expect(started.answer).toMatchObject({ responseHeader: { responseCode: 0 } });
      expect(started.command).toEqual({ apiCode: "chargeStart", statusCode: "0000" });
      const stopped = await carried(ev, () => ev.stopCharge());
      expect(stopped.answer).toMatchObject({ responseHeader: { responseCode: 0 } });
      expect(stopped.command).toEqual({ apiCode: "chargeStop", statusCode: "0000" });
      expect((await ev.status({ refresh: false, parsed: true })).engine.charging).toBe(false);
    });

    it("sets the charge targets, read back as the car holds them", async () => {
      const ev = client.getVehicle(electricVin);
      const set = await carried(ev, () => ev.setChargeTargets({ fast: 80, slow: 90 }));
      expect(set.answer).toMatchObject({ responseHeader: { responseCode: 0 } });
      expect(set.command).toEqual({ apiCode: "setTargetSoc", statusCode: "0000" });
      // bluelinky's CA vehicle has no read of the targets: read them as the other clients do (evc/selsoc).
      const { json } = await server.call("evc/selsoc", {}, { accessToken: client.getSession().accessToken, vehicleId: ev.id(), brand });
      expect(json.result.map((t: { plugType: number; level: number }) => [t.plugType, t.level])).toEqual([
        [0, 80],
        [1, 90],
      ]);
    });
  });
});
