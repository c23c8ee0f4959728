import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { addRequestOf, EMPTY_DRAFT, fieldProblemOf, fieldsOf, hintKeyOf, testOutcomeKey } from "./receivers-view.ts";

describe("the receivers form", () => {
  it("shows ntfy's topic and no topic for the others", () => {
    expect(fieldsOf("ntfy")).toEqual(["url", "topic", "token", "label"]);
    expect(fieldsOf("webhook")).toEqual(["url", "token", "label"]);
    expect(fieldsOf("gotify")).toEqual(["url", "token", "label"]);
    expect(hintKeyOf("gotify", "token")).toBe("account.receivers.hints.gotify.token");
    expect(hintKeyOf("webhook", "topic")).toBeNull();
  });

  it("sends only what the kind takes, trimmed", () => {
    expect(addRequestOf({ ...EMPTY_DRAFT, url: " https://h.example.com/x ", topic: "ignored" })).toEqual({
      kind: "webhook",
      url: "https://h.example.com/x",
    });
    expect(addRequestOf({ kind: "ntfy", label: " Phone ", url: "https://ntfy.sh", topic: " cars ", token: "tk_1" })).toEqual({
      kind: "ntfy",
      label: "Phone",
      url: "https://ntfy.sh",
      topic: "cars",
      token: "tk_1",
    });
  });

  it("puts a refusal under the field it names, in either language", () => {
    expect(fieldProblemOf(new ApiError("7998", "Invalid request: field 'url': ADDRESS_NOT_PUBLIC", 400))).toEqual({
      field: "url",
      key: "account.receivers.errors.ADDRESS_NOT_PUBLIC",
    });
    expect(fieldProblemOf(new ApiError("7998", "Requête invalide\u00a0: champ «\u00a0topic\u00a0»\u00a0: REQUIRED", 400))).toEqual({
      field: "topic",
      key: "account.receivers.errors.REQUIRED",
    });
    expect(fieldProblemOf(new ApiError("7852", "", 400))).toBeNull();
    expect(fieldProblemOf(new Error("network"))).toBeNull();
  });

  it("says how a test went", () => {
    expect(testOutcomeKey("delivered")).toBe("account.receivers.test.delivered");
    expect(testOutcomeKey("retrying")).toBe("account.receivers.test.retrying");
    expect(testOutcomeKey("refused")).toBe("account.receivers.test.refused");
  });
});
