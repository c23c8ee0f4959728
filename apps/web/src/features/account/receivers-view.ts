import type { CallRequest } from "@carport/protocol";
import { isApiError } from "../../api/api-error.ts";
import type { MessageKey } from "../../i18n/error-messages.ts";

export type ReceiverKind = "webhook" | "ntfy" | "gotify";
export type ReceiverField = "url" | "topic" | "token" | "label";

/** The add form as the owner fills it in. */
export interface ReceiverDraft {
  kind: ReceiverKind;
  label: string;
  url: string;
  topic: string;
  token: string;
}

export const EMPTY_DRAFT: ReceiverDraft = { kind: "webhook", label: "", url: "", topic: "", token: "" };

/** The fields a kind shows: ntfy's topic, the token (required for Gotify, optional otherwise). */
export function fieldsOf(kind: ReceiverKind): ReceiverField[] {
  return kind === "ntfy" ? ["url", "topic", "token", "label"] : ["url", "token", "label"];
}

/** The `ntfchnladd` body: only the fields the kind takes, trimmed; no token when none was typed. */
export function addRequestOf(draft: ReceiverDraft): CallRequest<"notificationChannelAdd"> {
  return {
    kind: draft.kind,
    url: draft.url.trim(),
    ...(draft.label.trim() ? { label: draft.label.trim() } : {}),
    ...(draft.kind === "ntfy" ? { topic: draft.topic.trim() } : {}),
    ...(draft.token ? { token: draft.token } : {}),
  };
}

/** The hint under each field the kind shows. */
const HINT_KEYS: Record<ReceiverKind, Partial<Record<ReceiverField, MessageKey>>> = {
  webhook: {
    url: "account.receivers.hints.webhook.url",
    token: "account.receivers.hints.webhook.token",
    label: "account.receivers.hints.webhook.label",
  },
  ntfy: {
    url: "account.receivers.hints.ntfy.url",
    topic: "account.receivers.hints.ntfy.topic",
    token: "account.receivers.hints.ntfy.token",
    label: "account.receivers.hints.ntfy.label",
  },
  gotify: {
    url: "account.receivers.hints.gotify.url",
    token: "account.receivers.hints.gotify.token",
    label: "account.receivers.hints.gotify.label",
  },
};

/** The hint under a field of a kind's form. */
export function hintKeyOf(kind: ReceiverKind, field: ReceiverField): MessageKey | null {
  return HINT_KEYS[kind][field] ?? null;
}

const REASON_KEYS: Record<string, MessageKey> = {
  NOT_HTTPS: "account.receivers.errors.NOT_HTTPS",
  ADDRESS_NOT_PUBLIC: "account.receivers.errors.ADDRESS_NOT_PUBLIC",
  HOST_UNKNOWN: "account.receivers.errors.HOST_UNKNOWN",
  URL_INVALID: "account.receivers.errors.URL_INVALID",
  TOO_LONG: "account.receivers.errors.TOO_LONG",
  REQUIRED: "account.receivers.errors.REQUIRED",
  TOPIC_INVALID: "account.receivers.errors.TOPIC_INVALID",
  TOKEN_INVALID: "account.receivers.errors.TOKEN_INVALID",
};

/**
 * The field a refusal (7998) names and the message to show under it, from the server's text in
 * either language ("field 'url': NOT_HTTPS", "champ « url » : NOT_HTTPS"); null for any other failure.
 */
export function fieldProblemOf(error: unknown): { field: ReceiverField; key: MessageKey } | null {
  if (!isApiError(error) || error.errorCode !== "7998") return null;
  const found = /field '(\w+)': (\w+)/.exec(error.errorDesc) ?? /champ «\s*(\w+)\s*»\s*:\s*(\w+)/.exec(error.errorDesc);
  if (!found) return null;
  const [, field, reason] = found;
  if (!["url", "topic", "token", "label"].includes(field!)) return null;
  return { field: field as ReceiverField, key: REASON_KEYS[reason!] ?? "account.receivers.errors.INVALID" };
}

/** What the owner reads after "send a test". */
export function testOutcomeKey(outcome: "delivered" | "retrying" | "refused"): MessageKey {
  return outcome === "delivered"
    ? "account.receivers.test.delivered"
    : outcome === "retrying"
      ? "account.receivers.test.retrying"
      : "account.receivers.test.refused";
}
