/**
 * Names that end up in mails (an inviter's first and last name go into the invitation's subject
 * and body): a name must not carry a link, so a stranger cannot make the portal mail a phishing
 * address in its own voice. Used by the server's schemas and the web's forms alike.
 */

/** The reason a name carrying a link is refused (7998 names the field with it). */
export const NAME_LINK_REASON = "LINK_NOT_ALLOWED";
/** The reason a name carrying a phone number is refused. */
export const NAME_PHONE_REASON = "PHONE_NOT_ALLOWED";

/** `://`, `:/`, `www.`, angle brackets, `@`, or a host name such as `evil.example` (a dot between letters and a 2+ letter ending). */
const LINK_LIKE = /:\/|www\.|[<>@]|[\p{L}\p{N}-]\.\p{L}{2,}/iu;
/**
 * A link spelled out so no mail client makes it one, yet a reader types it: "evil dot com",
 * "evil[.]com", "evil (dot) example", "evil [at] example".
 */
const SPELLED_LINK =
  /[[(]\s*(?:\.|dot|point|at)\s*[\])]|\s(?:dot|point)\s+(?:com|net|org|ca|io|co|info|biz|xyz|me|app|link|site|online|fr|us|uk|ly)\b/iu;
/** Seven digits or more, whatever separates them: a phone number to call. */
const PHONE_LIKE = /(?:\p{Nd}[\s().+-]*){7,}/u;

/**
 * Why a name may not reach a mail (NAME_LINK_REASON, NAME_PHONE_REASON), or null when it carries
 * nothing a mail client would turn into a link nor a reader into a call. Empty passes.
 */
export function mailUnsafeReason(value: string): typeof NAME_LINK_REASON | typeof NAME_PHONE_REASON | null {
  const text = value.normalize("NFKC");
  if (LINK_LIKE.test(text) || SPELLED_LINK.test(text)) return NAME_LINK_REASON;
  if (PHONE_LIKE.test(text)) return NAME_PHONE_REASON;
  return null;
}

/** True when the name carries no link (written or spelled out) and no phone number. */
export function isMailSafeName(value: string): boolean {
  return mailUnsafeReason(value) === null;
}

/**
 * The name as a mail may show it even if it slipped past the rule (an account saved before it):
 * `:`, `/` and angle brackets dropped, and a dot that would join a host name followed by a space.
 */
export function mailSafeName(value: string): string {
  return value
    .normalize("NFKC")
    .replace(/[:/<>@[\]()]/g, " ")
    .replace(/\p{Nd}/gu, "")
    .replace(/www\./gi, "www ")
    .replace(/\.(?=\p{L})/gu, ". ")
    .replace(/\s+/g, " ")
    .trim();
}
