import type { RemoteTransaction } from "@carport/protocol";
import { describe, expect, it } from "vitest";
import { ApiError, TRANSPORT_ERROR } from "../../api/api-error.ts";
import { commandRefusal, pinProblem, transactionOutcome } from "./command-outcome.ts";

const base: RemoteTransaction = {
  apiCode: "doorLock",
  apiStartDate: "20260101120000",
  apiEndDate: "",
  apiResult: "P",
  apiStatusCode: "null",
};

describe("command outcome", () => {
  it("is unknown while the command is pending", () => {
    expect(transactionOutcome(base, "doorLock")).toBeNull();
  });

  it("is the command's success message when the vehicle carried it out", () => {
    const done = { ...base, apiResult: "C" as const, apiStatusCode: "0000", apiEndDate: "20260101120001" };
    expect(transactionOutcome(done, "doorLock")).toEqual({ kind: "success", message: { key: "remote.messages.DOOR_LOCK_SUCCESS" } });
    expect(transactionOutcome(done, "lights")).toEqual({ kind: "success", message: { key: "remote.messages.LIGHTS_SUCCESS" } });
    expect(transactionOutcome(done, "engineStop")).toEqual({
      kind: "success",
      message: { key: "remote.messages.ENGINE_START_CANCEL_SUCCESS" },
    });
  });

  it("is the failure reason, else PREVIOUS_REQUEST_WAS_FAILED, when the command failed", () => {
    const failed = { ...base, apiResult: "C" as const, apiStatusCode: "7703", apiFailureReason: "The vehicle did not answer in time." };
    expect(transactionOutcome(failed, "doorLock")).toEqual({ kind: "failure", message: { text: "The vehicle did not answer in time." } });
    const { apiFailureReason: _omitted, ...bare } = failed;
    expect(transactionOutcome(bare, "doorLock")).toEqual({
      kind: "failure",
      message: { key: "remote.messages.PREVIOUS_REQUEST_WAS_FAILED" },
    });
  });
});

describe("refused command calls", () => {
  it("open the remote error pages for 7700, 7701 and 7702", () => {
    expect(commandRefusal(new ApiError("7700", "x"))).toEqual({ kind: "redirect", to: "/remote/error/anothersession" });
    expect(commandRefusal(new ApiError("7701", "x"))).toEqual({ kind: "redirect", to: "/remote/error/dailylimit" });
    expect(commandRefusal(new ApiError("7702", "x"))).toEqual({ kind: "redirect", to: "/remote/error/notenrolled" });
  });

  it("ask for the PIN again on 7317", () => {
    expect(commandRefusal(new ApiError("7317", ""))).toEqual({ kind: "reauthorize", message: { key: "errors.7317" } });
  });

  it("leave session errors and a vanished vehicle to the global handling", () => {
    expect(commandRefusal(new ApiError("7403", ""))).toEqual({ kind: "handled" });
    expect(commandRefusal(new ApiError("7202", ""))).toEqual({ kind: "handled" });
  });

  it("show the server's text, else the code's text, else (a transport failure too) PREVIOUS_REQUEST_WAS_FAILED", () => {
    expect(commandRefusal(new ApiError("7705", "Not for this vehicle."))).toEqual({
      kind: "message",
      message: { text: "Not for this vehicle." },
    });
    expect(commandRefusal(new ApiError("7705", ""))).toEqual({ kind: "message", message: { key: "errors.7705" } });
    expect(commandRefusal(new ApiError("9999", ""))).toEqual({
      kind: "message",
      message: { key: "remote.messages.PREVIOUS_REQUEST_WAS_FAILED" },
    });
    expect(commandRefusal(new ApiError(TRANSPORT_ERROR, ""))).toEqual({
      kind: "message",
      message: { key: "remote.messages.PREVIOUS_REQUEST_WAS_FAILED" },
    });
  });
});

describe("refused PINs", () => {
  it("show the server's message for 7310-7315 and keep the popup usable", () => {
    expect(pinProblem(new ApiError("7311", "Incorrect PIN. 3 attempts left."))).toEqual({
      message: { text: "Incorrect PIN. 3 attempts left." },
      locked: false,
    });
    expect(pinProblem(new ApiError("7315", ""))).toEqual({ message: { key: "errors.7315" }, locked: false });
  });

  it("lock the popup on 7316", () => {
    expect(pinProblem(new ApiError("7316", ""))).toEqual({ message: { key: "errors.7316" }, locked: true });
  });

  it("leave session errors to the global handling", () => {
    expect(pinProblem(new ApiError("7602", ""))).toBeNull();
  });
});
