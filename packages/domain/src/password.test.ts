import { describe, it, expect } from "vitest";
import {
  PASSWORD_CONFIRM_MISMATCH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  hasRepetitivePattern,
  isValidOtpPassword,
  isValidPassword,
  metOtpPasswordRules,
  metPasswordRules,
  otpPasswordChecklist,
  passwordChecklist,
  otpPasswordFailures,
  otpPasswordSchema,
  passwordFailures,
  passwordMatchesConfirmation,
  passwordSchema,
} from "./password.ts";

const GOOD = "Carport#2x9"; // 11 chars, digit, uppercase, special, no run

describe("password constants", () => {
  it("are 8 and 64", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(64);
  });
  it("list the rule keys in a stable order", () => {
    expect(PASSWORD_RULES).toEqual(["minLength", "maxLength", "number", "uppercase", "special", "forbidden", "repetitive"]);
  });
});

describe("passwordFailures", () => {
  it("is empty for a good password", () => {
    expect(passwordFailures(GOOD)).toEqual([]);
    expect(isValidPassword(GOOD)).toBe(true);
  });

  it("lists every rule for an empty string except maxLength, forbidden and repetitive", () => {
    expect(passwordFailures("")).toEqual(["minLength", "number", "uppercase", "special"]);
  });

  describe("length", () => {
    it("refuses 7 characters and accepts 8", () => {
      expect(passwordFailures("Ab1!xz7")).toEqual(["minLength"]);
      expect(passwordFailures("Ab1!xz7q")).toEqual([]);
    });
    it("accepts 64 characters and refuses 65", () => {
      const base = "Ab1!" + "xq".repeat(30); // 64, no runs
      expect(base).toHaveLength(64);
      expect(passwordFailures(base)).toEqual([]);
      expect(passwordFailures(base + "w")).toEqual(["maxLength"]);
    });
    it("counts an emoji as one character", () => {
      const pw = "Ab1xz7q😀"; // 8 code points, 9 UTF-16 units; emoji is the special character
      expect(passwordFailures(pw)).toEqual([]);
      expect(passwordFailures("Ab1xz7😀")).toEqual(["minLength"]);
    });
  });

  describe("number", () => {
    it("needs an ASCII digit", () => {
      expect(passwordFailures("Xabcx!zqw")).toEqual(["number", "repetitive"]);
      expect(passwordFailures("Abdx!zqwe")).toEqual(["number"]);
      expect(passwordFailures("Abdx!zqw٣")).toContain("number");
    });
  });

  describe("uppercase", () => {
    it("needs an upper-case letter", () => {
      expect(passwordFailures("carport#2x9")).toEqual(["uppercase"]);
    });
    it("counts accented upper-case letters", () => {
      expect(passwordFailures("Écarport#2x9")).toEqual([]);
    });
  });

  describe("special", () => {
    it("needs a character that is neither letter nor digit", () => {
      expect(passwordFailures("Carport2x9")).toEqual(["special"]);
    });
    it.each([
      "!",
      "#",
      "$",
      "%",
      "&",
      "*",
      "(",
      ")",
      "-",
      "_",
      "+",
      "=",
      "[",
      "]",
      "{",
      "}",
      "|",
      "\\",
      ":",
      ";",
      ",",
      ".",
      "?",
      "/",
      "~",
      "^",
      "@",
      "€",
      "…",
    ])("counts %s as special", (ch) => {
      expect(passwordFailures(`Carpor${ch}2x9`)).toEqual([]);
    });
    it("does not count accented letters as special", () => {
      expect(passwordFailures("Carportéé2x9")).toEqual(["special"]);
    });
    it("does not count a forbidden character as the special one", () => {
      expect(passwordFailures("Carport<2x9")).toEqual(["special", "forbidden"]);
    });
  });

  describe("forbidden", () => {
    it.each([
      [" ", "space"],
      ["\t", "tab"],
      ["\n", "newline"],
      ["\r", "carriage return"],
      ["\u00a0", "no-break space"],
      ["\u0000", "NUL"],
      ["\u0007", "bell"],
      ["\u007f", "DEL"],
      ["\u200b", "zero-width space"],
      ["<", "<"],
      [">", ">"],
      ['"', "double quote"],
      ["'", "single quote"],
      ["`", "backtick"],
    ])("refuses %j (%s)", (ch) => {
      expect(passwordFailures(`Carport#2x9${ch}`)).toEqual(["forbidden"]);
    });
  });

  describe("repetitive", () => {
    it("refuses the same character three times", () => {
      expect(passwordFailures("Carport#2x999")).toEqual(["repetitive"]);
      expect(passwordFailures("Carrrport#2x9")).toEqual(["repetitive"]);
      expect(passwordFailures("Carport###2x9")).toEqual(["repetitive"]);
    });
    it("accepts the same character twice", () => {
      expect(passwordFailures("Carrport#2x99")).toEqual([]);
    });
    it("refuses ascending and descending runs of three", () => {
      expect(passwordFailures("Carport#123x")).toEqual(["repetitive"]);
      expect(passwordFailures("Carport#321x")).toEqual(["repetitive"]);
      expect(passwordFailures("Xabcport#2x9")).toEqual(["repetitive"]);
      expect(passwordFailures("Xcbaport#2x9")).toEqual(["repetitive"]);
      expect(passwordFailures("XYZport#2x9")).toEqual(["repetitive"]);
    });
  });
});

describe("hasRepetitivePattern", () => {
  it.each([
    "aaa",
    "AAA",
    "111",
    "!!!",
    "   ",
    "abc",
    "xyz",
    "cba",
    "zyx",
    "ABC",
    "XYZ",
    "CBA",
    "012",
    "789",
    "210",
    "987",
    "ab123cd",
    "q1abcz",
    "éééx",
    "😀😀😀",
  ])("finds a pattern in %j", (value) => {
    expect(hasRepetitivePattern(value)).toBe(true);
  });
  it.each([
    "",
    "a",
    "aa",
    "ab",
    "abd",
    "aab",
    "acb",
    "aBc",
    "AbC",
    "89:",
    "yz{",
    "/01",
    "135",
    "246",
    "a1b2c3",
    "90a",
    "za",
    "azb",
    "aAa",
    "xq1!xq",
  ])("finds no pattern in %j", (value) => {
    expect(hasRepetitivePattern(value)).toBe(false);
  });
  it("does not wrap around 9 to 0 or z to a", () => {
    expect(hasRepetitivePattern("890")).toBe(false);
    expect(hasRepetitivePattern("yza")).toBe(false);
  });
});

describe("passwordSchema", () => {
  it("parses a valid password unchanged", () => {
    expect(passwordSchema.parse(GOOD)).toBe(GOOD);
  });
  it("reports each broken rule as an issue message", () => {
    const result = passwordSchema.safeParse("abc");
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(["minLength", "number", "uppercase", "special", "repetitive"]);
  });
  it("refuses a non-string", () => {
    const result = passwordSchema.safeParse(undefined);
    expect(result.error?.issues[0]?.message).toBe("minLength");
  });
});

describe("one-time-code password", () => {
  it("needs a letter and a digit", () => {
    expect(otpPasswordFailures("abc1")).toEqual([]);
    expect(otpPasswordFailures("1234")).toEqual(["letter"]);
    expect(otpPasswordFailures("abcd")).toEqual(["number"]);
    expect(otpPasswordFailures("")).toEqual(["letter", "number"]);
  });
  it("counts accented letters as letters", () => {
    expect(otpPasswordFailures("é1")).toEqual([]);
  });
  it("refuses whitespace anywhere", () => {
    expect(otpPasswordFailures("abc 1")).toEqual(["whitespace"]);
    expect(otpPasswordFailures(" abc1")).toEqual(["whitespace"]);
    expect(otpPasswordFailures("abc1\t")).toEqual(["whitespace"]);
    expect(otpPasswordFailures("abc1\n")).toEqual(["whitespace"]);
    expect(otpPasswordFailures("   ")).toEqual(["letter", "number", "whitespace"]);
  });
  it("does not apply the full password rules", () => {
    expect(isValidOtpPassword("aaa1")).toBe(true);
    expect(isValidOtpPassword("a1<")).toBe(true);
    expect(isValidOtpPassword("a 1")).toBe(false);
  });
  it("has a schema whose messages are the rule keys", () => {
    expect(otpPasswordSchema.parse("abc1")).toBe("abc1");
    expect(otpPasswordSchema.safeParse("ab c").error?.issues.map((i) => i.message)).toEqual(["number", "whitespace"]);
    expect(otpPasswordSchema.safeParse(null).error?.issues[0]?.message).toBe("letter");
  });
});

describe("passwordMatchesConfirmation", () => {
  it("is true only for an exact repeat", () => {
    expect(passwordMatchesConfirmation(GOOD, GOOD)).toBe(true);
    expect(passwordMatchesConfirmation(GOOD, GOOD.toLowerCase())).toBe(false);
    expect(passwordMatchesConfirmation(GOOD, GOOD + " ")).toBe(false);
    expect(passwordMatchesConfirmation("", "")).toBe(true);
  });
  it("has a stable mismatch key", () => {
    expect(PASSWORD_CONFIRM_MISMATCH).toBe("confirmMismatch");
  });
});

describe("the rules a live checklist shows as met", () => {
  it("are none for an empty field, though it breaks no rule about what a password must not hold", () => {
    expect(passwordFailures("")).not.toContain("forbidden");
    expect(metPasswordRules("")).toEqual([]);
    expect(metOtpPasswordRules("")).toEqual([]);
  });
  it("are the rules not broken once something is typed", () => {
    expect(metPasswordRules("abc")).toEqual(["maxLength", "forbidden"]);
    expect(metPasswordRules(GOOD)).toEqual(PASSWORD_RULES);
    expect(metOtpPasswordRules("a b")).toEqual(["letter"]);
  });
});

describe("password checklists", () => {
  it("list every rule in order, none met while the field is empty", () => {
    expect(passwordChecklist("")).toEqual(PASSWORD_RULES.map((rule) => ({ rule, met: false })));
    expect(otpPasswordChecklist("")).toEqual([
      { rule: "letter", met: false },
      { rule: "number", met: false },
      { rule: "whitespace", met: false },
    ]);
  });

  it("mark the rules a typed password meets", () => {
    expect(passwordChecklist(GOOD).every((check) => check.met)).toBe(true);
    expect(
      otpPasswordChecklist("a b")
        .filter((check) => check.met)
        .map((check) => check.rule),
    ).toEqual(["letter"]);
  });
});
