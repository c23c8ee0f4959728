import { isRemoteCommandId, type LanguageId } from "@carport/protocol";
import { en } from "../../texts/en.ts";
import { textsOf } from "../../texts/server-texts.ts";

/** An inbox message as the owner reads it, in the request's language. */
export function renderInboxMessage(
  message: { message_key: string; detail: string; api_code: string | null },
  language: LanguageId,
): { title: string; content: string } {
  const texts = textsOf(language);
  const messages: Record<string, { title: string; body: string }> = texts.inbox.messages;
  const entry = (Object.hasOwn(messages, message.message_key) && messages[message.message_key]) || messages.PREVIOUS_REQUEST_WAS_FAILED!;
  const command = isRemoteCommandId(message.api_code) ? texts.inbox.commandNames[message.api_code] : undefined;
  if (message.message_key === "PREVIOUS_REQUEST_WAS_FAILED" && command) {
    return { title: `${entry.title}${texts.colon} ${command}`, content: message.detail || entry.body };
  }
  const detail = message.message_key === "CHARGE_COMPLETE" && message.detail ? ` (${message.detail}${texts.percentSign})` : "";
  return { title: entry.title, content: entry.body + detail };
}

export const INBOX_MESSAGE_KEYS = Object.keys(en.inbox.messages);
