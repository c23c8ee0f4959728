import type { LanguageId, ProfileCategory } from "@carport/protocol";
import { inLanguage, textsOf } from "../../texts/server-texts.ts";
import { CATEGORY_LABELS } from "./profile-tree-content.ts";

/** A primary profile's name until its driver names it. */
export function defaultProfileName(index: number, language: LanguageId): string {
  return textsOf(language).profiles.defaultName(index);
}

/** The shared profile's name until its second driver names it. */
export function defaultSharedProfileName(language: LanguageId): string {
  return textsOf(language).profiles.sharedName;
}

function categoryText(category: string, language: LanguageId): string {
  if (category === "ALL" || category === "") return textsOf(language).profiles.allCategories;
  const label = CATEGORY_LABELS[category as ProfileCategory];
  return label ? inLanguage(label, language).toLowerCase() : category;
}

/** What a profile-log line says, in the reader's language. */
export function logDescription(
  line: { action: string; profile_index: number | null; category: string; elements: string[] },
  byPrimary: boolean,
  language: LanguageId,
): string {
  const t = textsOf(language).profiles;
  const settings = () => t.settings(line.elements.length);
  switch (line.action) {
    case "SAVE":
      return t.log.saved(line.profile_index, settings(), categoryText(line.category, language));
    case "SHARED_SAVE":
      return t.log.sharedSaved(settings(), categoryText(line.category, language));
    case "INVITE":
      return t.log.invite;
    case "CANCEL":
      return t.log.cancel;
    case "ACCEPT":
      return t.log.accept;
    case "DECLINE":
      return t.log.decline;
    case "UNLINK":
      return byPrimary ? t.log.unlinkedByPrimary : t.log.unlinkedBySecond;
    default:
      return line.action;
  }
}

/** The line `getinvitation` answers: who invites the account to share which vehicle, or that none waits. */
export function invitationMessage(invitation: { firstName: string; modelName: string } | null, language: LanguageId): string {
  const t = textsOf(language).profiles;
  return invitation ? t.invitation(invitation.firstName, invitation.modelName) : t.noInvitation;
}
