import { listQueue } from "../../mail/queue-repository.ts";
import type { AdminCommand } from "./admin-command.ts";

export const mailQueue: AdminCommand = {
  name: "mail-queue",
  usage: `  mail-queue [--status queued|sent|kept|failed] [--email E]
                       the outgoing mails and text messages: queued, sent, kept (only in the outbox
                       table, with no SMTP_URL: nobody received it) or failed, their tries and last
                       error (newest first, 100 at most)`,
  needs: "database",
  async run({ db, values }) {
    const status = values.status;
    if (status !== undefined && status !== "queued" && status !== "sent" && status !== "kept" && status !== "failed")
      throw new Error("--status must be queued, sent, kept or failed");
    const entries = await listQueue(db, { status, to: values.email });
    if (entries.length === 0) console.log("no such message in the queue");
    else
      console.table(
        entries.map(({ id, status, channel, kind, to, attempts, createdAt, nextAttemptAt, finishedAt, lastError }) => ({
          id,
          status,
          channel,
          kind,
          to,
          attempts,
          createdAt,
          nextTry: nextAttemptAt ?? "",
          finishedAt: finishedAt ?? "",
          lastError: lastError ?? "",
        })),
      );
  },
};
