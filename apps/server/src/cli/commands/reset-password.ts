import type { BrandCode } from "@carport/protocol";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { createLogger } from "../../logger.ts";
import { createLinkBuilder } from "../../mail/links.ts";
import type { MailLimits } from "../../mail/mail-limits.ts";
import { createMailer } from "../../mail/mailer.ts";
import { findAccountByEmail } from "../../core/account-repository.ts";
import { createAccountCodes, RESET_LINK_MINUTES } from "../../modules/auth/codes/account-codes.ts";
import { createAccountMailer } from "../../modules/auth/codes/account-mail.ts";

/** The operator asks on the owner's behalf: the caps against strangers' mails do not apply. */
const OPERATOR_LIMITS: MailLimits = { allows: async () => true } as unknown as MailLimits;

/**
 * Mails the owner the same password-reset link as "forgot password" (the owner chooses the new
 * password; the operator never sees one). The mail goes through the queue: at once to the outbox,
 * or to SMTP (a failed try stays queued and the running server's worker retries it).
 */
export async function mailPasswordReset(db: Database, config: Config, brand: BrandCode, email: string): Promise<void> {
  const account = await findAccountByEmail(db, brand, email);
  if (!account) throw new Error(`no ${brand} account ${email}`);
  if (account.status === "deactivated") throw new Error(`${email} is deactivated`);
  const logger = createLogger("silent");
  const mailer = createMailer(
    db,
    {
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      textTransport: null,
      queue: {
        retryDelaysMs: config.MAIL_RETRY_DELAYS_SECONDS,
        pollMs: config.MAIL_QUEUE_POLL_SECONDS * 1000,
        leaseMs: config.MAIL_QUEUE_LEASE_SECONDS * 1000,
      },
    },
    logger,
  );
  const mail = createAccountMailer(mailer, null, createLinkBuilder(config.PUBLIC_URL, config.BRAND_HOSTS), OPERATOR_LIMITS);
  try {
    const code = await createAccountCodes(db).issueResetCode(account.id);
    await mail.send(account, { kind: "passwordReset", resetLink: mail.resetLink(account, code), minutes: RESET_LINK_MINUTES });
    await mailer.flush();
  } finally {
    await mailer.close();
  }
}
