import type { BrandCode, LanguageId } from "@carport/protocol";
import type { MailBlock, MailContent } from "./mail-render.ts";

/** The name owners know each brand by: the sender's name and the wording of every mail. */
export const BRAND_NAMES: Record<BrandCode, string> = {
  hacc: "Halcyon Connect",
  kci: "Kestrel Connect",
  gen: "Genova Connect",
  other: "Carport Connect",
};

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
  | { kind: "notificationEmailChanged"; changedAt: Date; clientIp: string; newAddress: string; forgotLink: string };

export type MailKind = AccountMail["kind"];

/** Who the mail is for: the brand it speaks for, the account's language and first name. */
export interface MailRecipient {
  brand: BrandCode;
  language: LanguageId;
  firstName: string;
}

function duration(minutes: number, language: LanguageId): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    if (language === 1) return `${hours} heure${hours > 1 ? "s" : ""}`;
    return `${hours} hour${hours > 1 ? "s" : ""}`;
  }
  return `${minutes} minute${minutes > 1 ? "s" : ""}`;
}

/** A moment as the mail states it, in UTC (the account has no time zone). */
function when(date: Date, language: LanguageId): string {
  const text = new Intl.DateTimeFormat(language === 1 ? "fr-CA" : "en-CA", {
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
  const name = to.firstName.trim();
  if (to.language === 1) return p(name ? `Bonjour ${name},` : "Bonjour,");
  return p(name ? `Hello ${name},` : "Hello,");
}

/** The brand team's signature and the "do not reply" line, in the recipient's language. */
export function signature(to: MailRecipient): MailBlock[] {
  const brand = BRAND_NAMES[to.brand];
  return to.language === 1
    ? [p(`L'équipe ${brand}`), p("Ce message a été envoyé automatiquement ; merci de ne pas y répondre.")]
    : [p(`The ${brand} team`), p("This message was sent automatically; please do not reply.")];
}

function englishMail(mail: AccountMail, brand: string): MailContent {
  switch (mail.kind) {
    case "signInCode":
      return {
        subject: `Your ${brand} sign-in code`,
        blocks: [
          p(`Someone is signing in to your ${brand} account from a new device. To continue, enter this code:`),
          code(mail.code),
          p(`It expires in ${duration(mail.minutes, 0)} and works once. Never share it.`),
          p("If this wasn't you, report it and we will lock your account:"),
          link("Report this sign-in attempt", mail.fraudLink),
        ],
      };
    case "passwordReset":
      return {
        subject: `Reset your ${brand} password`,
        blocks: [
          p(`We received a request to reset the password of your ${brand} account. Choose a new password with this link:`),
          link("Reset my password", mail.resetLink),
          p(`The link works once and expires in ${duration(mail.minutes, 0)}.`),
          p("If you did not ask for this, ignore this message: your password stays the same."),
        ],
      };
    case "passwordResetCode":
      return {
        subject: `Your ${brand} password reset code`,
        blocks: [
          p(`Enter this code to choose a new password for your ${brand} account:`),
          code(mail.code),
          p(`It expires in ${duration(mail.minutes, 0)} and works once. Never share it.`),
          p("If you did not ask for this, ignore this message: your password stays the same."),
        ],
      };
    case "unlockCode":
      return {
        subject: `Your ${brand} account is locked`,
        blocks: [
          p(`Your ${brand} account was locked after too many failed sign-in attempts. To unlock it, enter this code on the unlock page:`),
          code(mail.code),
          link("Unlock my account", mail.unlockLink),
          p(`The code expires in ${duration(mail.minutes, 0)}. You can also unlock your account by resetting your password.`),
          p("If these attempts were not yours, we recommend that you reset your password."),
        ],
      };
    case "fraudNotice":
      return {
        subject: `Your ${brand} account is locked after your report`,
        blocks: [
          p(`Thank you for reporting a sign-in you did not request. We locked your ${brand} account to protect it.`),
          p("When you are ready, unlock it with this code on the unlock page:"),
          code(mail.code),
          link("Unlock my account", mail.unlockLink),
          p(`The code expires in ${duration(mail.minutes, 0)}. We also recommend that you reset your password.`),
          p("To sign out every device signed in to your account, use this link:"),
          link("Sign out everywhere", mail.fraudLink),
        ],
      };
    case "newDevice":
      return {
        subject: `New sign-in to your ${brand} account`,
        blocks: [
          p(`Your ${brand} account was signed in from a new device on ${when(mail.signedInAt, 0)} (address ${mail.clientIp}).`),
          p("If this was you, there is nothing to do."),
          p("Wasn't you? Report it and we will lock your account and help you sign out every device:"),
          link("Wasn't me", mail.fraudLink),
        ],
      };
    case "emailConfirmation":
      return {
        subject: `Confirm your ${brand} e-mail address`,
        blocks: [
          p(`Welcome to ${brand}. To confirm that this address is yours, enter this code when you are signed in:`),
          code(mail.code),
          p("Or open this link and sign in:"),
          link("Confirm my e-mail address", mail.confirmLink),
          p(`The code expires in ${duration(mail.minutes, 0)}. Until you confirm, you cannot add a vehicle or accept a second-driver invitation.`),
          p("If you did not create this account, ignore this message: the address stays unconfirmed."),
        ],
      };
    case "passwordChanged":
      return {
        subject: `Your ${brand} password was changed`,
        blocks: [
          p(`The password of your ${brand} account was changed on ${when(mail.changedAt, 0)} (address ${mail.clientIp}). Every other session was signed out.`),
          p("If this was you, there is nothing to do."),
          p("If it wasn't, reset your password now:"),
          link("Reset my password", mail.forgotLink),
        ],
      };
    case "pinChanged":
      return {
        subject: `Your ${brand} PIN was changed`,
        blocks: [
          p(`The PIN that authorizes remote commands on your ${brand} account was changed on ${when(mail.changedAt, 0)} (address ${mail.clientIp}).`),
          p("If this was you, there is nothing to do."),
          p("If it wasn't, someone knows your password: reset it now, then change your PIN."),
          link("Reset my password", mail.forgotLink),
        ],
      };
    case "notificationEmailChanged":
      return {
        subject: `Your ${brand} notification e-mail was changed`,
        blocks: [
          p(`The address that receives the notifications of your ${brand} account was changed to ${mail.newAddress} on ${when(mail.changedAt, 0)} (address ${mail.clientIp}).`),
          p("If this was you, there is nothing to do."),
          p("If it wasn't, reset your password now and set the address back in your personal information:"),
          link("Reset my password", mail.forgotLink),
        ],
      };
  }
}

function frenchMail(mail: AccountMail, brand: string): MailContent {
  switch (mail.kind) {
    case "signInCode":
      return {
        subject: `Votre code de connexion ${brand}`,
        blocks: [
          p(`Quelqu'un se connecte à votre compte ${brand} depuis un nouvel appareil. Pour continuer, entrez ce code :`),
          code(mail.code),
          p(`Il expire dans ${duration(mail.minutes, 1)} et ne fonctionne qu'une fois. Ne le communiquez jamais.`),
          p("Si ce n'était pas vous, signalez-le et nous verrouillerons votre compte :"),
          link("Signaler cette tentative de connexion", mail.fraudLink),
        ],
      };
    case "passwordReset":
      return {
        subject: `Réinitialisez votre mot de passe ${brand}`,
        blocks: [
          p(`Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${brand}. Choisissez un nouveau mot de passe avec ce lien :`),
          link("Réinitialiser mon mot de passe", mail.resetLink),
          p(`Le lien ne fonctionne qu'une fois et expire dans ${duration(mail.minutes, 1)}.`),
          p("Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste le même."),
        ],
      };
    case "passwordResetCode":
      return {
        subject: `Votre code de réinitialisation ${brand}`,
        blocks: [
          p(`Entrez ce code pour choisir un nouveau mot de passe pour votre compte ${brand} :`),
          code(mail.code),
          p(`Il expire dans ${duration(mail.minutes, 1)} et ne fonctionne qu'une fois. Ne le communiquez jamais.`),
          p("Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste le même."),
        ],
      };
    case "unlockCode":
      return {
        subject: `Votre compte ${brand} est verrouillé`,
        blocks: [
          p(`Votre compte ${brand} a été verrouillé après trop de tentatives de connexion infructueuses. Pour le déverrouiller, entrez ce code sur la page de déverrouillage :`),
          code(mail.code),
          link("Déverrouiller mon compte", mail.unlockLink),
          p(`Le code expire dans ${duration(mail.minutes, 1)}. Vous pouvez aussi déverrouiller votre compte en réinitialisant votre mot de passe.`),
          p("Si ces tentatives ne venaient pas de vous, nous vous conseillons de réinitialiser votre mot de passe."),
        ],
      };
    case "fraudNotice":
      return {
        subject: `Votre compte ${brand} est verrouillé à la suite de votre signalement`,
        blocks: [
          p(`Merci d'avoir signalé une connexion que vous n'aviez pas demandée. Nous avons verrouillé votre compte ${brand} pour le protéger.`),
          p("Lorsque vous serez prêt, déverrouillez-le avec ce code sur la page de déverrouillage :"),
          code(mail.code),
          link("Déverrouiller mon compte", mail.unlockLink),
          p(`Le code expire dans ${duration(mail.minutes, 1)}. Nous vous conseillons aussi de réinitialiser votre mot de passe.`),
          p("Pour déconnecter tous les appareils connectés à votre compte, utilisez ce lien :"),
          link("Déconnecter tous les appareils", mail.fraudLink),
        ],
      };
    case "newDevice":
      return {
        subject: `Nouvelle connexion à votre compte ${brand}`,
        blocks: [
          p(`Votre compte ${brand} a été connecté depuis un nouvel appareil le ${when(mail.signedInAt, 1)} (adresse ${mail.clientIp}).`),
          p("Si c'était vous, vous n'avez rien à faire."),
          p("Ce n'était pas vous ? Signalez-le : nous verrouillerons votre compte et vous aiderons à déconnecter tous les appareils."),
          link("Ce n'était pas moi", mail.fraudLink),
        ],
      };
    case "emailConfirmation":
      return {
        subject: `Confirmez votre adresse courriel ${brand}`,
        blocks: [
          p(`Bienvenue chez ${brand}. Pour confirmer que cette adresse est la vôtre, entrez ce code une fois connecté :`),
          code(mail.code),
          p("Ou ouvrez ce lien et connectez-vous :"),
          link("Confirmer mon adresse courriel", mail.confirmLink),
          p(`Le code expire dans ${duration(mail.minutes, 1)}. Tant que vous n'avez pas confirmé, vous ne pouvez ni ajouter de véhicule ni accepter une invitation de deuxième conducteur.`),
          p("Si vous n'avez pas créé ce compte, ignorez ce message : l'adresse reste non confirmée."),
        ],
      };
    case "passwordChanged":
      return {
        subject: `Votre mot de passe ${brand} a été modifié`,
        blocks: [
          p(`Le mot de passe de votre compte ${brand} a été modifié le ${when(mail.changedAt, 1)} (adresse ${mail.clientIp}). Toutes les autres sessions ont été fermées.`),
          p("Si c'était vous, vous n'avez rien à faire."),
          p("Sinon, réinitialisez votre mot de passe dès maintenant :"),
          link("Réinitialiser mon mot de passe", mail.forgotLink),
        ],
      };
    case "pinChanged":
      return {
        subject: `Votre NIP ${brand} a été modifié`,
        blocks: [
          p(`Le NIP qui autorise les commandes à distance de votre compte ${brand} a été modifié le ${when(mail.changedAt, 1)} (adresse ${mail.clientIp}).`),
          p("Si c'était vous, vous n'avez rien à faire."),
          p("Sinon, quelqu'un connaît votre mot de passe : réinitialisez-le dès maintenant, puis changez votre NIP."),
          link("Réinitialiser mon mot de passe", mail.forgotLink),
        ],
      };
    case "notificationEmailChanged":
      return {
        subject: `Votre courriel de notification ${brand} a été modifié`,
        blocks: [
          p(`L'adresse qui reçoit les notifications de votre compte ${brand} a été changée pour ${mail.newAddress} le ${when(mail.changedAt, 1)} (adresse ${mail.clientIp}).`),
          p("Si c'était vous, vous n'avez rien à faire."),
          p("Sinon, réinitialisez votre mot de passe dès maintenant et rétablissez l'adresse dans vos renseignements personnels :"),
          link("Réinitialiser mon mot de passe", mail.forgotLink),
        ],
      };
  }
}

/** The mail's subject and body in the recipient's language, greeting and signature included. */
export function accountMailContent(mail: AccountMail, to: MailRecipient): MailContent {
  const brand = BRAND_NAMES[to.brand];
  const content = to.language === 1 ? frenchMail(mail, brand) : englishMail(mail, brand);
  return { subject: content.subject, blocks: [greeting(to), ...content.blocks, ...signature(to)] };
}

/**
 * The text message carrying a sign-in code (short: no link). Plain spaces only, even in French: a
 * no-break space is outside the GSM 7-bit alphabet and would send it as UCS-2, in two parts.
 */
export function signInCodeTextMessage(codeText: string, minutes: number, brand: BrandCode, language: LanguageId): string {
  const name = BRAND_NAMES[brand];
  return language === 1
    ? `${name} : votre code de connexion est ${codeText}. Il expire dans ${duration(minutes, 1)}. Ne le communiquez jamais.`
    : `${name}: your sign-in code is ${codeText}. It expires in ${duration(minutes, 0)}. Never share it.`;
}
