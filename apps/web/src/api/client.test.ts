import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, TRANSPORT_ERROR } from "./api-error.ts";
import { callApi, callApiWithHeaders } from "./client.ts";
import { getDeviceId } from "./device-id.ts";
import { sessionErrorCodeOf } from "./session-errors.ts";
import { clearSession, getSession, markSessionEnding, startSession } from "./session.ts";
import { setSessionRenewalAsker } from "./session-renewal.ts";

function answer(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

describe("callApi", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it("posts JSON to /tods/api/<name> with the common headers and answers the result", async () => {
    startSession({ accessToken: "tok-1", expireIn: 60, verifiedTnC: true });
    fetchMock.mockResolvedValue(answer({ responseHeader: { responseCode: 0, responseDesc: "Success" }, result: { vehicles: [] } }));
    const result = await callApi("vehicleList", {});
    expect(result).toEqual({ vehicles: [] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/tods/api/vhcllst");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe("{}");
    const headers = new Headers(init?.headers);
    expect(headers.get("accessToken")).toBe("tok-1");
    expect(headers.get("language")).toBe("0");
    expect(headers.get("brand")).toBe("hacc");
    expect(headers.get("from")).toBe("CWP");
  });

  it("sends no token on anonymous calls and the vehicle on vehicle-scoped ones", async () => {
    startSession({ accessToken: "tok-2", expireIn: 60, verifiedTnC: true });
    fetchMock.mockImplementation(async () => answer({ responseHeader: { responseCode: 0, responseDesc: "Success" }, result: {} }));
    await callApi("login", { loginId: "a@b.co", password: "x" }, { anonymous: true });
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get("accessToken")).toBeNull();
    await callApi("lastVehicleStatus", {}, { vehicleId: "v-9" });
    expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).get("vehicleId")).toBe("v-9");
  });

  it("turns a failure envelope into ApiError with its code and description", async () => {
    fetchMock.mockResolvedValue(
      answer({
        responseHeader: { responseCode: 1, responseDesc: "Failure" },
        error: { errorCode: "7404", errorDesc: "Invalid username or password." },
      }),
    );
    const error = await callApi("login", { loginId: "a@b.co", password: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: "7404", errorDesc: "Invalid username or password." });
  });

  it("tells a 7403 that answers a call sent before sign-out from one about the session the tab still has", async () => {
    const expired = answer({ responseHeader: { responseCode: 1, responseDesc: "Failure" }, error: { errorCode: "7403", errorDesc: "" } });
    startSession({ accessToken: "tok-3", expireIn: 60, verifiedTnC: true });
    fetchMock.mockResolvedValueOnce(expired.clone());
    const current = await callApi("vehicleList", {}).catch((e: unknown) => e);
    expect(sessionErrorCodeOf(current)).toBe("7403");

    // A call on its way while sign-out revokes the token.
    let answerIt: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answerIt = resolve)));
    const pending = callApi("vehicleList", {}).catch((e: unknown) => e);
    markSessionEnding();
    answerIt(expired.clone());
    expect(sessionErrorCodeOf(await pending)).toBeNull();
    // A page still being left asks once more, with no token at all.
    clearSession();
    fetchMock.mockResolvedValueOnce(expired.clone());
    expect(sessionErrorCodeOf(await callApi("vehicleList", {}).catch((e: unknown) => e))).toBeNull();

    // Signed in again, a 7403 is about that session.
    startSession({ accessToken: "tok-4", expireIn: 60, verifiedTnC: true });
    fetchMock.mockResolvedValueOnce(expired.clone());
    expect(sessionErrorCodeOf(await callApi("vehicleList", {}).catch((e: unknown) => e))).toBe("7403");
  });

  it("reads the envelope of HTTP error answers too (400 with 7998)", async () => {
    fetchMock.mockResolvedValue(
      answer({ responseHeader: { responseCode: 1, responseDesc: "Failure" }, error: { errorCode: "7998", errorDesc: "bad field" } }, 400),
    );
    await expect(callApi("vehicleList", {})).rejects.toMatchObject({ errorCode: "7998", status: 400 });
  });

  it("reports anything that is not an envelope as a transport failure", async () => {
    fetchMock.mockImplementation(async () => new Response("<html>bad gateway</html>", { status: 502 }));
    await expect(callApi("vehicleList", {})).rejects.toMatchObject({ errorCode: TRANSPORT_ERROR, status: 502 });
    fetchMock.mockRejectedValue(new TypeError("network down"));
    await expect(callApi("vehicleList", {})).rejects.toMatchObject({ errorCode: TRANSPORT_ERROR, status: 0 });
  });

  it("sends the browser's device id on every call, signed in or not", async () => {
    fetchMock.mockImplementation(async () => answer({ responseHeader: { responseCode: 0, responseDesc: "Success" }, result: {} }));
    await callApi("login", { loginId: "a@b.co", password: "x" }, { anonymous: true });
    startSession({ accessToken: "tok-3", expireIn: 60, verifiedTnC: true });
    await callApi("vehicleList", {});
    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get("Deviceid"));
    expect(sent).toEqual([getDeviceId(), getDeviceId()]);
    expect(getDeviceId()).not.toBe("");
  });

  it("keeps the response headers of a failure (a refused login still says captchayn)", async () => {
    fetchMock.mockResolvedValue(
      answer({ responseHeader: { responseCode: 1, responseDesc: "Failure" }, error: { errorCode: "7404", errorDesc: "" } }, 200, {
        captchayn: "Y",
      }),
    );
    const error = (await callApi("login", { loginId: "a@b.co", password: "x" }).catch((e: unknown) => e)) as ApiError;
    expect(error.headers?.get("captchayn")).toBe("Y");
  });

  it("renews the browser's estimate of the token's expiry when a call with it succeeds", async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ["Date"] });
    try {
      startSession({ accessToken: "tok-4", expireIn: 1800, verifiedTnC: true });
      const issuedExpiry = getSession()!.expiresAt;
      fetchMock.mockImplementation(async () => answer({ responseHeader: { responseCode: 0, responseDesc: "Success" }, result: {} }));
      vi.setSystemTime(1_000_000 + 10 * 60_000);
      await callApi("vehicleList", {});
      // Renewed from now, less the minute the server may wait before it renews.
      expect(getSession()!.expiresAt).toBe(1_000_000 + 10 * 60_000 + 1800_000 - 60_000);
      expect(getSession()!.expiresAt).toBeGreaterThan(issuedExpiry);
      // An anonymous call renews nothing.
      vi.setSystemTime(1_000_000 + 20 * 60_000);
      await callApi("termsGet", {}, { anonymous: true });
      expect(getSession()!.expiresAt).toBe(1_000_000 + 10 * 60_000 + 1800_000 - 60_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives the response headers to calls that need them", async () => {
    fetchMock.mockResolvedValue(
      answer({ responseHeader: { responseCode: 0, responseDesc: "Success" }, result: {} }, 200, { gentype: "Gen3" }),
    );
    const { headers } = await callApiWithHeaders("selectVehicle", { vehicleId: "v-1" });
    expect(headers.get("gentype")).toBe("Gen3");
  });

  describe("an expired session", () => {
    const expired = () => answer({ responseHeader: { responseCode: 1 }, error: { errorCode: "7403", errorDesc: "" } });
    const ok = () => answer({ responseHeader: { responseCode: 0, responseDesc: "Success" }, result: { vehicles: [] } });
    afterEach(() => setSessionRenewalAsker(null));

    it("asks for the password in place, then sends the call again with the new token: it goes through", async () => {
      startSession({ accessToken: "old", expireIn: 60, verifiedTnC: true, loginId: "a@b.co" });
      fetchMock.mockResolvedValueOnce(expired()).mockResolvedValueOnce(ok());
      const asker = vi.fn(async () => {
        startSession({ accessToken: "new", expireIn: 60, verifiedTnC: true, loginId: "a@b.co" });
        return true;
      });
      setSessionRenewalAsker(asker);
      expect(await callApi("vehicleList", {}, { vehicleId: "v-1", pAuth: "p-1" })).toEqual({ vehicles: [] });
      expect(asker).toHaveBeenCalledTimes(1);
      const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers));
      expect(sent.map((headers) => headers.get("accessToken"))).toEqual(["old", "new"]);
      expect(sent[1]!.get("pAuth")).toBe("p-1");
    });

    it("asks once for calls that fail together, and fails them as before when the owner cancels", async () => {
      startSession({ accessToken: "old", expireIn: 60, verifiedTnC: true, loginId: "a@b.co" });
      fetchMock.mockImplementation(async () => expired());
      let answerIt: (renewed: boolean) => void = () => {};
      const asker = vi.fn(() => new Promise<boolean>((resolve) => (answerIt = resolve)));
      setSessionRenewalAsker(asker);
      const calls = [callApi("vehicleList", {}), callApi("messageCount", {})].map((p) => p.catch((e: unknown) => e));
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      await vi.waitFor(() => expect(asker).toHaveBeenCalled());
      answerIt(false);
      const errors = await Promise.all(calls);
      expect(asker).toHaveBeenCalledTimes(1);
      expect(errors.map((e) => sessionErrorCodeOf(e))).toEqual(["7403", "7403"]);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it("never asks for an anonymous call, nor after a sign-out", async () => {
      const asker = vi.fn(async () => true);
      setSessionRenewalAsker(asker);
      fetchMock.mockImplementation(async () => expired());
      await callApi("login", { loginId: "a@b.co", password: "x" }, { anonymous: true }).catch(() => undefined);
      startSession({ accessToken: "old", expireIn: 60, verifiedTnC: true, loginId: "a@b.co" });
      markSessionEnding();
      await callApi("vehicleList", {}).catch(() => undefined);
      expect(asker).not.toHaveBeenCalled();
    });
  });
});
