import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseOutbox } from "../../test/new-device-steps.ts";
import { httpClient } from "../../test/http-client.ts";
import { eventually } from "../../test/remote-helpers.ts";
import { startCarport, type CarportProcess } from "../../test/server-process.ts";
import { DEMO_PASSWORD, DEMO_PIN } from "../../seed/demo-fleet.ts";
import { codeIn } from "../../test/sign-in-test-support.ts";
import { linesShowing } from "../../test/log-lines.ts";
import { MAKER_OWNER, startMaker, type MakerUnderTest } from "../../test/maker-under-test.ts";

describe("the bridge's logs", () => {
  let maker: MakerUnderTest;
  let carport: CarportProcess;
  beforeAll(async () => {
    maker = await startMaker();
    // trace: the most the server ever writes; Carport as `npm start` runs it, its output captured.
    carport = await startCarport({
      LOG_LEVEL: "trace",
      WEB_DIST: "/nonexistent",
      UPSTREAM_HACC_URL: maker.url,
      UPSTREAM_POLL_SECONDS: "0.3",
      UPSTREAM_COMMAND_POLL_MS: "100",
      UPSTREAM_QUIET_HOURS: "",
    });
  });
  afterAll(async () => {
    await carport?.stop();
    await maker?.close();
  });

  it("never show the maker account's password, PIN, one-time code or the device id Carport signs in as, through linking, a failure and a command", async () => {
    const client = httpClient(carport.url);
    const token = await client.login("demo@hacc.test", DEMO_PASSWORD);
    const as = { accessToken: token };
    expect(
      (await client.call("upstrmlnk", { brand: "hacc", loginId: MAKER_OWNER.email, password: "Wrong-Maker-Pass-1!" }, as)).json.error
        .errorCode,
    ).toBe("7830");
    await client.call("upstrmlnk", { brand: "hacc", loginId: MAKER_OWNER.email, password: MAKER_OWNER.password }, as);
    const mail = await eventually(
      async () => (await databaseOutbox(maker.maker.db)(MAKER_OWNER.email)).find((m) => m.kind === "signInCode"),
      "the maker's code mail",
    );
    const code = codeIn(mail);
    expect((await client.call("upstrmotp", { brand: "hacc", otpNo: code }, as)).json.result.accounts[0].state).toBe("linked");
    await client.call("upstrmpin", { brand: "hacc", pin: MAKER_OWNER.pin }, as);
    const vehicleId = (await client.call("upstrmadd", { brand: "hacc", upstreamVehicleId: maker.makerVehicleId }, as)).json.result
      .vehicleId as string;
    const pAuth = (await client.call("vrfypin", { pin: DEMO_PIN }, { ...as, vehicleId })).json.result.pAuth as string;
    const lock = await client.call("drlck", {}, { ...as, vehicleId, pAuth });
    const transactionId = lock.headers.get("transactionId")!;
    await eventually(async () => {
      const { json } = await client.call("rmtsts", {}, { ...as, transactionId });
      return json.result?.transaction.apiResult === "C" ? json.result.transaction : undefined;
    }, "the forwarded lock");
    const logs = carport.output();
    expect(logs).toContain("upstrmlnk");
    expect(maker.devices.size).toBeGreaterThan(0);
    for (const secret of [MAKER_OWNER.password, "Wrong-Maker-Pass-1!", code, MAKER_OWNER.pin, ...maker.devices]) {
      expect(linesShowing(logs, secret), secret).toEqual([]);
    }
  });
});
