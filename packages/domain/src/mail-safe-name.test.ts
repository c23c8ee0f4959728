import { describe, expect, it } from "vitest";
import { isMailSafeName, mailSafeName } from "./mail-safe-name.ts";

describe("isMailSafeName", () => {
  it.each(["Dana", "Jean-Pierre", "O'Brien", "J. R.", "A.J.", "Émilie", "St. Laurent", "", "Dana & Sam"])("accepts %j", (name) => {
    expect(isMailSafeName(name)).toBe(true);
  });
  it.each(["http://evil.test", "https:/x", "www.evil", "evil.example", "Dana <b>", "see EVIL.COM now", "ｗｗｗ．evil"])(
    "refuses %j",
    (name) => {
      expect(isMailSafeName(name)).toBe(false);
    },
  );
});

describe("mailSafeName", () => {
  it("leaves a plain name as it is", () => {
    expect(mailSafeName("Jean-Pierre O'Brien")).toBe("Jean-Pierre O'Brien");
  });
  it("breaks what a mail client would turn into a link", () => {
    const shown = mailSafeName("Dana http://www.evil.example/pay");
    expect(isMailSafeName(shown)).toBe(true);
    expect(shown).not.toContain(":");
    expect(shown).not.toContain("/");
  });
});
