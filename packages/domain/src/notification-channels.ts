/**
 * An owner's own notification receivers besides mail and the browser: a webhook (any https URL
 * that takes a JSON POST), an ntfy server and topic, or a Gotify server and application token.
 * The server checks further where a receiver's name leads (public addresses only) before each send.
 */

export const NOTIFICATION_CHANNEL_KINDS = ["webhook", "ntfy", "gotify"] as const;
export type NotificationChannelKind = (typeof NOTIFICATION_CHANNEL_KINDS)[number];

/** Receivers kept per account; one more is refused (not dropping an older one: each was set up by hand). */
export const NOTIFICATION_CHANNELS_PER_ACCOUNT = 5;

/** Longest receiver URL kept. */
export const CHANNEL_URL_MAX_LENGTH = 1024;
/** Longest token (ntfy access token, Gotify application token, webhook bearer token). */
export const CHANNEL_TOKEN_MAX_LENGTH = 200;
/** Longest name the owner gives a receiver. */
export const CHANNEL_LABEL_MAX_LENGTH = 60;

/** ntfy topic names: letters, digits, _ and -, at most 64 (ntfy's own rule). */
const NTFY_TOPIC = /^[A-Za-z0-9_-]{1,64}$/;
/** Tokens go in a header: printable ASCII without spaces. */
const TOKEN = /^[\x21-\x7e]+$/;

/** Host names that are this machine: a receiver there only when the rules allow a local one. */
export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Where receivers may be. */
export interface ReceiverRules {
  /** A receiver on this machine over http (development and tests only; production refuses the setting). */
  localReceiver: boolean;
}

export type ReceiverUrlProblem = "URL_INVALID" | "TOO_LONG" | "NOT_HTTPS";

/**
 * A receiver is reached over https (any port), with no user name or password in the URL and no
 * fragment; http to this machine only when the rules allow a local receiver. Answers a reason code,
 * or null. Where the name leads (a private or loopback address) is the server's check.
 */
export function receiverUrlProblem(url: string, rules: ReceiverRules): ReceiverUrlProblem | null {
  if (url.length > CHANNEL_URL_MAX_LENGTH) return "TOO_LONG";
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "URL_INVALID";
  }
  if (parsed.username || parsed.password || parsed.hash) return "URL_INVALID";
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return "URL_INVALID";
  if (rules.localReceiver && LOOPBACK_HOSTS.has(parsed.hostname)) return null;
  return parsed.protocol === "https:" ? null : "NOT_HTTPS";
}

/** A receiver as the owner describes it. */
export interface ChannelInput {
  kind: NotificationChannelKind;
  label: string;
  url: string;
  /** ntfy only. */
  topic: string;
  /** Required for Gotify (its application token), optional for ntfy and webhooks. */
  token: string;
}

/** One refused field of a receiver, with the reason code the owner's form shows. */
export interface ChannelFieldProblem {
  field: "kind" | "label" | "url" | "topic" | "token";
  reason: string;
}

/** Every field problem of a receiver (the URL's address checks aside): an empty list when it can be kept. */
export function channelInputProblems(input: ChannelInput, rules: ReceiverRules): ChannelFieldProblem[] {
  const problems: ChannelFieldProblem[] = [];
  if (!(NOTIFICATION_CHANNEL_KINDS as readonly string[]).includes(input.kind)) problems.push({ field: "kind", reason: "UNKNOWN" });
  if (input.label.length > CHANNEL_LABEL_MAX_LENGTH) problems.push({ field: "label", reason: "TOO_LONG" });
  const urlProblem = receiverUrlProblem(input.url, rules);
  if (urlProblem) problems.push({ field: "url", reason: urlProblem });
  if (input.kind === "ntfy" && !NTFY_TOPIC.test(input.topic))
    problems.push({ field: "topic", reason: input.topic ? "TOPIC_INVALID" : "REQUIRED" });
  if (input.kind !== "ntfy" && input.topic !== "") problems.push({ field: "topic", reason: "NOT_ALLOWED" });
  if (input.token.length > CHANNEL_TOKEN_MAX_LENGTH) problems.push({ field: "token", reason: "TOO_LONG" });
  else if (input.token !== "" && !TOKEN.test(input.token)) problems.push({ field: "token", reason: "TOKEN_INVALID" });
  else if (input.kind === "gotify" && input.token === "") problems.push({ field: "token", reason: "REQUIRED" });
  return problems;
}

/**
 * What a receiver is sent: car alerts (alarm, warnings, trouble codes, charge complete, climate or
 * engine ended) and the results of commands (the owner's and the scheduled ones), each switchable.
 */
export type ChannelTopic = "alerts" | "commands";

/** How a receiver's answer is taken: delivered, worth another try later, or refused for good. */
export function receiverAnswerOutcome(status: number): "delivered" | "retry" | "refused" {
  if (status >= 200 && status < 300) return "delivered";
  if (status === 408 || status === 425 || status === 429 || status >= 500) return "retry";
  // Redirects are never followed (the address they name was not checked), and a 4xx will not change by itself.
  return "refused";
}
