import type { UpstreamBrand } from "@carport/protocol";
import { makerHeaders, type MakerRequestKind } from "./maker-headers.ts";

/**
 * The HTTP side of the bridge: calls a maker's owner API (POST <base>/tods/api/<name>, the envelope
 * answer) as the public Canadian clients do (hyundai_kia_connect_api's KiaUvoApiCA, the client most
 * recently changed for the Canadian servers; maker-headers.ts says which header comes from where).
 * Knows nothing of Carport's own tables.
 */

/**
 * An upstream failure: its envelope error code, or one of Carport's own kinds: "network"
 * (unreachable, timeout), "firewall" (HTTP 403 without the envelope: the maker's web firewall),
 * "rate" (HTTP 429 without the envelope), "unreadable" (an answer that is not the envelope).
 */
export class UpstreamError extends Error {
  constructor(
    readonly upstreamCode: string,
    message: string,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

export interface UpstreamAnswer {
  result: any;
  headers: Headers;
}

export interface UpstreamCallOptions {
  /** Per call headers: accessToken, vehicleId, pAuth, transactionId. */
  headers?: Record<string, string>;
  /** Which page of the maker's site the call is made from (the Referer and `from` it takes). */
  kind?: MakerRequestKind;
}

export interface UpstreamClient {
  /** One call; a failure envelope throws UpstreamError with its code. Never logs a body or header. */
  call(name: string, body: unknown, options?: UpstreamCallOptions): Promise<UpstreamAnswer>;
}

export function createUpstreamClient(
  baseUrl: string,
  options: { brand: UpstreamBrand; deviceId: string; timeoutMs: number; timeZone: string },
): UpstreamClient {
  const base = baseUrl.replace(/\/+$/, "");
  const origin = new URL(base).origin;
  return {
    async call(name, body, { headers = {}, kind = "session" } = {}) {
      let response: Response;
      try {
        response = await fetch(`${base}/tods/api/${name}`, {
          method: "POST",
          headers: {
            ...makerHeaders({ brand: options.brand, origin, kind, timeZone: options.timeZone, now: new Date() }),
            Deviceid: options.deviceId,
            ...headers,
          },
          body: JSON.stringify(body ?? {}),
          signal: AbortSignal.timeout(options.timeoutMs),
          redirect: "error",
        });
      } catch (error) {
        throw new UpstreamError("network", `upstream ${name} unreachable: ${(error as Error).name}`);
      }
      const text = await response.text().catch(() => "");
      let json: any;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      if (json?.responseHeader?.responseCode === 0) return { result: json.result ?? {}, headers: response.headers };
      if (json?.responseHeader?.responseCode === 1 || typeof json?.error?.errorCode === "string") {
        const code = typeof json?.error?.errorCode === "string" ? json.error.errorCode : "unreadable";
        throw new UpstreamError(code, `upstream ${name} refused with ${code}`);
      }
      // No envelope: what the HTTP status says (the maker's web firewall answers 403 with an HTML page).
      if (response.status === 403) throw new UpstreamError("firewall", `upstream ${name} refused by the web firewall (HTTP 403)`);
      if (response.status === 429) throw new UpstreamError("rate", `upstream ${name} refused: too many requests (HTTP 429)`);
      if (response.status >= 500) throw new UpstreamError("network", `upstream ${name} answered HTTP ${response.status}`);
      throw new UpstreamError("unreadable", `upstream ${name} answered HTTP ${response.status} without the envelope`);
    },
  };
}

/**
 * Upstream codes that mean the token is no longer good: sign in again with the sealed credentials
 * and the remembered device (no new code). 7403 expired, 7602 deleted, 7606 bound to another
 * address (KiaUvoApiCA's test_token, commit a76633e), 7406 and 1010 other token refusals.
 */
export const SESSION_ENDED_CODES = new Set(["7403", "7602", "7606", "7406", "1010"]);
/** Upstream codes of a refused PIN. */
export const WRONG_PIN_CODES = new Set(["7310", "7311", "7312", "7313", "7314", "7315", "7316"]);

export type UpstreamCarportCode = "7830" | "7831" | "7832" | "7833" | "7834" | "7835" | "7836" | "7839" | "7842" | "7843" | "7844";

/** The Carport code (EN/FR text in the protocol's catalogue) an owner is shown for an upstream failure. */
export function carportCodeOf(error: unknown): UpstreamCarportCode {
  if (!(error instanceof UpstreamError)) return "7839";
  const code = error.upstreamCode;
  if (code === "network") return "7833";
  if (code === "firewall") return "7842";
  if (code === "rate" || code === "7429") return "7843";
  if (code === "unreadable" || code === "7999") return "7844";
  if (code === "7407") return "7832";
  if (code === "7404" || code === "7402" || code === "7405" || code === "7435" || code === "7530") return "7830";
  if (code === "7549" || code === "7440") return "7831";
  if (WRONG_PIN_CODES.has(code)) return "7834";
  if (code === "7701") return "7835";
  if (SESSION_ENDED_CODES.has(code) || code === "7110") return "7836";
  return "7839";
}

/** Failures of the link itself (not of one request): they back the poller off. */
export const LINK_FAILURE_CODES = new Set<string>(["7833", "7836", "7832", "7830", "7842", "7843", "7844"]);
