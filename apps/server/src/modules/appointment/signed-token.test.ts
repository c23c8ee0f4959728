import { describe, expect, it } from "vitest";
import { readToken, signatureOf, signToken, type TokenClaims } from "./signed-token.ts";

const SECRET = "k".repeat(64);
const NOW = new Date("2026-03-01T12:00:00Z");
const claims: TokenClaims = { jti: "a1", kind: "sso", vid: "v1", dlr: "HACC-D01", exp: NOW.getTime() / 1000 + 120 };

describe("dealer hand-off tokens", () => {
  it("read back what they were signed with, until they expire", () => {
    const token = signToken(SECRET, claims);
    expect(readToken(SECRET, token, "sso", NOW)).toEqual(claims);
    expect(readToken(SECRET, token, "sso", new Date(NOW.getTime() + 119_000))).not.toBeNull();
    expect(readToken(SECRET, token, "sso", new Date(NOW.getTime() + 120_000))).toBeNull();
    expect(signatureOf(token)).toBe(token.split(".")[1]);
  });

  it("refuse another key, a changed payload, another kind or a malformed token", () => {
    const token = signToken(SECRET, claims);
    expect(readToken("x".repeat(64), token, "sso", NOW)).toBeNull();
    const [, sig] = token.split(".");
    const forged = `${Buffer.from(JSON.stringify({ ...claims, vid: "v2" })).toString("base64url")}.${sig}`;
    expect(readToken(SECRET, forged, "sso", NOW)).toBeNull();
    expect(readToken(SECRET, token, "booking", NOW)).toBeNull();
    for (const bad of ["", "abc", `${token}.x`, "a.b", `${token.split(".")[0]}.`])
      expect(readToken(SECRET, bad, "sso", NOW), bad).toBeNull();
  });
});
