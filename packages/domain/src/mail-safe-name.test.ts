import { describe, expect, it } from "vitest";
import { isMailSafeName, mailSafeName, mailUnsafeReason, NAME_LINK_REASON, NAME_PHONE_REASON } from "./mail-safe-name.ts";

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

describe("spelled-out links and phone numbers (issue 54)", () => {
  it.each(["evil dot com", "Visit evil[.]com", "evil (dot) example", "pay me [at] evil", "win@evil", "prize point ca"])(
    "refuses the spelled-out link %j",
    (name) => {
      expect(mailUnsafeReason(name)).toBe(NAME_LINK_REASON);
      expect(isMailSafeName(name)).toBe(false);
    },
  );
  it.each(["call 555-123-4567", "+1 (514) 555 0199", "5145550199", "514.555.0199"])("refuses the phone number %j", (name) => {
    expect(mailUnsafeReason(name)).toBe(NAME_PHONE_REASON);
  });
  it.each(["Dorothy", "Jean-Luc Côté", "Anne-Marie O'Neil", "Louis 14", "Dot", "Ana Dot"])("keeps the name %j", (name) => {
    expect(mailUnsafeReason(name)).toBeNull();
  });
  it("defuses a name saved before the rule: no digits, brackets or at sign reach the mail", () => {
    expect(mailSafeName("Call 555-123-4567 evil[.]com")).not.toMatch(/\d|\[|@/);
  });
});
