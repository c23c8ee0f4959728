import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { niroEv2022Status } from "./niro-ev-2022-status.ts";

/**
 * A stand-in for the maker's Canadian cloud (`/tods/api/…`) answering the shapes the public
 * clients show, for the bridge's tests. Where each shape comes from:
 * - sign-in: v2/login (7110 for a device not remembered), mfa/selverifmeth, mfa/sendotp,
 *   mfa/validateotp (`verifiedOtp`), mfa/genmfatkn (`mfaYn` "Y" remembers the device), and the
 *   "Important Headers" it enforces: hyundai_kia_connect_api CANADA_LOGIN_FLOW_WITH_OTP.md;
 * - envelope `{responseHeader: {responseCode 0|1}, result | error: {errorCode, errorDesc}}` and
 *   codes 7403/7602 (token expired, deleted), 7404 (wrong password): KiaUvoApiCA.py
 *   _check_response_for_errors; 7606 "Access Token IP Validation failed.":
 *   tests/test_ca_ip_validation_error.py;
 * - vhcllst entries (vehicleId, nickName, modelName, modelYear, vin, fuelKindCode, dtcCount):
 *   tests/test_ca_ip_validation_error.py `_vehicles_ok_payload`; trim, exteriorColor:
 *   egmp-bluelink-scriptable src/lib/bluelink-regions/canada.ts getCar;
 * - lstvhclsts status: tests/fixtures/ca_kia_niro_ev_2022_cached.json (niro-ev-2022-status.ts);
 * - nxtsvc `maintenanceInfo` (currentOdometer, imatServiceOdometer, msopServiceOdometer and their
 *   units): KiaUvoApiCA _update_vehicle_properties_service;
 * - evc/selsoc result `[{plugType, level}]` and evc/setsoc `tsoc`: KiaUvoApiCA
 *   _update_vehicle_properties_charge, set_charge_limits; canada.ts getChargeLimit;
 * - vrfypin `{pin}` → `pAuth`; fndmcr needing `from: SPA` and `Referer: https://<host>/remote/`
 *   (else 6459): KiaUvoApiCA get_location, commit 631a9c5; a position of only coord.lat, coord.lon
 *   and time: all get_location's callers read;
 * - commands answering a `transactionId` header; rmtsts `transaction` {apiCode, apiStartDate,
 *   apiEndDate, apiResult "P"|"C", apiStatusCode "null"}: canada.ts (its comment of commit 89c7fac)
 *   and KiaUvoApiCA check_action_status (apiStatusCode "null" while none);
 * - the web firewall's refusal: HTTP 403 with an HTML page (KiaUvoApiCA commit e2ec795 "fixed the
 *   cloudflare 403 issue"; ca_api_diagnostic.py prints such non-JSON answers raw).
 */

export const CA_OWNER = { email: "owner@kiaconnect.test", password: "Niro-Owner-2026!", pin: "2468" };
export const NIRO_VIN = "KNDCE3LG0N5000001";
export const NIRO_VEHICLE_ID = "5a1d8e0c-niro-2022";

const FIREWALL_PAGE =
  "<!DOCTYPE html><html><head><title>Attention Required! | Cloudflare</title></head><body><h1>Sorry, you have been blocked</h1></body></html>";

export interface MakerRequest {
  name: string;
  headers: http.IncomingHttpHeaders;
  body: any;
}

interface MakerCar {
  entry: Record<string, unknown>;
  status: Record<string, any>;
  maintenanceInfo: Record<string, unknown>;
  chargeLimits: Array<{ plugType: number; level: number }>;
  position: Record<string, unknown>;
}

interface Transaction {
  apiCode: string;
  start: string;
  polls: number;
  failureReason: string | null;
  apply: () => void;
}

const stamp = (d = new Date()) => d.toISOString().replace(/\D/g, "").slice(0, 14);
const isBase64 = (value: string) => value.length >= 8 && /^[A-Za-z0-9+/]+={0,2}$/.test(value) && value.length % 4 === 0;

export function startCanadianMaker() {
  const requests: MakerRequest[] = [];
  const remembered = new Set<string>();
  /** Token → the code it is answered with (null: good). */
  const tokens = new Map<string, string | null>();
  const pAuths = new Set<string>();
  const transactions = new Map<string, Transaction>();
  let otp: { key: string; code: string; device: string } | null = null;
  let validated: { key: string; device: string } | null = null;
  let firewall = false;
  let nextFailure: string | null = null;
  const codesMailed: string[] = [];

  const car: MakerCar = {
    entry: {
      vehicleId: NIRO_VEHICLE_ID,
      nickName: "My Niro",
      modelName: "NIRO EV",
      modelYear: "2022",
      vin: NIRO_VIN,
      fuelKindCode: "E",
      dtcCount: 0,
      trim: "EX+",
      exteriorColor: "Gravity Blue",
    },
    status: niroEv2022Status(),
    maintenanceInfo: {
      currentOdometer: 41250,
      currentOdometerUnit: 1,
      imatServiceOdometer: 48000,
      imatServiceOdometerUnit: 1,
      msopServiceOdometer: 40000,
      msopServiceOdometerUnit: 1,
    },
    chargeLimits: [
      { plugType: 0, level: 80 },
      { plugType: 1, level: 90 },
    ],
    position: { coord: { lat: 45.50884, lon: -73.58781 }, time: "20240801093000" },
  };

  let origin = "";
  const ok = (result: unknown) => ({ responseHeader: { responseCode: 0, responseDesc: "Success" }, result });
  const fail = (errorCode: string, errorDesc = errorCode) => ({
    responseHeader: { responseCode: 1, responseDesc: "Failure" },
    error: { errorCode, errorDesc },
  });

  /** The sign-in document's "Important Headers": without them the web firewall answers. */
  function headersRefused(name: string, h: http.IncomingHttpHeaders): string | null {
    if (!String(h["user-agent"] ?? "").startsWith("Mozilla/")) return "user-agent";
    if (h["content-type"] !== "application/json;charset=UTF-8") return "content-type";
    if (!isBase64(String(h.deviceid ?? ""))) return "deviceid";
    if (h.language !== "0") return "language";
    if (!/^-?\d+(\.\d+)?$/.test(String(h.offset ?? ""))) return "offset";
    if (h.origin !== origin) return "origin";
    const signIn = name === "v2/login" || name.startsWith("mfa/");
    if (signIn && h.from !== "CWP") return "from";
    if (signIn && h.referer !== `${origin}/login`) return "referer";
    if (h.from !== "CWP" && h.from !== "SPA") return "from";
    return null;
  }

  function tokenRefusal(h: http.IncomingHttpHeaders): object | null {
    const token = String(h.accesstoken ?? "");
    if (!tokens.has(token)) return fail("7403", "Authentication expired");
    const code = tokens.get(token);
    return code ? fail(code, code === "7606" ? "Access Token IP Validation failed." : "Access token deleted") : null;
  }

  function newToken(device: string) {
    const accessToken = `AT-${randomUUID()}`;
    tokens.set(accessToken, null);
    remembered.add(device);
    return { signature: "", scope: ["profile"], expireIn: 86400, accessToken, tokenType: "bearer", refreshToken: `RT-${randomUUID()}` };
  }

  function startTransaction(apiCode: string, apply: () => void) {
    const id = randomUUID();
    transactions.set(id, { apiCode, start: stamp(), polls: 0, failureReason: nextFailure, apply });
    nextFailure = null;
    return id;
  }

  function answer(
    name: string,
    h: http.IncomingHttpHeaders,
    body: any,
  ): { status?: number; json?: unknown; html?: string; headers?: Record<string, string> } {
    const device = String(h.deviceid);
    switch (name) {
      case "v2/login": {
        if (body?.loginId !== CA_OWNER.email || body?.password !== CA_OWNER.password)
          return { json: fail("7404", "Wrong username/password") };
        if (!remembered.has(device)) return { json: fail("7110") };
        return { json: ok({ token: newToken(device), verifiedTnC: true }) };
      }
      case "mfa/selverifmeth":
        if (body?.mfaApiCode !== "0107" || body?.userAccount !== CA_OWNER.email) return { json: fail("7445") };
        return { json: ok({ userInfoUuid: "ff36138e-4aa8-4030-ba5d-25090485fece", otpKey: "", emailList: [CA_OWNER.email] }) };
      case "mfa/sendotp": {
        if (body?.otpMethod !== "E" || body?.userInfoUuid !== "ff36138e-4aa8-4030-ba5d-25090485fece") return { json: fail("7445") };
        const code = String(100000 + Math.floor(Math.random() * 900000));
        otp = { key: Buffer.from(randomUUID()).toString("base64url"), code, device };
        codesMailed.push(code);
        return { json: ok({ otpKey: otp.key }) };
      }
      case "mfa/validateotp": {
        const good = otp && body?.otpKey === otp.key && body?.otpNo === otp.code && otp.device === device;
        if (!good) return { json: ok({ otpValidationKey: "", verifiedOtp: false }) };
        validated = { key: `OVK-${randomUUID()}`, device };
        return { json: ok({ otpValidationKey: validated.key, verifiedOtp: true }) };
      }
      case "mfa/genmfatkn": {
        if (!validated || body?.otpValidationKey !== validated.key || validated.device !== device) return { json: fail("7445") };
        validated = null;
        const token = newToken(device);
        if (body?.mfaYn !== "Y") remembered.delete(device);
        return { json: ok({ verifiedTnC: true, token }) };
      }
    }
    const refused = tokenRefusal(h);
    if (refused) return { json: refused };
    const vehicleId = String(h.vehicleid ?? "");
    const forCar = vehicleId === String(car.entry.vehicleId);
    const pAuthGood = pAuths.has(String(h.pauth ?? ""));
    switch (name) {
      case "vhcllst":
        return { json: ok({ vehicles: [car.entry] }) };
      case "lgout":
        tokens.delete(String(h.accesstoken));
        return { json: ok({}) };
      case "lstvhclsts":
      case "rltmvhclsts":
        if (!forCar) return { json: fail("7201") };
        if (name === "rltmvhclsts") car.status.lastStatusDate = stamp();
        return { json: ok({ status: structuredClone(car.status) }) };
      case "nxtsvc":
        return forCar ? { json: ok({ maintenanceInfo: car.maintenanceInfo }) } : { json: fail("7201") };
      case "evc/selsoc":
        return forCar ? { json: ok(car.chargeLimits) } : { json: fail("7201") };
      case "vrfypin": {
        if (body?.pin !== CA_OWNER.pin) return { json: fail("7310", "Invalid PIN") };
        const pAuth = `PA-${randomUUID()}`;
        pAuths.add(pAuth);
        return { json: ok({ pAuth }) };
      }
      case "fndmcr":
        if (h.from !== "SPA" || h.referer !== `${origin}/remote/` || !pAuthGood) return { json: fail("6459") };
        return { json: ok(car.position) };
      case "rmtsts": {
        const t = transactions.get(String(h.transactionid ?? ""));
        if (!t || !pAuthGood) return { json: fail("7445") };
        t.polls += 1;
        const done = t.polls > 1;
        if (done && t.polls === 2 && !t.failureReason) t.apply();
        return {
          json: ok({
            transaction: {
              apiCode: t.apiCode,
              apiStartDate: t.start,
              apiEndDate: done ? stamp() : t.start,
              apiResult: done ? "C" : "P",
              apiStatusCode: "null",
              ...(done && t.failureReason ? { apiFailureReason: t.failureReason } : {}),
            },
          }),
        };
      }
      case "drlck":
      case "drulck":
      case "evc/setsoc": {
        if (!forCar || !pAuthGood || body?.pin !== CA_OWNER.pin) return { json: fail("7445") };
        if (name === "evc/setsoc" && h.referer !== `${origin}/remote/`) return { json: fail("6459") };
        const apply =
          name === "evc/setsoc"
            ? () => (car.chargeLimits = (body.tsoc as MakerCar["chargeLimits"]).map(({ plugType, level }) => ({ plugType, level })))
            : () => {
                car.status.doorLock = name === "drlck";
                car.status.lastStatusDate = stamp();
              };
        const id = startTransaction(name === "evc/setsoc" ? "RMT-E0307" : "RMT-E0302", apply);
        return { json: ok({}), headers: { transactionId: id } };
      }
    }
    return { json: fail("7445", "Request could not be processed") };
  }

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const name = (req.url ?? "").replace(/^\/tods\/api\//, "").split("?")[0]!;
      let body: any = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = null;
      }
      requests.push({ name, headers: req.headers, body });
      const refused = firewall ? "firewall" : headersRefused(name, req.headers);
      const out = refused ? { status: 403, html: FIREWALL_PAGE } : answer(name, req.headers, body);
      if (out.html !== undefined) {
        res.writeHead(out.status ?? 200, { "content-type": "text/html; charset=UTF-8" });
        res.end(out.html);
        return;
      }
      res.writeHead(out.status ?? 200, { "content-type": "application/json;charset=UTF-8", ...out.headers });
      res.end(JSON.stringify(out.json));
    });
  });

  return {
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return origin;
    },
    requests,
    count: (name: string) => requests.filter((r) => r.name === name).length,
    car,
    /** The codes the maker "mailed", last one last. */
    codesMailed,
    /** Every token given so far is answered with this code from now on (7606, 7602, 7403). */
    endTokens(code: string) {
      for (const token of tokens.keys()) tokens.set(token, code);
    },
    /** While on, every request gets the web firewall's HTML 403. */
    setFirewall(on: boolean) {
      firewall = on;
    },
    /** The next command's transaction completes (apiResult C) with this apiFailureReason. */
    failNextCommand(reason: string) {
      nextFailure = reason;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type CanadianMaker = ReturnType<typeof startCanadianMaker>;
