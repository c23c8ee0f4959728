import type { Queryable } from "../../db/database.ts";
import { outcomeOf, type InboxChoice } from "../remote/index.ts";

/**
 * The command results that go to the inbox: every failure, and a success only for an owner who
 * asked for them (accounts.command_results_to_inbox, off by default): the owner who just sent
 * the command sees its result in place, and the inbox keeps what they need to read later.
 */
export const commandResultsToInbox: InboxChoice = async (tx: Queryable, rows) => {
  const successes = rows.filter((row) => outcomeOf(row) === "success");
  if (successes.length === 0) return rows;
  const wanting = await tx.query<{ id: string }>("select id from accounts where id = any($1::uuid[]) and command_results_to_inbox", [
    [...new Set(successes.map((row) => row.account_id))],
  ]);
  const keep = new Set(wanting.map((r) => r.id));
  return rows.filter((row) => outcomeOf(row) !== "success" || keep.has(row.account_id));
};
