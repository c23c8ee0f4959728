import { BRAND_NAMES, type BrandCode, type LanguageId } from "@carport/protocol";
import { localeOf, textsOf } from "../texts/server-texts.ts";
import type { MailBlock, MailContent } from "./mail-render.ts";

/** Every mail the portal sends about an account's security, with what each one needs. */
export type AccountMail =
  | { kind: "signInCode"; code: string; minutes: number; fraudLink: string }
  | { kind: "passwordReset"; resetLink: string; minutes: number }
  | { kind: "passwordResetCode"; code: string; minutes: number }
  | { kind: "unlockCode"; code: string; unlockLink: string; minutes: number }
  | { kind: "fraudNotice"; code: string; unlockLink: string; minutes: number; fraudLink: string }
  | { kind: "newDevice"; signedInAt: Date; clientIp: string; fraudLink: string }
  | { kind: "emailConfirmation"; code: string; confirmLink: string; minutes: number }
  | { kind: "passwordChanged"; changedAt: Date; clientIp: string; forgotLink: string }
  | { kind: "pinChanged"; changedAt: Date; clientIp: string; forgotLink: string }
  | { kind: "notificationEmailChanged"; changedAt: Date; clientIp: string; newAddress: string; forgotLink: string }
  | { kind: "carTakenByProof"; nickname: string; vinLast4: string; proof: "dealerToken" | "inCar" };

export type MailKind = AccountMail["kind"];

/** Who the mail is for: the brand it speaks for, the account's language and first name. */
export interface MailRecipient {
  brand: BrandCode;
  language: LanguageId;
  firstName: string;
}

/** A moment as the mail states it, in UTC (the account has no time zone). */
function when(date: Date, language: LanguageId): string {
  const text = new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(date);
  return `${text} UTC`;
}

const p = (text: string): MailBlock => ({ kind: "paragraph", text });
const code = (text: string): MailBlock => ({ kind: "code", text });
const link = (label: string, href: string): MailBlock => ({ kind: "link", label, href });

/** "Hello {first name}," in the recipient's language ("Hello," without a name). */
export function greeting(to: MailRecipient): MailBlock {
  return p(textsOf(to.language).mail.greeting(to.firstName.trim()));
}

/** The brand team's signature and the "do not reply" line, in the recipient's language. */
export function signature(to: MailRecipient): MailBlock[] {
  const t = textsOf(to.language).mail;
  return [p(t.team(BRAND_NAMES[to.brand])), p(t.noReply)];
}

function mailBody(mail: AccountMail, brand: string, language: LanguageId): MailContent {
  const t = textsOf(language).mail;
  const at = (date: Date) => when(date, language);
  switch (mail.kind) {
    case "signInCode":
      return {
        subject: t.signInCode.subject(brand),
        blocks: [
          p(t.signInCode.intro(brand)),
          code(mail.code),
          p(t.codeExpiresOnce(t.duration(mail.minutes))),
          p(t.signInCode.ifNotYou),
          link(t.signInCode.report, mail.fraudLink),
        ],
      };
    case "passwordReset":
      return {
        subject: t.passwordReset.subject(brand),
        blocks: [
          p(t.passwordReset.intro(brand)),
          link(t.resetMyPassword, mail.resetLink),
          p(t.passwordReset.expires(t.duration(mail.minutes))),
          p(t.notAsked),
        ],
      };
    case "passwordResetCode":
      return {
        subject: t.passwordResetCode.subject(brand),
        blocks: [p(t.passwordResetCode.intro(brand)), code(mail.code), p(t.codeExpiresOnce(t.duration(mail.minutes))), p(t.notAsked)],
      };
    case "unlockCode":
      return {
        subject: t.unlockCode.subject(brand),
        blocks: [
          p(t.unlockCode.intro(brand)),
          code(mail.code),
          link(t.unlockMyAccount, mail.unlockLink),
          p(t.unlockCode.expires(t.duration(mail.minutes))),
          p(t.unlockCode.notYours),
        ],
      };
    case "fraudNotice":
      return {
        subject: t.fraudNotice.subject(brand),
        blocks: [
          p(t.fraudNotice.intro(brand)),
          p(t.fraudNotice.whenReady),
          code(mail.code),
          link(t.unlockMyAccount, mail.unlockLink),
          p(t.fraudNotice.expires(t.duration(mail.minutes))),
          p(t.fraudNotice.signOutIntro),
          link(t.fraudNotice.signOut, mail.fraudLink),
        ],
      };
    case "newDevice":
      return {
        subject: t.newDevice.subject(brand),
        blocks: [
          p(t.newDevice.intro(brand, at(mail.signedInAt), mail.clientIp)),
          p(t.ifYou),
          p(t.newDevice.notYou),
          link(t.newDevice.report, mail.fraudLink),
        ],
      };
    case "emailConfirmation":
      return {
        subject: t.emailConfirmation.subject(brand),
        blocks: [
          p(t.emailConfirmation.intro(brand)),
          code(mail.code),
          p(t.emailConfirmation.orLink),
          link(t.emailConfirmation.confirm, mail.confirmLink),
          p(t.emailConfirmation.expires(t.duration(mail.minutes))),
          p(t.emailConfirmation.notCreated),
        ],
      };
    case "passwordChanged":
      return {
        subject: t.passwordChanged.subject(brand),
        blocks: [
          p(t.passwordChanged.intro(brand, at(mail.changedAt), mail.clientIp)),
          p(t.ifYou),
          p(t.passwordChanged.ifNot),
          link(t.resetMyPassword, mail.forgotLink),
        ],
      };
    case "pinChanged":
      return {
        subject: t.pinChanged.subject(brand),
        blocks: [
          p(t.pinChanged.intro(brand, at(mail.changedAt), mail.clientIp)),
          p(t.ifYou),
          p(t.pinChanged.ifNot),
          link(t.resetMyPassword, mail.forgotLink),
        ],
      };
    case "notificationEmailChanged":
      return {
        subject: t.notificationEmailChanged.subject(brand),
        blocks: [
          p(t.notificationEmailChanged.intro(brand, mail.newAddress, at(mail.changedAt), mail.clientIp)),
          p(t.ifYou),
          p(t.notificationEmailChanged.ifNot),
          link(t.resetMyPassword, mail.forgotLink),
        ],
      };
    case "carTakenByProof":
      return {
        subject: t.carTakenByProof.subject(brand),
        blocks: [
          p(t.carTakenByProof.intro(brand, mail.nickname, mail.vinLast4)),
          p(mail.proof === "inCar" ? t.carTakenByProof.whyInCar : t.carTakenByProof.whyDealerToken),
          p(t.carTakenByProof.ifNot),
        ],
      };
  }
}

/** The mail's subject and body in the recipient's language, greeting and signature included. */
export function accountMailContent(mail: AccountMail, to: MailRecipient): MailContent {
  const content = mailBody(mail, BRAND_NAMES[to.brand], to.language);
  return { subject: content.subject, blocks: [greeting(to), ...content.blocks, ...signature(to)] };
}

/**
 * The text message carrying a sign-in code (short: no link). Plain spaces only, even in French: a
 * no-break space is outside the GSM 7-bit alphabet and would send it as UCS-2, in two parts.
 */
export function signInCodeTextMessage(codeText: string, minutes: number, brand: BrandCode, language: LanguageId): string {
  const t = textsOf(language).mail;
  return t.signInCodeTextMessage(BRAND_NAMES[brand], codeText, t.duration(minutes));
}
