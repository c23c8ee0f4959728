import { isNicknameUnchanged, NICKNAME_MAX_LENGTH, nicknameReason } from "@carport/domain";
import { isApiError } from "../../api/api-error.ts";
import type { MessageKey } from "../../i18n/error-messages.ts";

/** What pressing save in the nickname editor does (vehicle-area.md 5): refuse, just close, or save. */
export type NicknameSaveDecision = { kind: "invalid"; message: MessageKey } | { kind: "unchanged" } | { kind: "save"; nickName: string };

/** Empty gives the spec's emptyNick text, past 15 characters the length text; an unchanged name only closes the edit. */
export function nicknameSaveDecision(saved: string, edited: string): NicknameSaveDecision {
  const reason = nicknameReason(edited);
  if (reason === "emptyNick") return { kind: "invalid", message: "overview.nickname.emptyNick" };
  if (reason === "nickTooLong") return { kind: "invalid", message: "overview.nickname.tooLong" };
  if (isNicknameUnchanged(saved, edited)) return { kind: "unchanged" };
  return { kind: "save", nickName: edited.trim() };
}

export { NICKNAME_MAX_LENGTH };

/** Account locks that end a rename on the special error page (vehicle-area.md 8: 7402 and 7530 in nickname flows). */
const LOCKED_CODES = ["7402", "7530"] as const;

/** The special error page a failed rename leads to, or null when the editor shows the failure itself. */
export function nicknameErrorPage(error: unknown): string | null {
  if (!isApiError(error) || !(LOCKED_CODES as readonly string[]).includes(error.errorCode)) return null;
  return `/error?code=${error.errorCode}`;
}
