import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { nicknameErrorPage, nicknameSaveDecision } from "./nickname-edit.ts";

describe("saving a nickname", () => {
  it("refuses an empty name with the emptyNick text", () => {
    expect(nicknameSaveDecision("Aurora", "   ")).toEqual({ kind: "invalid", message: "overview.nickname.emptyNick" });
  });

  it("refuses more than 15 characters", () => {
    expect(nicknameSaveDecision("Aurora", "A very long nickname")).toEqual({ kind: "invalid", message: "overview.nickname.tooLong" });
    expect(nicknameSaveDecision("Aurora", "Exactly fifteen").kind).toBe("save");
  });

  it("just closes the edit when the name is unchanged, spaces aside", () => {
    expect(nicknameSaveDecision("Aurora", " Aurora ")).toEqual({ kind: "unchanged" });
  });

  it("saves the trimmed new name", () => {
    expect(nicknameSaveDecision("Aurora", "  Polaris ")).toEqual({ kind: "save", nickName: "Polaris" });
  });
});

describe("a refused rename", () => {
  it("leads to the special error page for an account lock (7402, 7530), else stays in the editor", () => {
    expect(nicknameErrorPage(new ApiError("7402", ""))).toBe("/error?code=7402");
    expect(nicknameErrorPage(new ApiError("7530", ""))).toBe("/error?code=7530");
    expect(nicknameErrorPage(new ApiError("7998", "Invalid request: field 'nickName': emptyNick"))).toBeNull();
    expect(nicknameErrorPage(new Error("offline"))).toBeNull();
  });
});
