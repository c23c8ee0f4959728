import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../../seed/demo-fleet.ts";
import { httpClient } from "../../../test/http-client.ts";
import { startCarport, type CarportProcess } from "../../../test/server-process.ts";

/**
 * The guessing limits are counted on the server, in the database: restarting the server (a deploy,
 * a crash) gives an attacker no fresh tries.
 */
describe("guessing limits across a server restart", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "carport-limits-"));
  const env = { DATA_DIR: dataDir, WEB_DIST: "/nonexistent", ANON_RATE_LIMIT_PER_MINUTE: "1000" };
  let carport: CarportProcess | undefined;
  afterAll(async () => {
    await carport?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps counting wrong PINs, one-time codes, dealer tokens and passwords after a restart", async () => {
    carport = await startCarport(env);
    let client = httpClient(carport.url);
    let token = await client.login("demo@hacc.test", DEMO_PASSWORD);
    const vehicleId = (await client.call("vhcllst", {}, { accessToken: token })).json.result.vehicles[0].vehicleId;
    const errorOf = async (answer: Promise<{ json: any }>) => {
      const { json } = await answer;
      return `${json.error?.errorCode} ${json.error?.errorDesc}`;
    };
    const before = {
      pin: [
        await errorOf(client.call("vrfypin", { pin: "1111" }, { accessToken: token, vehicleId })),
        await errorOf(client.call("vrfypin", { pin: "1111" }, { accessToken: token, vehicleId })),
      ],
      dealer: [
        await errorOf(client.call("validrdrtoken", { vin: "2HMAUEC5000000201", rdrToken: "WRONG" })),
        await errorOf(client.call("validrdrtoken", { vin: "2HMAUEC5000000201", rdrToken: "WRONG" })),
      ],
      otpKey: (await client.call("vrfyacctotp", { userAccount: "demo@gen.test", lastName: "Nobody" })).json.result.otpKey as string,
      otp: [] as string[],
      captcha: [] as string[],
    };
    const wrongOtp = () =>
      errorOf(client.call("rstpsswdotp", { otp: "000000", newPassword: "abc12345", confirmPassword: "abc12345", id: before.otpKey }));
    before.otp.push(await wrongOtp(), await wrongOtp());
    for (let i = 0; i < 2; i++) {
      const { headers } = await client.call("lgnV2", { loginId: "demo@kci.test", password: "Wrong-Pass-1!" }, { brand: "kci" });
      before.captcha.push(String(headers.get("captchayn")));
    }
    expect(before).toMatchObject({
      pin: ["7310 Incorrect PIN. 4 attempts left.", "7311 Incorrect PIN. 3 attempts left."],
      dealer: [expect.stringMatching(/^7655 /), expect.stringMatching(/^7655 /)],
      otp: ["7549 The one-time code is wrong. 2 attempts left.", "7549 The one-time code is wrong. 1 attempt left."],
      captcha: ["N", "N"],
    });

    await carport.kill();
    carport = await startCarport(env);
    client = httpClient(carport.url);
    token = await client.login("demo@hacc.test", DEMO_PASSWORD);

    expect(await errorOf(client.call("vrfypin", { pin: "1111" }, { accessToken: token, vehicleId }))).toBe(
      "7312 Incorrect PIN. 2 attempts left.",
    );
    expect(await errorOf(client.call("validrdrtoken", { vin: "2HMAUEC5000000201", rdrToken: "WRONG" }))).toMatch(/^7654 /);
    expect(await wrongOtp()).toBe("7549 The one-time code is wrong or has expired.");
    const third = await client.call("lgnV2", { loginId: "demo@kci.test", password: "Wrong-Pass-1!" }, { brand: "kci" });
    expect(third.headers.get("captchayn")).toBe("Y");
  }, 240_000);
});
