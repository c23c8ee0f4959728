import { mailSafeName } from "@carport/domain";
import { BRAND_NAMES, type BrandCode, type LanguageId } from "@carport/protocol";
import type { LinkBuilder } from "../../mail/links.ts";
import { renderMail, type MailBlock, type MailContent } from "../../mail/mail-render.ts";
import { greeting, signature, type MailRecipient } from "../../mail/mail-texts.ts";
import type { MailLimits } from "../../mail/mail-limits.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { textsOf } from "../../texts/server-texts.ts";

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
  const t = textsOf(to.language).mail.secondDriverInvitation;
  const body = {
    subject: t.subject(inviterName, modelName, brand),
    blocks: [
      p(t.intro(inviterName, modelName, modelYear, brand)),
      p(t.rights),
      p(t.signIn(brand)),
      link(t.see, invitationLink),
      p(t.noAccount),
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
      const rendered = renderMail(
        invitationMailContent(full, { brand: to.brand, language: to.language, firstName: to.firstName }),
        to.language,
      );
      await mailer.send({ kind: "secondDriverInvitation", to: to.email, brand: to.brand, language: to.language, ...rendered });
    },
  };
}
export type InvitationMailer = ReturnType<typeof createInvitationMailer>;
