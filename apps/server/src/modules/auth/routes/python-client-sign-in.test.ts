import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrandCode } from "@carport/protocol";
import { DEMO_PASSWORD, demoEmail } from "../../../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../../test/test-server.ts";
import { codeIn, waitForMessage } from "../../../test/sign-in-test-support.ts";

/*
 * The new-device sign-in of hyundai_kia_connect_api's KiaUvoApiCA (the library behind Home
 * Assistant's kia_uvo integration), replayed request by request as the client sends them, with
 * only its base URL pointed at Carport (BASE_URL = the brand's host, which picks the brand).
 *
 * Sources (the Python client itself cannot be run here, PyPI is out of reach):
 * - Hyundai-Kia-Connect/hyundai_kia_connect_api, CANADA_LOGIN_FLOW_WITH_OTP.md (commit 7998955c),
 *   "Step 1" to "Step 5" and "Important Headers": bodies and the Deviceid header of each step.
 * - The KiaUvoApiCA class as ported to TypeScript (stored file id 60348814978): API_HEADERS in the
 *   constructor (client_id, client_secret, from CWP, offset -5, language 0), _getDeviceId (first 16
 *   hex digits of SHA-256(username + password)), login() (v2/login, then mfa/selverifmeth on 7110),
 *   send_otp() (userAccount = emailList[0]; its Deviceid is _getDeviceId("", "")),
 *   verify_otp_and_complete_login() (mfa/validateotp, then mfa/genmfatkn with mfaYn "Y") and
 *   get_vehicles() (vhcllst: headers only, no body).
 */

const BRAND_HOST: Record<Exclude<BrandCode, "other">, string> = { hacc: "hacc.localhost", kci: "kci.localhost", gen: "gen.localhost" };

/** KiaUvoApiCA.__init__: API_HEADERS, with BASE_URL the Carport host. */
function apiHeaders(baseUrl: string): Record<string, string> {
  return {
    "User-Agent": "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
    Accept: "application/json, text/plain, */*",
    "Accept-Language": "en-CA,en-US;q=0.8,en;q=0.5,fr;q=0.3",
    "Accept-Encoding": "gzip, deflate, br, zstd",
    "Content-Type": "application/json;charset=UTF-8",
    from: "CWP",
    offset: "-5",
    language: "0",
    Origin: `https://${baseUrl}`,
    Connection: "keep-alive",
    Referer: `https://${baseUrl}/login`,
    "Sec-Fetch-Dest": "empty",
    "Sec-Fetch-Mode": "cors",
    "Sec-Fetch-Site": "same-origin",
    Priority: "u=0",
    Pragma: "no-cache",
    "Cache-Control": "no-cache",
    client_id: "HATAHSPACA0232141ED9722C67715A0B",
    client_secret: "CLISCR01AHSPA",
  };
}

/** KiaUvoApiCA._getDeviceId. */
function deviceIdOf(username: string, password: string): string {
  return createHash("sha256").update(`${username}${password}`).digest("hex").slice(0, 16);
}

describe.each(databaseKinds())("the Python client KiaUvoApiCA signs in from a new device on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(() => server.close());

  /** requests.post(url, json=data, headers=headers) against https://<host>/tods/api/<name>. */
  async function post(host: string, name: string, headers: Record<string, string>, body?: unknown) {
    const response = await server.app.inject({
      method: "POST",
      url: `/tods/api/${name}`,
      headers: { ...headers, host },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it.each(["hacc", "kci", "gen"] as const)(
    "through the five one-time-code steps on the %s host, then lists the vehicles",
    async (brand) => {
      const host = BRAND_HOST[brand];
      const username = demoEmail(brand);
      const password = DEMO_PASSWORD;
      const deviceId = deviceIdOf(username, password);
      const headers = { ...apiHeaders(host), Deviceid: deviceId };

      // login(): v2/login answers 7110 for this new device.
      const login = await post(host, "v2/login", headers, { loginId: username, password });
      expect(login.responseHeader.responseCode).toBe(1);
      expect(login.error.errorCode).toBe("7110");

      // login(), on 7110: mfa/selverifmeth; the client keeps userInfoUuid, emailList[0] and userPhone.
      const method = await post(host, "mfa/selverifmeth", headers, { mfaApiCode: "0107", userAccount: username });
      expect(method.responseHeader.responseCode).toBe(0);
      expect(method.result.emailList).toEqual([username]);
      const email: string = method.result.emailList[0] || username;

      // send_otp(EMAIL): userAccount is emailList[0], and this step's Deviceid is the empty one.
      const sent = await post(
        host,
        "mfa/sendotp",
        { ...apiHeaders(host), Deviceid: deviceIdOf("", "") },
        { otpMethod: "E", mfaApiCode: "0107", userAccount: email, userPhone: "", userInfoUuid: method.result.userInfoUuid },
      );
      expect(sent.responseHeader.responseCode).toBe(0);

      // The owner reads the code in the mail (the demo machine's /dev/outbox).
      const code = codeIn(await waitForMessage(server, username, "signInCode"));

      // verify_otp_and_complete_login(): mfa/validateotp, then mfa/genmfatkn remembering the device.
      const valid = await post(host, "mfa/validateotp", headers, {
        otpNo: code,
        userAccount: username,
        otpKey: sent.result.otpKey,
        mfaApiCode: "0107",
      });
      expect(valid.result.verifiedOtp).toBe(true);
      const token = await post(host, "mfa/genmfatkn", headers, {
        userAccount: username,
        otpEmail: email,
        mfaApiCode: "0107",
        otpValidationKey: valid.result.otpValidationKey,
        mfaYn: "Y",
      });
      expect(token.responseHeader.responseCode).toBe(0);
      expect(Number.parseInt(token.result.token.expireIn, 10)).toBeGreaterThan(60);
      expect(token.result.token.refreshToken).toEqual(expect.any(String));

      // get_vehicles(): vhcllst with the access token, headers only.
      const vehicles = await post(host, "vhcllst", { ...apiHeaders(host), accessToken: token.result.token.accessToken });
      expect(vehicles.responseHeader.responseCode).toBe(0);
      expect(vehicles.result.vehicles.length).toBeGreaterThan(0);
      for (const entry of vehicles.result.vehicles) {
        expect(entry).toMatchObject({
          vehicleId: expect.any(String),
          nickName: expect.any(String),
          vin: expect.any(String),
          fuelKindCode: expect.stringMatching(/^[GEPF]$/),
        });
        expect(Number.parseInt(entry.modelYear, 10)).toBeGreaterThan(2000);
        expect(entry.dtcCount).toEqual(expect.any(Number));
      }

      // The next login() from the same device goes straight through.
      const again = await post(host, "v2/login", headers, { loginId: username, password });
      expect(again.responseHeader.responseCode).toBe(0);
      expect(again.result.token.accessToken).toEqual(expect.any(String));
    },
  );
});
