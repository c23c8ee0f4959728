import { describe, expect, it } from "vitest";
import { isPushAuthSecret, isPushPublicKey, pushEndpointProblem } from "./web-push.ts";

describe("pushEndpointProblem", () => {
  it("takes a push service's https endpoint, and plain http only on this machine", () => {
    expect(pushEndpointProblem("https://fcm.googleapis.com/fcm/send/abc:def")).toBeNull();
    expect(pushEndpointProblem("http://127.0.0.1:4123/push/1")).toBeNull();
    expect(pushEndpointProblem("http://localhost:4123/push/1")).toBeNull();
    expect(pushEndpointProblem("http://push.example.com/x")).toBe("ENDPOINT_INVALID");
    expect(pushEndpointProblem("ftp://push.example.com/x")).toBe("ENDPOINT_INVALID");
    expect(pushEndpointProblem("https://user:pw@push.example.com/x")).toBe("ENDPOINT_INVALID");
    expect(pushEndpointProblem("not a url")).toBe("ENDPOINT_INVALID");
    expect(pushEndpointProblem(`https://push.example.com/${"a".repeat(1100)}`)).toBe("TOO_LONG");
  });
});

describe("push keys", () => {
  it("checks the shapes of the browser's P-256 key and auth secret", () => {
    expect(isPushPublicKey(`B${"A".repeat(86)}`)).toBe(true);
    expect(isPushPublicKey(`A${"A".repeat(86)}`)).toBe(false);
    expect(isPushPublicKey("Bshort")).toBe(false);
    expect(isPushAuthSecret("A".repeat(22))).toBe(true);
    expect(isPushAuthSecret("A+".repeat(11))).toBe(false);
  });
});
