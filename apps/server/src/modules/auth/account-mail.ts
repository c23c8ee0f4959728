import type { LanguageId } from "@carport/protocol";
import type { LinkBuilder } from "../../mail/links.ts";
import { renderMail } from "../../mail/mail-render.ts";
import { accountMailContent, signInCodeTextMessage, type AccountMail } from "../../mail/mail-texts.ts";
import type { Mailer, TextMessageSender } from "../../mail/mailer.ts";
import type { AccountRecord } from "../accounts/account-repository.ts";

export type AccountMailer = ReturnType<typeof createAccountMailer>;

/**
 * Mails about an account's security, to its login e-mail, in its language, for its brand; and the
 * links they carry (the browser app's pages: /resetpw, /unlockAccount, /reportFraud).
 */
export function createAccountMailer(mailer: Mailer, textMessages: TextMessageSender, links: LinkBuilder) {
  function outgoing(account: AccountRecord, mail: AccountMail) {
    const language: LanguageId = account.language_id === 1 ? 1 : 0;
    const rendered = renderMail(
      accountMailContent(mail, { brand: account.brand, language, firstName: account.first_name }),
      language,
    );
    return { kind: mail.kind, to: account.email, brand: account.brand, language, ...rendered };
  }

  const lang = (account: AccountRecord) => String(account.language_id === 1 ? 1 : 0);

  return {
    /** Sends now (the caller already knows the account exists: a signed-in step, a valid code). */
    send: (account: AccountRecord, mail: AccountMail) => mailer.send(outgoing(account, mail)),

    /**
     * Sends without delaying the answer, for calls that must answer alike whether the account
     * exists; the mail may be prepared in background too (issuing its code takes time).
     */
    sendInBackground: (account: AccountRecord, mail: AccountMail | (() => Promise<AccountMail>)) =>
      mailer.sendInBackground(async () => outgoing(account, typeof mail === "function" ? await mail() : mail)),

    /** The sign-in code as a text message to the account's own phone. */
    async textSignInCode(account: AccountRecord, phone: string, code: string, minutes: number): Promise<void> {
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
  };
}
