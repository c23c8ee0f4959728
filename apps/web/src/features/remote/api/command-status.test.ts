import type { Query } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ApiError, TRANSPORT_ERROR } from "../../../api/api-error.ts";
import { commandStatusQueryOptions, LIVE_SAFETY_POLL_MS, POLL_INTERVAL_MS } from "./command-status.ts";

type Interval = (query: Query) => number | false;
const interval = commandStatusQueryOptions("t1").refetchInterval as unknown as Interval;

function queryWith(state: { data?: unknown; error?: unknown }): Query {
  return { state: { data: state.data, error: state.error ?? null } } as unknown as Query;
}

const transaction = (apiResult: "P" | "C") => ({
  transaction: { apiCode: "doorLock", apiStartDate: "", apiEndDate: "", apiResult, apiStatusCode: apiResult === "C" ? "0000" : "null" },
});

describe("command status polling", () => {
  it("asks every second while the command is pending", () => {
    expect(POLL_INTERVAL_MS).toBe(1000);
    expect(interval(queryWith({}))).toBe(1000);
    expect(interval(queryWith({ data: transaction("P") }))).toBe(1000);
  });

  it("stops once the command is complete", () => {
    expect(interval(queryWith({ data: transaction("C") }))).toBe(false);
  });

  it("keeps asking after a network failure but not after a business error", () => {
    expect(interval(queryWith({ error: new ApiError(TRANSPORT_ERROR, "", 0) }))).toBe(1000);
    expect(interval(queryWith({ error: new ApiError("7998", "unknown transaction", 400) }))).toBe(false);
  });

  it("asks only every 5 seconds while the live stream is open, in case the stream missed an update", () => {
    const live = commandStatusQueryOptions("t1", true);
    const liveInterval = live.refetchInterval as unknown as Interval;
    expect(LIVE_SAFETY_POLL_MS).toBe(5000);
    expect(liveInterval(queryWith({ data: transaction("P") }))).toBe(5000);
    expect(liveInterval(queryWith({ error: new ApiError(TRANSPORT_ERROR, "", 0) }))).toBe(5000);
    expect(liveInterval(queryWith({ data: transaction("C") }))).toBe(false);
    expect(live.queryKey).toEqual(commandStatusQueryOptions("t1").queryKey);
  });
});
