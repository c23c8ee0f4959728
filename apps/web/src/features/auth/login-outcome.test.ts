import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { captchaRequiredBy, loginFailure } from "./login-outcome.ts";

describe("a failed sign-in", () => {
  it("leads to the lock screen with the server's message for 7402 and 7530", () => {
    expect(loginFailure(new ApiError("7402", "Locked after failures."))).toEqual({
      kind: "locked",
      code: "7402",
      message: "Locked after failures.",
    });
    expect(loginFailure(new ApiError("7530", "Locked after a fraud report."))).toMatchObject({ kind: "locked", code: "7530" });
  });

  it("starts the one-time-code steps for 7110", () => {
    expect(loginFailure(new ApiError("7110", "A code is needed."))).toEqual({ kind: "newDevice" });
  });

  it("leaves session and account-state codes to the special error page", () => {
    for (const code of ["7405", "7406", "7403", "7602", "7021", "7435"]) {
      expect(loginFailure(new ApiError(code, "")).kind, code).toBe("handledGlobally");
    }
  });

  it("shows the server's message otherwise, or the screen's default", () => {
    expect(loginFailure(new ApiError("7404", "Invalid username or password."))).toEqual({
      kind: "message",
      message: { text: "Invalid username or password." },
    });
    expect(loginFailure(new ApiError("7407", ""))).toEqual({ kind: "message", message: { key: "errors.7407" } });
    expect(loginFailure(new ApiError("7999", "boom"))).toEqual({ kind: "message", message: { key: "errors.GENERAL_ISSUE" } });
    expect(loginFailure(new Error("?"))).toEqual({ kind: "message", message: { key: "errors.AUTHENTICATION_FAILED" } });
  });
});

describe("the captchayn header", () => {
  it("says whether the next attempt needs a captcha", () => {
    expect(captchaRequiredBy(new Headers({ captchayn: "Y" }))).toBe(true);
    expect(captchaRequiredBy(new Headers({ captchayn: "N" }))).toBe(false);
    expect(captchaRequiredBy(new Headers())).toBeNull();
    expect(captchaRequiredBy(null)).toBeNull();
  });
});
