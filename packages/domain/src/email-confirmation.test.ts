import { describe, expect, it } from "vitest";
import { emailConfirmationCodeSchema, isConfirmationCodeShaped, normalizeConfirmationCode } from "./email-confirmation.ts";

describe("the e-mail confirmation code", () => {
  it("is six digits, as typed with spaces or a dash between groups", () => {
    expect(normalizeConfirmationCode(" 042 137 ")).toBe("042137");
    for (const typed of ["042137", "042 137", "042-137"]) expect(isConfirmationCodeShaped(typed), typed).toBe(true);
    for (const typed of ["", "42137", "0421370", "04213a", "①②③④⑤⑥"]) expect(isConfirmationCodeShaped(typed), typed).toBe(false);
  });

  it("is checked by the server's schema, naming CODE_FORMAT", () => {
    expect(emailConfirmationCodeSchema.parse("042 137")).toBe("042137");
    const refused = emailConfirmationCodeSchema.safeParse("12ab");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("CODE_FORMAT");
  });
});
