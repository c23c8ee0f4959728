import { describe, expect, it } from "vitest";
import { enrollmentLinkPath, readLoginParams, safeInternalPath } from "./login-params.ts";

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

  it("sends a sign-in from a car's link (vin, meid) to the vehicles list's add-vehicle dialog for that VIN", () => {
    expect(enrollmentLinkPath({ vin: "5gnlmec6000000304", meid: "A15C6000000304" })).toBe(
      "/vehicles?enroll=5GNLMEC6000000304&meid=A15C6000000304",
    );
    expect(enrollmentLinkPath({ vin: "5GNLMEC6000000304" })).toBe("/vehicles?enroll=5GNLMEC6000000304");
    expect(enrollmentLinkPath({ vin: "KMH123", meid: "9" })).toBeNull();
    expect(enrollmentLinkPath({})).toBeNull();
  });
});
