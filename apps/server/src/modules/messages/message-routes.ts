import type { FastifyInstance } from "fastify";
import type { InboxMessage, LanguageId } from "@carport/protocol";
import type { AnswerCache } from "../../db/answer-cache.ts";
import type { Database } from "../../db/database.ts";
import { serveCall, unchangingResult } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { countUnread, deleteMessages, findInboxMessage, listInboxMessages, markRead, type InboxRow } from "./inbox-repository.ts";
import { renderInboxMessage } from "./message-texts.ts";

/** yyyymmdd and hhmmss of a moment, shifted by the client's `offset` header (hours from UTC). */
function localParts(date: Date, offsetHours: number): { date: string; time: string } {
  const shifted = new Date(new Date(date).getTime() + offsetHours * 3_600_000).toISOString();
  return { date: shifted.slice(0, 10).replaceAll("-", ""), time: shifted.slice(11, 19).replaceAll(":", "") };
}

function present(row: InboxRow, language: LanguageId, offsetHours: number): InboxMessage {
  return {
    id: row.id,
    status: row.status,
    ...localParts(row.created_at, offsetHours),
    ...renderInboxMessage(row, language),
    vehicleId: row.vehicle_id ?? "",
    nickname: row.nickname ?? "",
    checked: false,
  };
}

function offsetOf(header: unknown): number {
  const offset = Number(header);
  return Number.isFinite(offset) && Math.abs(offset) <= 14 ? offset : 0;
}

/** The notification centre: `ntcmsgcnt`, `ntcmsglst`, `ntcmsgmd`, `ntcmsdmg`, `ntcmsgumst`. */
export function registerMessageRoutes(app: FastifyInstance, db: Database, answers: AnswerCache): void {
  // Kept per account until a change to its inbox is announced: the inbox's own writes announce
  // theirs; a delete elsewhere (an account or vehicle deleted, retention) announces "*".
  const unreadCounts = answers.kind<{ count: number }>("unreadCounts");
  serveCall(app, "messageCount", async ({ session }) => {
    const accountId = session.accountId;
    return unreadCounts.read(
      accountId,
      async () => unchangingResult({ count: await countUnread(db, accountId) }),
      () => ({ inboxes: [accountId] }),
    );
  });

  serveCall(app, "messageList", async ({ body, session, request }) => {
    const before = String(body.lastMessageId) === "-1" ? null : String(body.lastMessageId);
    const rows = await listInboxMessages(db, session.accountId, before, body.rowsPerPage + 1);
    const page = rows.slice(0, body.rowsPerPage);
    const offset = offsetOf(request.headers.offset);
    return {
      moreData: rows.length > body.rowsPerPage,
      lastMessageId: page.at(-1)?.id ?? "-1",
      messages: page.map((row) => present(row, request.language, offset)),
    };
  });

  serveCall(app, "messageDetail", async ({ body, session, request }) => {
    const accountId = session.accountId;
    const row = await findInboxMessage(db, accountId, body.messageId);
    if (!row) throw new ApiError("7998", "Invalid request: field 'messageId': unknown message", 400);
    if (row.status === "U") await markRead(db, accountId, [row.id]);
    return { message: present({ ...row, status: "R" }, request.language, offsetOf(request.headers.offset)) };
  });

  serveCall(app, "messagesDelete", async ({ body, session }) => ({
    count: await deleteMessages(db, session.accountId, body.messageIds),
  }));

  serveCall(app, "messagesMark", async ({ body, session }) => ({
    count: await markRead(db, session.accountId, body.messageIds),
  }));
}
