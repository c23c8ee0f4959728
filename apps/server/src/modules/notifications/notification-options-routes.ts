import type { FastifyInstance } from "fastify";
import { COMMAND_SUCCESS_CODE } from "@carport/protocol";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";

/** What this site can deliver through: a channel it cannot use is not offered to the owner. */
export interface SiteChannels {
  email: boolean;
  /** Web Push: only with VAPID keys. */
  push: boolean;
  /** Text messages: only with a text-message transport (none ships; the demo's outbox). */
  sms: boolean;
  /** Webhook, ntfy and Gotify receivers. */
  receivers: boolean;
}

/**
 * `ntfopts`, `ntfoptssave`: the channels this site offers, whether to offer this browser's
 * notifications now (push available and the owner has seen a command of theirs succeed: the moment
 * a result on the phone makes sense, not the first page load), and the owner's choice to keep their
 * own successful commands out of the inbox (the default) or in it.
 */
export function registerNotificationOptionsRoutes(app: FastifyInstance, db: Database, channels: SiteChannels): void {
  async function optionsOf(accountId: string) {
    const [row] = await db.query<{ command_results_to_inbox: boolean; succeeded: boolean }>(
      `select a.command_results_to_inbox,
              exists (select 1 from remote_transactions t where t.account_id = a.id and t.state = 'C' and t.status_code = $2) as succeeded
         from accounts a where a.id = $1`,
      [accountId, COMMAND_SUCCESS_CODE],
    );
    return {
      channels,
      offerPush: channels.push && row?.succeeded === true,
      commandResultsToInbox: row?.command_results_to_inbox === true,
    };
  }

  serveCall(app, "notificationOptions", async ({ session }) => optionsOf(session.accountId));

  serveCall(app, "notificationOptionsSave", async ({ body, session }) => {
    await db.query("update accounts set command_results_to_inbox = $2 where id = $1", [session.accountId, body.commandResultsToInbox]);
    return optionsOf(session.accountId);
  });
}
