import { mailSafeName } from "@carport/domain";
import type { BrandCode, LanguageId } from "@carport/protocol";
import type { LinkBuilder } from "../../mail/links.ts";
import { renderMail, type MailBlock, type MailContent } from "../../mail/mail-render.ts";
import { BRAND_NAMES, greeting, signature, type MailRecipient } from "../../mail/mail-texts.ts";
import type { MailLimits } from "../../mail/mail-limits.ts";
import type { Mailer } from "../../mail/mailer.ts";

/** What an invitation mail says: who invites, to which vehicle, and where to answer. */
export interface Invitation {
  inviterName: string;
  modelName: string;
  modelYear: string;
  invitationLink: string;
}

const p = (text: string): MailBlock => ({ kind: "paragraph", text });
const link = (label: string, href: string): MailBlock => ({ kind: "link", label, href });

/** The invitation to become a second driver, in the invitee's language. */
export function invitationMailContent(invitation: Invitation, to: MailRecipient): MailContent {
  const brand = BRAND_NAMES[to.brand];
  const { modelName, modelYear, invitationLink } = invitation;
  // The inviter's name is refused with a link in it (isMailSafeName); one saved before the rule is defused here.
  const inviterName = mailSafeName(invitation.inviterName);
  const body =
    to.language === 1
      ? {
          subject: `${inviterName} vous invite à partager son ${modelName} sur ${brand}`,
          blocks: [
            p(`${inviterName} vous invite à devenir deuxième conducteur de son ${modelName} ${modelYear} sur ${brand}.`),
            p("Comme deuxième conducteur, vous avez votre propre profil de conducteur dans ce véhicule et, depuis votre propre compte et avec votre propre NIP, vous pouvez consulter son état, le verrouiller, le déverrouiller et lancer sa climatisation."),
            p(`Connectez-vous à ${brand} avec cette adresse courriel pour accepter ou refuser l'invitation :`),
            link("Voir l'invitation", invitationLink),
            p("Vous n'avez pas encore de compte ? Créez-en un avec cette adresse courriel, puis ouvrez ce lien. Si vous ne connaissez pas cette personne, ignorez ce message."),
          ],
        }
      : {
          subject: `${inviterName} invites you to share their ${modelName} on ${brand}`,
          blocks: [
            p(`${inviterName} invites you to be a second driver of their ${modelYear} ${modelName} on ${brand}.`),
            p("As a second driver you have your own driver profile in this vehicle and, from your own account and with your own PIN, you can check its status, lock and unlock it and start its climate."),
            p(`Sign in to ${brand} with this e-mail address to accept or decline the invitation:`),
            link("See the invitation", invitationLink),
            p("No account yet? Register one with this e-mail address, then open this link. If you don't know this person, ignore this message."),
          ],
        };
  return { subject: body.subject, blocks: [greeting(to), ...body.blocks, ...signature(to)] };
}

/**
 * Sends an invitation through the mailer (SMTP, or the outbox), to the invited address; within the
 * mail limits per inviting account and per invited address (over them: nothing sent, same answer).
 */
export function createInvitationMailer(mailer: Mailer, links: LinkBuilder, limits: MailLimits) {
  return {
    async send(
      to: { email: string; brand: BrandCode; language: LanguageId; firstName: string },
      invitation: Omit<Invitation, "invitationLink">,
      inviterAccountId: string,
    ) {
      if (!(await limits.allows({ accountId: inviterAccountId, to: to.email, kind: "secondDriverInvitation" }))) return;
      const full = { ...invitation, invitationLink: links(to.brand, "/invitation", { lang: String(to.language) }) };
      const rendered = renderMail(invitationMailContent(full, { brand: to.brand, language: to.language, firstName: to.firstName }), to.language);
      await mailer.send({ kind: "secondDriverInvitation", to: to.email, brand: to.brand, language: to.language, ...rendered });
    },
  };
}
export type InvitationMailer = ReturnType<typeof createInvitationMailer>;
