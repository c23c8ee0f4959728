import { describe, expect, it } from "vitest";
import { ApiError, TRANSPORT_ERROR } from "../../api/api-error.ts";
import { recoveryFailure } from "./recovery-failure.ts";

describe("a recovery screen's failure message", () => {
  it("is the screen's own default for a transport failure, never one generic text", () => {
    const offline = new ApiError(TRANSPORT_ERROR, "");
    expect(recoveryFailure(offline, "forgotPassword")).toEqual({ key: "errors.PASSWORD_RESET_FAILED" });
    expect(recoveryFailure(offline, "resetPassword")).toEqual({ key: "errors.PASSWORD_RESET_FAILED" });
    expect(recoveryFailure(offline, "otpReset")).toEqual({ key: "errors.PASSWORD_RESET_FAILED_BY_OTP" });
    expect(recoveryFailure(offline, "unlockAccount")).toEqual({ key: "errors.UNLOCK_ACCOUNT_FAILED" });
    expect(recoveryFailure(offline, "reportFraud")).toEqual({ key: "errors.SYSTEM_ERROR_OCCURRED" });
  });

  it("shows the server's text when it gave one", () => {
    expect(recoveryFailure(new ApiError("7402", "Locked, says the server."), "otpReset")).toEqual({ text: "Locked, says the server." });
  });

  it("names a locked account and a recovery access no longer valid when the server gave no text", () => {
    expect(recoveryFailure(new ApiError("7402", ""), "otpReset")).toEqual({ key: "errors.OPT_ACCOUNT_LOCKED" });
    expect(recoveryFailure(new ApiError("7530", ""), "forgotPassword")).toEqual({ key: "errors.OPT_ACCOUNT_LOCKED" });
    expect(recoveryFailure(new ApiError("7440", ""), "otpReset")).toEqual({ key: "errors.RESET_PASSWORD_INVALID_ACCESS" });
  });

  it("keeps GENERAL_ISSUE for 7999 and the default for an unknown code", () => {
    expect(recoveryFailure(new ApiError("7999", "Boom"), "unlockAccount")).toEqual({ key: "errors.GENERAL_ISSUE" });
    expect(recoveryFailure(new ApiError("9123", ""), "unlockAccount")).toEqual({ key: "errors.UNLOCK_ACCOUNT_FAILED" });
  });
});
