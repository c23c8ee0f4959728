import { invalidFieldDescription } from "@carport/protocol";
import { describe, expect, it } from "vitest";
import { ApiError, invalidFieldOf } from "./api-error.ts";

describe("invalid request details", () => {
  it("name the field and reason in English and French", () => {
    expect(invalidFieldOf(new ApiError("7998", "Invalid request: field 'serviceDate': DATE_IN_FUTURE"))).toEqual({
      field: "serviceDate",
      reason: "DATE_IN_FUTURE",
    });
    expect(invalidFieldOf(new ApiError("7998", invalidFieldDescription("reportId", "MVR_NOT_FOUND", 1)))).toEqual({
      field: "reportId",
      reason: "MVR_NOT_FOUND",
    });
  });

  it("are null for other errors", () => {
    expect(invalidFieldOf(new ApiError("7999", "Invalid request: field 'x': Y"))).toBeNull();
    expect(invalidFieldOf(new ApiError("7998", "Invalid request."))).toBeNull();
    expect(invalidFieldOf(new Error("boom"))).toBeNull();
  });
});
