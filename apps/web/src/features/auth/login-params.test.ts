import { describe, expect, it } from "vitest";
import { readLoginParams, safeInternalPath } from "./login-params.ts";

describe("login parameters", () => {
  it("reads firstPage, vin, meid and vid", () => {
    const params = readLoginParams(new URLSearchParams("firstPage=%2Fremote%2Flock&vin=KMH123&meid=9&vid=v-1&lang=1"));
    expect(params).toEqual({ firstPage: "/remote/lock", vin: "KMH123", meid: "9", vid: "v-1" });
  });

  it("opens only in-app paths after sign-in", () => {
    expect(safeInternalPath("/mvr")).toBe("/mvr");
    expect(safeInternalPath("//evil.example")).toBeNull();
    expect(safeInternalPath("https://evil.example")).toBeNull();
    expect(safeInternalPath("/\\evil.example")).toBeNull();
    expect(safeInternalPath(undefined)).toBeNull();
  });
});
