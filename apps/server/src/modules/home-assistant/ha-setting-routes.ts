import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";

/**
 * `hmasst` and `svhmasst`: the owner's choice to publish their cars to Home Assistant. Saving it
 * changes the account row, whose announcement (a:<account>) the bridge hears: it publishes the cars,
 * or removes their entities, at once.
 */
export function registerHomeAssistantSettingRoutes(app: FastifyInstance, db: Database, options: { available: boolean }): void {
  async function current(accountId: string) {
    const [row] = await db.query<{ home_assistant: boolean }>("select home_assistant from accounts where id = $1", [accountId]);
    return { enabled: row?.home_assistant ?? false, available: options.available };
  }

  serveCall(app, "homeAssistantGet", ({ session }) => current(session.accountId));

  serveCall(app, "homeAssistantSave", async ({ body, session }) => {
    await db.query("update accounts set home_assistant = $2 where id = $1 and home_assistant <> $2", [session.accountId, body.enabled]);
    return current(session.accountId);
  });
}
