/**
 * An e-mail as a screen shows it before the owner is signed in: first and last letter of the
 * name, then the domain (d***o@example.com). The wire answers the address unmasked (clients send
 * it back), so masking is the screen's job.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  const name = email.slice(0, at);
  const shown = name.length <= 2 ? `${name[0]}***` : `${name[0]}***${name[name.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}
