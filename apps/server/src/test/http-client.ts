import type { StoredOutboxMessage } from "../mail/outbox-repository.ts";
import { completeNewDevice, TEST_DEVICE_ID } from "./new-device-steps.ts";

/** Calls a running Carport over HTTP, as a third-party client would. */
export function httpClient(baseUrl: string) {
  async function call(name: string, body: unknown = {}, headers: Record<string, string> = {}) {
    const response = await fetch(`${baseUrl}/tods/api/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, json: (await response.json()) as any };
  }
  /** The demo outbox of the running server (it answers this loopback client). */
  async function outbox(to?: string): Promise<StoredOutboxMessage[]> {
    const response = await fetch(`${baseUrl}/dev/outbox.json${to ? `?to=${encodeURIComponent(to)}` : ""}`);
    return ((await response.json()) as { messages: StoredOutboxMessage[] }).messages;
  }
  return {
    call,
    /**
     * Signs in from TEST_DEVICE_ID; the first time for an account, through the one-time code read
     * from the demo outbox (the device is then remembered), then signs in again.
     */
    async login(loginId: string, password: string): Promise<string> {
      const device = { Deviceid: TEST_DEVICE_ID };
      let { json } = await call("v2/login", { loginId, password }, device);
      if (json.error?.errorCode === "7110") {
        await completeNewDevice(call, outbox, loginId, device);
        ({ json } = await call("v2/login", { loginId, password }, device));
      }
      if (json.responseHeader.responseCode !== 0) throw new Error(`login failed: ${JSON.stringify(json)}`);
      return json.result.token.accessToken;
    },
  };
}
