import type { UpstreamBrand } from "@carport/protocol";

/**
 * The headers every request to the maker's Canadian cloud carries, as the public clients send them.
 * Source: hyundai_kia_connect_api `hyundai_kia_connect_api/KiaUvoApiCA.py` (API_HEADERS, the
 * client most recently changed for the Canadian servers: `from: CWP` since commit e2ec795 "fixed the
 * cloudflare 403 issue", kept by 5281275) and its `CANADA_LOGIN_FLOW_WITH_OTP.md` ("Important Headers":
 * Content-Type, Deviceid, from, language, offset, Origin, Referer). The Deviceid is the caller's.
 */

/**
 * client_id / client_secret per brand: KiaUvoApiCA sends Hyundai's pair to every brand; its later
 * `scripts/ca_api_diagnostic.py` (BRAND_CONFIG) gives each brand its own, Hyundai's being the same.
 * We follow the diagnostic script, the more recent of the two.
 */
const CLIENT_CREDENTIALS: Record<UpstreamBrand, { id: string; secret: string }> = {
  hacc: { id: "HATAHSPACA0232141ED9722C67715A0B", secret: "CLISCR01AHSPA" },
  kci: { id: "KIAHSPACA0232141ED9722C67715A0B", secret: "CLISCRKA0232141ED9722C67715A0B" },
  gen: { id: "GENHSPACA0232141ED9722C67715A0B", secret: "CLISCRGE0232141ED9722C67715A0B" },
};

/** KiaUvoApiCA's browser User-Agent (a mobile Chrome): the maker's firewall turns away `node`. */
export const MAKER_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

/**
 * Which page of the maker's site a request seems to come from. "session": the sign-in page
 * (`Referer: https://<host>/login`, `from: CWP`), every call but the two below. "remote": the
 * remote page: `fndmcr` (KiaUvoApiCA get_location, commit 631a9c5: without `from: SPA` and
 * `Referer: https://<host>/remote/` the maker answers 6459) and `evc/setsoc` (set_charge_limits,
 * commit 556402e, the same two headers).
 */
export type MakerRequestKind = "session" | "remote";

/**
 * The `offset` header: the owner's UTC offset in hours at `now` (-5 in Toronto in winter, -4 in
 * summer, -3.5 in St. John's). KiaUvoApiCA sends a fixed "-5"; the sign-in document says "or
 * user's timezone", and egmp-bluelink-scriptable's canada.ts sends the device's own offset.
 */
export function utcOffsetHours(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" }).formatToParts(now);
  const name = parts.find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!m) return "0";
  const hours = Number(m[2]) + Number(m[3]) / 60;
  return `${m[1] === "-" ? "-" : ""}${hours}`;
}

export function makerHeaders(input: {
  brand: UpstreamBrand;
  origin: string;
  kind: MakerRequestKind;
  timeZone: string;
  now: Date;
}): Record<string, string> {
  const client = CLIENT_CREDENTIALS[input.brand];
  return {
    "User-Agent": MAKER_USER_AGENT,
    Accept: "application/json, text/plain, */*",
    "Accept-Language": "en-CA,en-US;q=0.8,en;q=0.5,fr;q=0.3",
    "Content-Type": "application/json;charset=UTF-8",
    from: input.kind === "remote" ? "SPA" : "CWP",
    offset: utcOffsetHours(input.timeZone, input.now),
    language: "0",
    Origin: input.origin,
    Referer: `${input.origin}/${input.kind === "remote" ? "remote/" : "login"}`,
    "Sec-Fetch-Dest": "empty",
    "Sec-Fetch-Mode": "cors",
    "Sec-Fetch-Site": "same-origin",
    Pragma: "no-cache",
    "Cache-Control": "no-cache",
    client_id: client.id,
    client_secret: client.secret,
  };
}
