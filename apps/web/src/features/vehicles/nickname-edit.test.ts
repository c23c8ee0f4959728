import { describe, expect, it } from "vitest";
import { nicknameSaveDecision } from "./nickname-edit.ts";

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
