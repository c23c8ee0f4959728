import http from "node:http";
import type { AddressInfo } from "node:net";
import { createFleetService } from "../modules/fleet/index.ts";
import { findVehicleById } from "../core/vehicle-repository.ts";
import type { Database } from "../db/database.ts";
import { createTestServer, type TestServer } from "./test-server.ts";

/** The maker's owner and the real car the bridge tests bring in (a VIN no demo fleet holds). */
export const MAKER_OWNER = { email: "owner@maker.test", password: "Maker-Pass-2026!", pin: "1357" };
export const MAKER_EV_VIN = "2HMAUEC5000009901";

/** A car of the maker's owner: what the maker's factory record says of it. */
export interface MakerCar {
  vin: string;
  nickname: string;
  modelCode: string;
  modelName: string;
  fuelKindCode: "G" | "E" | "P";
  genType: string;
  isCcs2: boolean;
  remoteIgnition: boolean;
}

/** The EV every bridge test brings in: a CCS2 Aurora at 71 %, unplugged. */
const MAKER_EV: MakerCar = {
  vin: MAKER_EV_VIN,
  nickname: "Real Aurora",
  modelCode: "AUR5",
  modelName: "Aurora EV",
  fuelKindCode: "E",
  genType: "3",
  isCcs2: true,
  remoteIgnition: false,
};

async function provisionAndEnroll(db: Database, accountId: string, car: MakerCar, isDefault: boolean): Promise<string> {
  const fleet = createFleetService(db);
  await fleet.provision({
    vin: car.vin,
    brand: "hacc",
    modelCode: car.modelCode,
    modelName: car.modelName,
    modelYear: "2025",
    trim: "Long Range AWD",
    exteriorColor: "Glacier White",
    fuelKindCode: car.fuelKindCode,
    genType: car.genType,
    isCcs2: car.isCcs2,
    remoteIgnition: car.remoteIgnition,
    mainBatteryType: car.fuelKindCode === "G" ? "" : "84 kWh",
    ownerFirstName: "Robin",
    ownerLastName: "Tremblay",
    ownerPostalCode: "H2X 1Y4",
    dealerToken: `HT-${car.vin.slice(-4)}`,
    dealerCode: "",
  });
  return fleet.enroll({
    accountId,
    vin: car.vin,
    nickname: car.nickname,
    isDefault,
    odometer: 5210,
    status: car.fuelKindCode === "G" ? { fuelLevel: 60 } : { batterySoc: 71, plugged: 0 },
  });
}

/** The maker's owner account and its EV at 71 %, enrolled: what both the server tests' maker and the browser journey's hold. */
export async function addMakerOwnerAndEv(db: Database, vin: string): Promise<string> {
  const owner = await createFleetService(db).createAccount({
    brand: "hacc",
    email: MAKER_OWNER.email,
    password: MAKER_OWNER.password,
    pin: MAKER_OWNER.pin,
    firstName: "Robin",
    lastName: "Tremblay",
  });
  return provisionAndEnroll(db, owner.id, { ...MAKER_EV, vin }, true);
}

/** One more car of the maker's owner, on the maker's simulated link: its vehicle id at the maker. */
export async function addMakerCar(maker: MakerUnderTest, car: MakerCar): Promise<string> {
  const db = maker.maker.db;
  const [owner] = await db.query<{ id: string }>("select id from accounts where email = $1", [MAKER_OWNER.email]);
  const vehicleId = await provisionAndEnroll(db, owner!.id, car, false);
  await maker.maker.vehicleLink.gateway.provision(db, (await findVehicleById(db, vehicleId))!);
  return vehicleId;
}

export interface MakerUnderTest {
  /** The second Carport playing the maker's cloud. */
  maker: TestServer;
  /** The address the bridge is given: a pass-through in front of the maker that counts requests and can go down. */
  url: string;
  /** Requests that reached the pass-through, by call name (lstvhclsts, rltmvhclsts, v2/login…). */
  requests: Map<string, number>;
  count(name: string): number;
  /** The Deviceid headers the bridge sent. */
  devices: Set<string>;
  /** While true, every connection is cut: the maker is unreachable. */
  setDown(down: boolean): void;
  makerVehicleId: string;
  close(): Promise<void>;
}

/**
 * One more stand-in beside the Canadian one (maker-stand-in/canadian-maker.ts, the real shapes):
 * Starts the "maker": a Carport instance listening on a loopback port, with an owner account and
 * an EV at 71 % on its simulated link, behind a counting pass-through. The bridge only sees a URL.
 */
export async function startMaker(env: Record<string, string> = {}): Promise<MakerUnderTest> {
  const maker = await createTestServer("pglite", { ANON_RATE_LIMIT_PER_MINUTE: "1000", ...env });
  const makerVehicleId = await addMakerOwnerAndEv(maker.db, MAKER_EV_VIN);
  await maker.vehicleLink.gateway.provision(maker.db, (await findVehicleById(maker.db, makerVehicleId))!);
  await maker.app.listen({ port: 0, host: "127.0.0.1" });
  const makerPort = (maker.app.server.address() as AddressInfo).port;

  const requests = new Map<string, number>();
  const devices = new Set<string>();
  let down = false;
  const proxy = http.createServer((req, res) => {
    const name = (req.url ?? "").replace(/^\/tods\/api\//, "").split("?")[0]!;
    requests.set(name, (requests.get(name) ?? 0) + 1);
    if (typeof req.headers.deviceid === "string") devices.add(req.headers.deviceid);
    if (down) {
      req.socket.destroy();
      return;
    }
    const upstream = http.request(
      { host: "127.0.0.1", port: makerPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  return {
    maker,
    url,
    requests,
    count: (name) => requests.get(name) ?? 0,
    devices,
    setDown(value) {
      down = value;
    },
    makerVehicleId,
    async close() {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      await maker.close();
    },
  };
}
