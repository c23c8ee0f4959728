import type { NotificationChannelKind } from "@carport/domain";
import type { LanguageId } from "@carport/protocol";
import { textsOf } from "../../texts/server-texts.ts";

/** A notification as queued for a receiver (mail_queue.text_body, JSON): the same for every kind. */
export interface ChannelNotification {
  /** "test": the owner's "send a test" button. */
  event: "notification" | "test";
  title: string;
  message: string;
  /** Car alerts come first on a phone (ntfy and Gotify priority). */
  urgent: boolean;
  vehicle: { id: string; nickname: string } | null;
  /** The notification type (REMOTE_COMMAND, VEHICLE_WARNING…) and inbox message key, null for a test. */
  type: string | null;
  messageKey: string | null;
  /** The portal page the notification is about. */
  link: string;
  sentAt: string;
}

/** The HTTP request one receiver is sent. */
export interface ChannelRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Joins a path to a server's URL, keeping the path it is served under (https://example.com/gotify + message). */
function under(base: string, path: string): string {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/${path}`;
  return url.toString();
}

const JSON_HEADERS = { "Content-Type": "application/json", "User-Agent": "Carport" };

/**
 * The request for a receiver, in its own format:
 * - webhook: the notification as JSON (with `unsubscribeUrl`), `Authorization: Bearer` when a token is kept;
 * - ntfy: JSON publishing to the server's root (topic, title, message, priority, tags, click, a
 *   "view" action that unsubscribes), `Authorization: Bearer` for an access token;
 * - Gotify: POST /message with `X-Gotify-Key`, the click URL in `client::notification` extras and
 *   the unsubscribe link as the message's last line (Gotify has no actions).
 * Every one also carries `List-Unsubscribe`.
 */
export function channelRequest(
  channel: { kind: NotificationChannelKind; url: string; topic: string; token: string },
  notification: ChannelNotification,
  unsubscribeUrl: string,
  language: LanguageId,
): ChannelRequest {
  const texts = textsOf(language).channels;
  const auth: Record<string, string> = channel.token ? { Authorization: `Bearer ${channel.token}` } : {};
  const listUnsubscribe = { "List-Unsubscribe": `<${unsubscribeUrl}>` };
  switch (channel.kind) {
    case "webhook":
      return {
        url: channel.url,
        headers: { ...JSON_HEADERS, ...auth, ...listUnsubscribe },
        body: JSON.stringify({ ...notification, unsubscribeUrl }),
      };
    case "ntfy":
      return {
        url: channel.url,
        headers: { ...JSON_HEADERS, ...auth, ...listUnsubscribe },
        body: JSON.stringify({
          topic: channel.topic,
          title: notification.title,
          message: notification.message,
          priority: notification.urgent ? 4 : 3,
          tags: [notification.urgent ? "warning" : "car"],
          click: notification.link,
          actions: [{ action: "view", label: texts.unsubscribe, url: unsubscribeUrl, clear: true }],
        }),
      };
    case "gotify":
      return {
        url: under(channel.url, "message"),
        headers: { ...JSON_HEADERS, "X-Gotify-Key": channel.token, ...listUnsubscribe },
        body: JSON.stringify({
          title: notification.title,
          message: `${notification.message}\n\n${texts.unsubscribeLine(unsubscribeUrl)}`,
          priority: notification.urgent ? 8 : 5,
          extras: {
            "client::display": { contentType: "text/plain" },
            "client::notification": { click: { url: notification.link } },
          },
        }),
      };
  }
}
