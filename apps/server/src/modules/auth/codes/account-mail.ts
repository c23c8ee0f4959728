import type { LanguageId } from "@carport/protocol";
import type { LinkBuilder } from "../../../mail/links.ts";
import { renderMail } from "../../../mail/mail-render.ts";
import { accountMailContent, signInCodeTextMessage, type AccountMail } from "../../../mail/mail-texts.ts";
import type { MailBudget, MailLimits } from "../../../mail/mail-limits.ts";
import type { Mailer, TextMessageSender } from "../../../mail/mailer.ts";
import type { AccountRecord } from "../../../core/account-repository.ts";

export type AccountMailer = ReturnType<typeof createAccountMailer>;

/**
 * Who asked for a mail: its budget (MailBudget; unset: `stranger`) and the client address that
 * asked (a stranger's mails are capped per address as well).
 */
export interface MailRequester {
  budget?: MailBudget | undefined;
  source?: string | undefined;
}

/**
 * The mails sent on request (forgot password, a sign-in from a new device, a lock, a confirmation
 * code): counted by MailLimits, dropped over the cap of their budget.
 */
const LIMITED_KINDS: ReadonlySet<AccountMail["kind"]> = new Set([
  "signInCode",
  "passwordReset",
  "passwordResetCode",
  "unlockCode",
  "emailConfirmation",
]);

/**
 * Mails about an account's security, to its login e-mail, in its language, for its brand; and the
 * links they carry (the browser app's pages: /resetpw, /unlockAccount, /reportFraud).
 */
export function createAccountMailer(mailer: Mailer, textMessages: TextMessageSender | null, links: LinkBuilder, limits: MailLimits) {
  /** False when the mail is of a limited kind and the account or address is over its cap. */
  const mayGo = (account: AccountRecord, kind: AccountMail["kind"], to: string, by: MailRequester) =>
    LIMITED_KINDS.has(kind) ? limits.allows({ accountId: account.id, to, kind, ...by }) : Promise.resolve(true);

  function outgoing(account: AccountRecord, mail: AccountMail) {
    const language: LanguageId = account.language_id === 1 ? 1 : 0;
    const rendered = renderMail(accountMailContent(mail, { brand: account.brand, language, firstName: account.first_name }), language);
    return { kind: mail.kind, to: account.email, brand: account.brand, language, ...rendered };
  }

  const lang = (account: AccountRecord) => String(account.language_id === 1 ? 1 : 0);

  return {
    /** Sends now (the caller already knows the account exists: a signed-in step, a valid code); nothing over the mail limits. */
    async send(account: AccountRecord, mail: AccountMail, by: MailRequester = {}): Promise<void> {
      if (await mayGo(account, mail.kind, account.email, by)) await mailer.send(outgoing(account, mail));
    },

    /**
     * Sends without delaying the answer, for calls that must answer alike whether the account
     * exists; the mail may be prepared in background too (issuing its code takes time). Over the
     * mail limits nothing is sent, and the answer is the same. A mail prepared in background issues
     * a code, and those are the mails a stranger triggers (a reset link, an unlock or confirmation
     * code): it always counts, and its place is taken before its code is issued, so a code over
     * the limit is never made (a new unlock or confirmation code would end the one already mailed).
     */
    sendInBackground: (account: AccountRecord, mail: AccountMail | (() => Promise<AccountMail>), by: MailRequester = {}) =>
      mailer.sendInBackground(async () => {
        if (typeof mail !== "function") return (await mayGo(account, mail.kind, account.email, by)) ? outgoing(account, mail) : null;
        if (!(await limits.allows({ accountId: account.id, to: account.email, kind: "codeMail", ...by }))) return null;
        return outgoing(account, await mail());
      }),

    /** Whether codes can go by text message (false: no SMS provider configured; the choice is not offered). */
    textMessagesAvailable: textMessages !== null,

    /** The sign-in code as a text message to the account's own phone (the owner's budget: it follows the right password). */
    async textSignInCode(account: AccountRecord, phone: string, code: string, minutes: number): Promise<void> {
      if (!textMessages || !(await limits.allows({ accountId: account.id, to: phone, kind: "signInCode", budget: "owner" }))) return;
      const language: LanguageId = account.language_id === 1 ? 1 : 0;
      await textMessages.send({
        kind: "signInCode",
        to: phone,
        brand: account.brand,
        language,
        text: signInCodeTextMessage(code, minutes, account.brand, language),
      });
    },

    resetLink: (account: AccountRecord, code: string) =>
      links(account.brand, `/resetpw/${encodeURIComponent(account.email)}`, { pin: code, loginId: account.email, lang: lang(account) }),
    unlockLink: (account: AccountRecord) => links(account.brand, "/unlockAccount", { loginId: account.email, lang: lang(account) }),
    fraudLink: (account: AccountRecord, code: string) => links(account.brand, `/reportFraud/${encodeURIComponent(code)}`),
    confirmLink: (account: AccountRecord, code: string) => links(account.brand, "/confirmEmail", { code, lang: lang(account) }),
    forgotLink: (account: AccountRecord) => links(account.brand, "/forgotpw", { lang: lang(account) }),
  };
}
