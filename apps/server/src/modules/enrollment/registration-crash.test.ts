import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { httpClient } from "../../test/http-client.ts";
import { startCarport, type CarportProcess } from "../../test/server-process.ts";

const OWNERS = [
  { vin: "2HMAUEC5000000201", rdrToken: "HT-5101", email: "alex.crash@example.ca" },
  { vin: "2HMTDPC4000000202", rdrToken: "HT-5102", email: "sam.crash@example.ca" },
];
const PASSWORD = "Crash-Pass-2026!";
const registration = (owner: (typeof OWNERS)[number]) => ({
  vehicle: { vin: owner.vin, nickName: "Mine" },
  account: { email: owner.email, password: PASSWORD, confirmPassword: PASSWORD },
  pin: "2468",
  tncConfirm: "Y",
  notificationList: [],
  rdrToken: owner.rdrToken,
});

describe("the server killed while it saves a registration", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "carport-crash-"));
  const env = { DATA_DIR: dataDir, WEB_DIST: "/nonexistent" };
  let carport: CarportProcess | undefined;
  afterAll(async () => {
    await carport?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * After a restart the owner either has the account and its car, or nothing was kept and the
   * registration goes through again: never an account without its car.
   */
  async function expectWholeOrAbsent(client: ReturnType<typeof httpClient>, owner: (typeof OWNERS)[number]) {
    // A right password answers 0 or 7110 (a device this account has not used yet); 7404 means no account.
    const signIn = await client.call("v2/login", { loginId: owner.email, password: PASSWORD });
    if (signIn.json.error?.errorCode !== "7110" && signIn.json.responseHeader.responseCode !== 0) {
      expect(signIn.json.error.errorCode).toBe("7404");
      expect((await client.call("rgacct", registration(owner))).json.result).toEqual({ enrollmentStatus: 4 });
    }
    const token = await client.login(owner.email, PASSWORD);
    const { vehicles } = (await client.call("vhcllst", {}, { accessToken: token })).json.result;
    expect(vehicles.map((v: { vin: string }) => v.vin)).toEqual([owner.vin]);
  }

  it("keeps every registration whole or not at all, whenever the process dies", async () => {
    // Kill at two moments of the request (hashing the password and PIN comes before the writes).
    const delays = [40, 250];
    for (const [index, owner] of OWNERS.entries()) {
      carport = await startCarport(env);
      const client = httpClient(carport.url);
      if (index > 0) await expectWholeOrAbsent(client, OWNERS[index - 1]!);
      const inFlight = client.call("rgacct", registration(owner)).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, delays[index]));
      await carport.kill();
      console.log(`killed ${delays[index]} ms into the registration; it answered`, JSON.stringify((await inFlight)?.json ?? null));
    }
    carport = await startCarport(env);
    await expectWholeOrAbsent(httpClient(carport.url), OWNERS.at(-1)!);
  }, 300_000);
});
