import { describe, expect, it } from "vitest";
import { ApiError, TRANSPORT_ERROR } from "../api/api-error.ts";
import { errorMessageFor } from "./error-messages.ts";

describe("the message of a failed call", () => {
  it("is the screen's own default for a transport failure, whichever the screen", () => {
    const offline = new ApiError(TRANSPORT_ERROR, "");
    expect(errorMessageFor(offline)).toEqual({ key: "errors.GENERAL_ISSUE" });
    expect(errorMessageFor(offline, "errors.AUTHENTICATION_FAILED")).toEqual({ key: "errors.AUTHENTICATION_FAILED" });
    expect(errorMessageFor(offline, "remote.messages.PREVIOUS_REQUEST_WAS_FAILED")).toEqual({
      key: "remote.messages.PREVIOUS_REQUEST_WAS_FAILED",
    });
  });

  it("is GENERAL_ISSUE for 7999, then the server's text, then the code's text, then the default", () => {
    const fallback = "errors.PASSWORD_RESET_FAILED" as const;
    expect(errorMessageFor(new ApiError("7999", "Boom"), fallback)).toEqual({ key: "errors.GENERAL_ISSUE" });
    expect(errorMessageFor(new ApiError("7404", "Wrong password, says the server."), fallback)).toEqual({
      text: "Wrong password, says the server.",
    });
    expect(errorMessageFor(new ApiError("7404", ""), fallback)).toEqual({ key: "errors.7404" });
    expect(errorMessageFor(new ApiError("9123", ""), fallback)).toEqual({ key: fallback });
    expect(errorMessageFor(new Error("not an API error"), fallback)).toEqual({ key: fallback });
  });
});
