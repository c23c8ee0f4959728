import { BRAND_NAMES, type BrandCode, type LanguageId } from "@carport/protocol";
import { renderMail, type MailBlock, type MailContent } from "../../mail/mail-render.ts";
import { greeting, signature, type MailRecipient } from "../../mail/mail-texts.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { textsOf } from "../../texts/server-texts.ts";

const p = (text: string): MailBlock => ({ kind: "paragraph", text });
const code = (text: string): MailBlock => ({ kind: "code", text });

/** The pairing password mail of a digital key, in the owner's language. */
export function pairingMailContent(pairing: { password: string; modelName: string }, to: MailRecipient): MailContent {
  const brand = BRAND_NAMES[to.brand];
  const t = textsOf(to.language).mail.digitalKeyPairing;
  const body = {
    subject: t.subject(brand),
    blocks: [p(t.intro(pairing.modelName)), code(pairing.password), p(t.replaces)],
  };
  return { subject: body.subject, blocks: [greeting(to), ...body.blocks, ...signature(to)] };
}

/** Sends the pairing password through the mailer (SMTP, or the outbox), to the account's address. */
export function createPairingMailer(mailer: Mailer) {
  return {
    async send(
      to: { email: string; brand: BrandCode; language: LanguageId; firstName: string },
      pairing: { password: string; modelName: string },
    ) {
      const rendered = renderMail(
        pairingMailContent(pairing, { brand: to.brand, language: to.language, firstName: to.firstName }),
        to.language,
      );
      await mailer.send({ kind: "digitalKeyPairing", to: to.email, brand: to.brand, language: to.language, ...rendered });
    },
  };
}
export type PairingMailer = ReturnType<typeof createPairingMailer>;
