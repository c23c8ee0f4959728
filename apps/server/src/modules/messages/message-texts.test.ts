import { describe, expect, it } from "vitest";
import { renderInboxMessage } from "./message-texts.ts";

describe("an inbox message's words", () => {
  it("writes the charge reached as each language does: '80%' in English, '80 %' in French", () => {
    const message = { message_key: "CHARGE_COMPLETE", detail: "80", api_code: null };
    expect(renderInboxMessage(message, 0).content).toMatch(/ \(80%\)$/);
    expect(renderInboxMessage(message, 1).content).toMatch(/ \(80\u00a0%\)$/);
  });
});
