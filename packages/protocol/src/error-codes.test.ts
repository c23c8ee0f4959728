import { describe, expect, it } from "vitest";
import { ERROR_CODES, invalidFieldDescription } from "./error-codes.ts";

/** A plain space, or none, where French typography wants a no-break one: before : ; ? ! and inside « ». */
const PLAIN_SPACING = /(?:^|[^\u00a0\u202f])[:;?!](?=\s|$)|«(?!\u00a0)|(?<!\u00a0)»/;

describe("French error descriptions", () => {
  it("set their punctuation off with no-break spaces", () => {
    for (const [code, { fr }] of Object.entries(ERROR_CODES)) expect(fr, code).not.toMatch(PLAIN_SPACING);
  });

  it("name the refused field the French way, and the English one unchanged", () => {
    expect(invalidFieldDescription("preferredDealer", "UNKNOWN_DEALER", 1)).toBe(
      "Requête invalide\u00a0: champ «\u00a0preferredDealer\u00a0»\u00a0: UNKNOWN_DEALER",
    );
    expect(invalidFieldDescription("preferredDealer", "UNKNOWN_DEALER", 0)).toBe(
      "Invalid request: field 'preferredDealer': UNKNOWN_DEALER",
    );
  });
});
