import type { BrandCode, LanguageId } from "@carport/protocol";
import { renderMail, type MailBlock, type MailContent } from "../../mail/mail-render.ts";
import { BRAND_NAMES, greeting, signature, type MailRecipient } from "../../mail/mail-texts.ts";
import type { Mailer } from "../../mail/mailer.ts";

const p = (text: string): MailBlock => ({ kind: "paragraph", text });
const code = (text: string): MailBlock => ({ kind: "code", text });

/** The pairing password mail of a digital key, in the owner's language. */
export function pairingMailContent(pairing: { password: string; modelName: string }, to: MailRecipient): MailContent {
  const brand = BRAND_NAMES[to.brand];
  const body =
    to.language === 1
      ? {
          subject: `Votre mot de passe de jumelage de clé numérique ${brand}`,
          blocks: [
            p(`Votre clé numérique pour votre ${pairing.modelName} est inscrite. Pour la jumeler, entrez ce mot de passe dans l'écran du véhicule (Réglages > Clé numérique), téléphone à portée de main :`),
            code(pairing.password),
            p("Ce mot de passe remplace tout mot de passe de jumelage envoyé auparavant. Si vous n'avez pas demandé de clé numérique, communiquez avec nous."),
          ],
        }
      : {
          subject: `Your ${brand} digital key pairing password`,
          blocks: [
            p(`Your digital key for your ${pairing.modelName} is enrolled. To pair it, enter this password on the vehicle's screen (Settings > Digital key) with your phone nearby:`),
            code(pairing.password),
            p("This password replaces any pairing password sent before. If you did not ask for a digital key, contact us."),
          ],
        };
  return { subject: body.subject, blocks: [greeting(to), ...body.blocks, ...signature(to)] };
}

/** Sends the pairing password through the mailer (SMTP, or the outbox), to the account's address. */
export function createPairingMailer(mailer: Mailer) {
  return {
    async send(to: { email: string; brand: BrandCode; language: LanguageId; firstName: string }, pairing: { password: string; modelName: string }) {
      const rendered = renderMail(pairingMailContent(pairing, { brand: to.brand, language: to.language, firstName: to.firstName }), to.language);
      await mailer.send({ kind: "digitalKeyPairing", to: to.email, brand: to.brand, language: to.language, ...rendered });
    },
  };
}
export type PairingMailer = ReturnType<typeof createPairingMailer>;
