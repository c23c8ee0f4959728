import { describe, expect, it } from "vitest";
import { openVerifiedPins } from "./verified-pins.ts";

describe("the PINs vrfypin found right, kept per pAuth", () => {
  it("knows the PIN once, for the account's PIN hash it was checked against", () => {
    const pins = openVerifiedPins(60_000);
    pins.remember("pauth-a", "$argon2id$hash-1", "2580");
    const verified = pins.find("pauth-a")!;
    expect(verified.matches("$argon2id$hash-1", "2580")).toBe(true);
    expect(verified.matches("$argon2id$hash-1", "2581")).toBe(false);
    expect(verified.matches("$argon2id$hash-1", "25800")).toBe(false);
    // The account's PIN changed since: the full check decides.
    expect(verified.matches("$argon2id$hash-2", "2580")).toBe(false);
    // A command refused before it is recorded keeps its pAuth, and this with it.
    expect(pins.find("pauth-a")?.matches("$argon2id$hash-1", "2580")).toBe(true);
    // Like the pAuth, it serves one command.
    pins.forget("pauth-a");
    expect(pins.find("pauth-a")).toBeNull();
  });

  it("knows nothing of a pAuth it did not issue, nor past the pAuth's life", async () => {
    const pins = openVerifiedPins(20);
    expect(pins.find("pauth-unknown")).toBeNull();
    pins.remember("pauth-b", "$argon2id$hash-1", "2580");
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(pins.find("pauth-b")).toBeNull();
  });
});
