/**
 * The HTTP side of the bridge: calls a maker's owner API (POST <base>/tods/api/<name>, the envelope
 * answer) as the public Canadian clients do (bluelinky's canadian controller, hyundai_kia_connect_api's
 * KiaUvoApiCA): JSON bodies, headers `from: SPA`, `language`, `offset`, `Deviceid`, and per call
 * `accessToken`, `vehicleId`, `pAuth`, `transactionId`. Knows nothing of Carport's own tables.
 */

/** An upstream failure: its envelope error code, or "network" (unreachable, timeout, not JSON). */
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

export interface UpstreamClient {
  /** One call; a failure envelope throws UpstreamError with its code. Never logs a body or header. */
  call(name: string, body: unknown, headers?: Record<string, string>): Promise<UpstreamAnswer>;
}

export function createUpstreamClient(baseUrl: string, options: { deviceId: string; timeoutMs: number }): UpstreamClient {
  const base = baseUrl.replace(/\/+$/, "");
  return {
    async call(name, body, headers = {}) {
      let response: Response;
      try {
        response = await fetch(`${base}/tods/api/${name}`, {
          method: "POST",
          headers: {
            "content-type": "application/json;charset=UTF-8",
            accept: "application/json, text/plain, */*",
            from: "SPA",
            language: "0",
            offset: "0",
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
      let json: any;
      try {
        json = await response.json();
      } catch {
        throw new UpstreamError("network", `upstream ${name} answered HTTP ${response.status} without JSON`);
      }
      if (json?.responseHeader?.responseCode === 0) return { result: json.result ?? {}, headers: response.headers };
      const code = typeof json?.error?.errorCode === "string" ? json.error.errorCode : "network";
      throw new UpstreamError(code, `upstream ${name} refused with ${code}`);
    },
  };
}

/** Upstream codes that mean the session is over: sign in again with the sealed credentials. */
export const SESSION_ENDED_CODES = new Set(["7403", "7602", "7406", "1010"]);
/** Upstream codes of a refused PIN. */
export const WRONG_PIN_CODES = new Set(["7310", "7311", "7312", "7313", "7314", "7315", "7316"]);

/** The Carport code (EN/FR text in the protocol's catalogue) an owner is shown for an upstream failure. */
export function carportCodeOf(error: unknown): "7830" | "7831" | "7832" | "7833" | "7834" | "7835" | "7836" | "7839" {
  if (!(error instanceof UpstreamError)) return "7839";
  const code = error.upstreamCode;
  if (code === "network" || code === "7429" || code === "7999") return "7833";
  if (code === "7407") return "7832";
  if (code === "7404" || code === "7402" || code === "7405" || code === "7435" || code === "7530") return "7830";
  if (code === "7549" || code === "7440") return "7831";
  if (WRONG_PIN_CODES.has(code)) return "7834";
  if (code === "7701") return "7835";
  if (SESSION_ENDED_CODES.has(code) || code === "7110") return "7836";
  return "7839";
}
