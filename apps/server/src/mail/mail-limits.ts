import type { Queryable } from "../db/database.ts";

export type MailLimits = ReturnType<typeof createMailLimits>;

/**
 * Whose mail it is: `stranger` when anyone may make the portal send it by naming the account (a
 * reset asked from an unknown device, an unlock code after wrong passwords, a confirmation code
 * after a registration, an invitation); `owner` when only the owner can (the new-device code after
 * the right password, a reset asked from one of the account's known devices, a confirmation code
 * asked in a signed-in session). Each has its own hourly budget, so strangers cannot spend the owner's.
 */
export type MailBudget = "stranger" | "owner";

export interface MailSend {
  accountId: string | null;
  to: string;
  kind: string;
  /** Unset: `stranger`. */
  budget?: MailBudget | undefined;
  /** The client address that asked (a stranger's mails are capped per address too); unset for the portal's own. */
  source?: string | undefined;
}

/**
 * Caps the mails the portal sends on request, counted in the database so every instance and a
 * restart see the same count: in any hour at most `perHour` of each budget per account and per
 * recipient address, and at most `perSourcePerHour` strangers' mails asked from one client address
 * (to all accounts together). Over a cap the caller answers exactly as before and sends nothing,
 * so the cap neither floods a mailbox nor tells anyone whether an account exists.
 */
export function createMailLimits(db: Queryable, options: { perHour: number; perSourcePerHour: number }) {
  return {
    /**
     * Records the mail and answers true when it may go; false (nothing recorded) over a cap.
     * The row is written before counting, so two calls racing for the last place cannot both send.
     */
    async allows(send: MailSend): Promise<boolean> {
      const to = send.to.trim().toLowerCase();
      const budget: MailBudget = send.budget ?? "stranger";
      const source = budget === "stranger" ? (send.source ?? null) : null;
      // Only the last hour counts: older rows go, so the table stays as small as an hour of mail.
      await db.query("delete from mail_sends where sent_at < now() - interval '2 hours'");
      const [row] = await db.query<{ id: string }>(
        "insert into mail_sends (account_id, to_address, kind, budget, source) values ($1, $2, $3, $4, $5) returning id",
        [send.accountId, to, send.kind, budget, source],
      );
      const [count] = await db.query<{ by_account: number; by_address: number; by_source: number }>(
        `select count(*) filter (where budget = $4 and $1::uuid is not null and account_id = $1::uuid)::int as by_account,
                count(*) filter (where budget = $4 and to_address = $2)::int as by_address,
                count(*) filter (where $5::text is not null and source = $5::text)::int as by_source
           from mail_sends
          where sent_at > now() - interval '1 hour' and id <= $3
            and (to_address = $2 or ($1::uuid is not null and account_id = $1::uuid) or ($5::text is not null and source = $5::text))`,
        [send.accountId, to, row!.id, budget, source],
      );
      if (count!.by_account <= options.perHour && count!.by_address <= options.perHour && count!.by_source <= options.perSourcePerHour)
        return true;
      await db.query("delete from mail_sends where id = $1", [row!.id]);
      return false;
    },
  };
}
