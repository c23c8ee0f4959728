import { describe, expect, it, vi } from "vitest";

describe("secret hashing", () => {
  it("keeps passwords and codes as argon2id at the library's defaults outside tests, and checks them", async () => {
    // A fresh copy of the module: what the server loads, before any test setup made hashing cheap.
    vi.resetModules();
    const { hashSecret, verifySecret } = await import("./secret-hashing.ts");
    const hash = await hashSecret("Demo-Pass-2026!");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await verifySecret(hash, "Demo-Pass-2026!")).toBe(true);
    expect(await verifySecret(hash, "Demo-Pass-2027!")).toBe(false);
  });

  it("checks a hash made with the tests' cheap parameters the same way", async () => {
    const { hashSecret, hashSecretsCheaplyInTests, verifySecret } = await import("./secret-hashing.ts");
    hashSecretsCheaplyInTests();
    const hash = await hashSecret("Demo-Pass-2026!");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await verifySecret(hash, "Demo-Pass-2026!")).toBe(true);
    expect(await verifySecret(hash, "Demo-Pass-2027!")).toBe(false);
  });
});
