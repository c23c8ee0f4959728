import { describe, expect, it } from "vitest";
import { clearLoginNotice, peekLoginNotice, setLoginNotice } from "./login-notice.ts";

describe("login notice", () => {
  it("survives being read by a render that is thrown away, and goes once cleared", () => {
    setLoginNotice("idle");
    expect(peekLoginNotice()).toBe("idle");
    expect(peekLoginNotice()).toBe("idle");
    clearLoginNotice();
    expect(peekLoginNotice()).toBeNull();
  });

  it("keeps the latest reason", () => {
    setLoginNotice("7403");
    setLoginNotice("everywhere");
    expect(peekLoginNotice()).toBe("everywhere");
    clearLoginNotice();
  });
});
