/**
 * What a production start (DEMO=0) must be told rather than guess: each setting whose default only
 * suits a demo on this machine. Unset, the server refuses to start, one line per setting naming it,
 * what would go wrong and how to set it or opt out of it explicitly.
 */
export function productionProblems(env: Record<string, string | undefined>): string[] {
  const set = (name: string) => (env[name] ?? "").trim() !== "";
  const problems: string[] = [];
  if (set("SMTP_URL") && env.MAIL === "off") problems.push("SMTP_URL and MAIL=off are both set: unset one of them.");
  if (!set("SMTP_URL") && env.MAIL !== "off")
    problems.push(
      "SMTP_URL is not set, so sign-up, sign-in codes and password resets would reach nobody: set SMTP_URL (smtps://user:password@host:465), or MAIL=off to keep mails in the outbox table only.",
    );
  if (!set("PUBLIC_URL"))
    problems.push(
      "PUBLIC_URL is not set, so mails would link to http://localhost:8080: set PUBLIC_URL to the address owners use (https://portal.example.com), or to http://localhost:8080 to keep that.",
    );
  if (!set("BRAND_HOSTS"))
    problems.push(
      "BRAND_HOSTS is not set, so the brands answer only on *.localhost names: set BRAND_HOSTS (hacc=hacc.example.com,kci=kci.example.com,gen=gen.example.com), or to the localhost names to keep them.",
    );
  if (!set("SSO_SECRET"))
    problems.push(
      "SSO_SECRET is not set, so dealer hand-off tokens would die at every restart: set it to 32+ random characters (openssl rand -hex 32), or SSO_SECRET=per-start to accept that.",
    );
  if (!set("PIN_KEY"))
    problems.push(
      "PIN_KEY is not set, so owners' PINs could not be verified: set it to 32+ random characters (openssl rand -base64 32), the same on every instance, kept outside the database and its backups.",
    );
  if (!set("SEALING_KEY"))
    problems.push(
      "SEALING_KEY is not set, so linked maker accounts' passwords would be sealed with a key kept in the database beside them: set it to 32+ random characters (openssl rand -base64 32), the same on every instance, kept outside the database and its backups.",
    );
  return problems;
}
