/**
 * Names that end up in mails (an inviter's first and last name go into the invitation's subject
 * and body): a name must not carry a link, so a stranger cannot make the portal mail a phishing
 * address in its own voice. Used by the server's schemas and the web's forms alike.
 */

/** The reason a name carrying a link is refused (7998 names the field with it). */
export const NAME_LINK_REASON = "LINK_NOT_ALLOWED";

/** `://`, `:/`, `www.`, angle brackets, or a host name such as `evil.example` (a dot between letters and a 2+ letter ending). */
const LINK_LIKE = /:\/|www\.|[<>]|[\p{L}\p{N}-]\.\p{L}{2,}/iu;

/** True when the name carries nothing a mail client would turn into a link. Empty passes. */
export function isMailSafeName(value: string): boolean {
  return !LINK_LIKE.test(value.normalize("NFKC"));
}

/**
 * The name as a mail may show it even if it slipped past the rule (an account saved before it):
 * `:`, `/` and angle brackets dropped, and a dot that would join a host name followed by a space.
 */
export function mailSafeName(value: string): string {
  return value
    .normalize("NFKC")
    .replace(/[:/<>]/g, " ")
    .replace(/www\./gi, "www ")
    .replace(/\.(?=\p{L})/gu, ". ")
    .replace(/\s+/g, " ")
    .trim();
}
