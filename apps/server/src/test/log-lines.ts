/**
 * The log lines that show a secret: the value itself, not a longer token that happens to contain
 * it (a 4-digit PIN or a 6-digit code inside a timestamp or a response time is not a leak).
 */
export function linesShowing(logs: string, secret: string): string[] {
  const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = /^\d+$/.test(secret) ? new RegExp(`(?<![\\d.])${escaped}(?![\\d.])`) : new RegExp(escaped);
  return logs.split("\n").filter((line) => pattern.test(line));
}
