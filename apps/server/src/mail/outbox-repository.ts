import type { BrandCode, LanguageId } from "@carport/protocol";
import type { Queryable } from "../db/database.ts";

/** A message kept in the outbox: a mail, or a text message (channel "sms", to = the phone). */
export interface OutboxMessage {
  channel: "mail" | "sms";
  kind: string;
  to: string;
  brand: BrandCode;
  language: LanguageId;
  subject: string;
  text: string;
  html: string;
  /** The whole message as nodemailer built it (RFC 5322); empty for text messages. */
  raw: string;
}

export interface StoredOutboxMessage extends Omit<OutboxMessage, "raw"> {
  id: number;
  createdAt: string;
}

interface OutboxRow {
  id: string;
  channel: "mail" | "sms";
  kind: string;
  to_address: string;
  brand: BrandCode;
  language_id: number;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
}

export async function insertOutboxMessage(db: Queryable, message: OutboxMessage): Promise<void> {
  await db.query(
    `insert into mail_outbox (channel, kind, to_address, brand, language_id, subject, text_body, html_body, raw_message)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [message.channel, message.kind, message.to, message.brand, message.language, message.subject, message.text, message.html, message.raw],
  );
}

/** The newest messages first, optionally only those to one address (case-insensitive). */
export async function listOutboxMessages(
  db: Queryable,
  options: { to?: string | undefined; limit?: number } = {},
): Promise<StoredOutboxMessage[]> {
  const rows = await db.query<OutboxRow>(
    `select id, channel, kind, to_address, brand, language_id, subject, text_body, html_body, created_at
       from mail_outbox
      where $1::text is null or lower(to_address) = lower($1)
      order by id desc limit $2`,
    [options.to ?? null, options.limit ?? 200],
  );
  return rows.map(toStored);
}

export async function findOutboxMessage(db: Queryable, id: number): Promise<StoredOutboxMessage | null> {
  const rows = await db.query<OutboxRow>(
    `select id, channel, kind, to_address, brand, language_id, subject, text_body, html_body, created_at
       from mail_outbox where id = $1`,
    [id],
  );
  const row = rows[0];
  return row ? toStored(row) : null;
}

function toStored(row: OutboxRow): StoredOutboxMessage {
  return {
    id: Number(row.id),
    channel: row.channel,
    kind: row.kind,
    to: row.to_address,
    brand: row.brand,
    language: row.language_id === 1 ? 1 : 0,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
