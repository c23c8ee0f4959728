import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, TRANSPORT_ERROR } from "./api-error.ts";
import { callApi, callApiWithHeaders } from "./client.ts";
import { getDeviceId } from "./device-id.ts";
import { sessionErrorCodeOf } from "./session-errors.ts";
import { clearSession, getSession, markSessionEnding, startSession } from "./session.ts";

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
});
