import type { LanguageId, ProfileCategory } from "@carport/protocol";
import { CATEGORY_LABELS, pick } from "./profile-tree-content.ts";

/** A primary profile's name until its driver names it. */
export function defaultProfileName(index: number, language: LanguageId): string {
  return language === 1 ? `Profil du conducteur ${index}` : `Driver ${index} profile`;
}

/** The shared profile's name until its second driver names it. */
export function defaultSharedProfileName(language: LanguageId): string {
  return language === 1 ? "Profil partagé" : "Shared profile";
}

function categoryText(category: string, language: LanguageId): string {
  if (category === "ALL" || category === "") return language === 1 ? "toutes les catégories" : "all categories";
  const label = CATEGORY_LABELS[category as ProfileCategory];
  return label ? pick(label, language).toLowerCase() : category;
}

const settings = (n: number, language: LanguageId) =>
  language === 1 ? `${n} réglage${n > 1 ? "s" : ""}` : `${n} setting${n === 1 ? "" : "s"}`;

/** What a profile-log line says, in the reader's language. */
export function logDescription(
  line: { action: string; profile_index: number | null; category: string; elements: string[] },
  byPrimary: boolean,
  language: LanguageId,
): string {
  const fr = language === 1;
  switch (line.action) {
    case "SAVE":
      return fr
        ? `Profil ${line.profile_index} enregistré : ${settings(line.elements.length, 1)}, ${categoryText(line.category, 1)}.`
        : `Profile ${line.profile_index} saved: ${settings(line.elements.length, 0)}, ${categoryText(line.category, 0)}.`;
    case "SHARED_SAVE":
      return fr
        ? `Profil partagé enregistré : ${settings(line.elements.length, 1)}, ${categoryText(line.category, 1)}.`
        : `Shared profile saved: ${settings(line.elements.length, 0)}, ${categoryText(line.category, 0)}.`;
    case "INVITE":
      return fr ? "Invitation envoyée au deuxième conducteur." : "Invitation sent to the second driver.";
    case "CANCEL":
      return fr ? "Invitation annulée." : "Invitation cancelled.";
    case "ACCEPT":
      return fr ? "Invitation acceptée : le profil est partagé." : "Invitation accepted: the profile is shared.";
    case "DECLINE":
      return fr ? "Invitation refusée." : "Invitation declined.";
    case "UNLINK":
      if (byPrimary) return fr ? "Partage terminé par le conducteur principal." : "Sharing ended by the primary driver.";
      return fr ? "Partage terminé par le deuxième conducteur." : "Sharing ended by the second driver.";
    default:
      return line.action;
  }
}

/** The line `getinvitation` answers: who invites the account to share which vehicle, or that none waits. */
export function invitationMessage(invitation: { firstName: string; modelName: string } | null, language: LanguageId): string {
  if (!invitation) return language === 1 ? "Vous n'avez aucune invitation en attente." : "You have no pending invitation.";
  return language === 1
    ? `${invitation.firstName} vous invite à devenir deuxième conducteur de son ${invitation.modelName} et à y avoir votre propre profil de conducteur.`
    : `${invitation.firstName} invites you to be a second driver of their ${invitation.modelName}, with your own driver profile in it.`;
}
