import { describe, expect, it } from "vitest";
import { BRAND_NAMES, BRAND_CODES } from "@carport/protocol";
import { renderMail } from "./mail-render.ts";
import { accountMailContent, signInCodeTextMessage, type AccountMail } from "./mail-texts.ts";

const FRAUD = "https://hacc.example/reportFraud/abc";
const MAILS: AccountMail[] = [
  { kind: "signInCode", code: "042137", minutes: 10, fraudLink: FRAUD },
  { kind: "passwordReset", resetLink: "https://hacc.example/resetpw/a%40b.ca?pin=xyz", minutes: 60 },
  { kind: "passwordResetCode", code: "042137", minutes: 10 },
  { kind: "unlockCode", code: "042137", unlockLink: "https://hacc.example/unlockAccount?loginId=a%40b.ca&lang=0", minutes: 1440 },
  { kind: "fraudNotice", code: "042137", unlockLink: "https://hacc.example/unlockAccount", minutes: 1440, fraudLink: FRAUD },
  { kind: "newDevice", signedInAt: new Date("2026-03-01T14:05:00Z"), clientIp: "203.0.113.9", fraudLink: FRAUD },
  { kind: "emailConfirmation", code: "042137", confirmLink: "https://hacc.example/confirmEmail?code=042137&lang=0", minutes: 1440 },
  {
    kind: "passwordChanged",
    changedAt: new Date("2026-03-01T14:05:00Z"),
    clientIp: "203.0.113.9",
    forgotLink: "https://hacc.example/forgotpw",
  },
  { kind: "pinChanged", changedAt: new Date("2026-03-01T14:05:00Z"), clientIp: "203.0.113.9", forgotLink: "https://hacc.example/forgotpw" },
  {
    kind: "notificationEmailChanged",
    changedAt: new Date("2026-03-01T14:05:00Z"),
    clientIp: "203.0.113.9",
    newAddress: "new@example.ca",
    forgotLink: "https://hacc.example/forgotpw",
  },
];

describe("account mails", () => {
  it("exist for every kind, brand and language, with the brand's name and every code and link", () => {
    for (const brand of BRAND_CODES) {
      for (const language of [0, 1] as const) {
        const subjects = new Set<string>();
        for (const mail of MAILS) {
          const rendered = renderMail(accountMailContent(mail, { brand, language, firstName: "Zoé" }), language);
          subjects.add(rendered.subject);
          expect(rendered.subject).toContain(BRAND_NAMES[brand]);
          expect(rendered.text).toContain(language === 1 ? "Bonjour Zoé," : "Hello Zoé,");
          expect(rendered.text).not.toMatch(/undefined|NaN|\[object/);
          for (const value of Object.values(mail)) {
            if (typeof value === "string" && value !== mail.kind) expect(rendered.text, `${mail.kind} ${language}`).toContain(value);
            if (typeof value === "string" && value.startsWith("https://"))
              expect(rendered.html).toContain(`href="${value.replace(/&/g, "&amp;")}"`);
          }
          expect(rendered.html).toContain(`<html lang="${language === 1 ? "fr" : "en"}">`);
        }
        expect(subjects.size).toBe(MAILS.length);
      }
    }
  });

  it("words durations and dates in the mail's language", () => {
    const english = renderMail(accountMailContent(MAILS[3]!, { brand: "kci", language: 0, firstName: "" }), 0).text;
    expect(english).toContain("expires in 24 hours");
    expect(english).toContain("Hello,");
    const french = renderMail(accountMailContent(MAILS[5]!, { brand: "gen", language: 1, firstName: "Zoé" }), 1).text;
    expect(french).toContain("le 1 mars 2026 à 14 h 05 UTC");
    expect(renderMail(accountMailContent(MAILS[1]!, { brand: "gen", language: 1, firstName: "" }), 1).text).toContain(
      "expire dans 1 heure.",
    );
  });

  it("escapes what it puts into HTML", () => {
    const rendered = renderMail(accountMailContent(MAILS[0]!, { brand: "hacc", language: 0, firstName: "<b>Eve</b>" }), 0);
    expect(rendered.html).not.toContain("<b>Eve</b>");
    expect(rendered.html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
  });

  it("keeps the sign-in code text message short, in both languages", () => {
    expect(signInCodeTextMessage("042137", 10, "hacc", 0)).toBe(
      "Halcyon Connect: your sign-in code is 042137. It expires in 10 minutes. Never share it.",
    );
    expect(signInCodeTextMessage("042137", 10, "kci", 1)).toBe(
      "Kestrel Connect : votre code de connexion est 042137. Il expire dans 10 minutes. Ne le communiquez jamais.",
    );
    // GSM 7-bit characters only, so it goes as one 160-character part.
    for (const brand of BRAND_CODES)
      for (const language of [0, 1] as const) expect(signInCodeTextMessage("042137", 10, brand, language)).toMatch(/^[\x20-\x7e]+$/);
  });

  it("set French punctuation off with no-break spaces in mails: before : ; ? ! and inside « »", () => {
    const plainSpacing = /(?:^|[^\u00a0\u202f])[:;?!](?=\s|$)|«(?!\u00a0)|(?<!\u00a0)»/m;
    for (const brand of BRAND_CODES) {
      for (const mail of MAILS) {
        const rendered = renderMail(accountMailContent(mail, { brand, language: 1, firstName: "Zoé" }), 1);
        expect(rendered.subject, mail.kind).not.toMatch(plainSpacing);
        expect(rendered.text, mail.kind).not.toMatch(plainSpacing);
      }
    }
  });
});
