import type { Queryable } from "../db/database.ts";

export type MailLimits = ReturnType<typeof createMailLimits>;

/**
 * Caps the mails a stranger can make the portal send (reset links and codes, sign-in and unlock
 * codes, confirmation codes, invitations): at most `perHour` in any hour per account and per
 * recipient address, counted in the database so every instance and a restart see the same count.
 * Over the cap the caller answers exactly as before and sends nothing, so the cap neither floods a
 * mailbox nor tells anyone whether an account exists.
 */
export function createMailLimits(db: Queryable, options: { perHour: number }) {
  return {
    /**
     * Records the mail and answers true when it may go; false (nothing recorded) over either cap.
     * The row is written before counting, so two calls racing for the last place cannot both send.
     */
    async allows(send: { accountId: string | null; to: string; kind: string }): Promise<boolean> {
      const to = send.to.trim().toLowerCase();
      // Only the last hour counts: older rows go, so the table stays as small as an hour of mail.
      await db.query("delete from mail_sends where sent_at < now() - interval '2 hours'");
      const [row] = await db.query<{ id: string }>(
        "insert into mail_sends (account_id, to_address, kind) values ($1, $2, $3) returning id",
        [send.accountId, to, send.kind],
      );
      const [count] = await db.query<{ by_account: number; by_address: number }>(
        `select count(*) filter (where $1::uuid is not null and account_id = $1::uuid)::int as by_account,
                count(*) filter (where to_address = $2)::int as by_address
           from mail_sends
          where sent_at > now() - interval '1 hour' and id <= $3
            and (to_address = $2 or ($1::uuid is not null and account_id = $1::uuid))`,
        [send.accountId, to, row!.id],
      );
      if (count!.by_account <= options.perHour && count!.by_address <= options.perHour) return true;
      await db.query("delete from mail_sends where id = $1", [row!.id]);
      return false;
    },
  };
}
