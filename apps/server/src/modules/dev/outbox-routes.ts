import { BRAND_NAMES } from "@carport/protocol";
import type { FastifyInstance } from "fastify";
import { demoPagesLoopbackOnly } from "../../http/loopback-client.ts";
import type { Database } from "../../db/database.ts";
import { escapeHtml } from "../../http/escape-html.ts";
import { findOutboxMessage, listOutboxMessages, type StoredOutboxMessage } from "../../mail/outbox-repository.ts";
import { listQueue, type QueueEntry } from "../../mail/queue-repository.ts";

/** The page needs no script and loads nothing: its own inline style only. */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
/** A mail's HTML shown alone: no script, no remote content, links open normally. */
const MAIL_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'";

const STYLE = `
  body { font-family: system-ui, sans-serif; font-size: 1rem; line-height: 1.5; color: #1a1a1a; background: #fff; margin: 0 auto; max-width: 60rem; padding: 1rem; }
  h1 { font-size: 1.75rem; } h2 { font-size: 1.25rem; margin: 0 0 .5rem; }
  article { border: 1px solid #767676; border-radius: .5rem; padding: 1rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0 0 .75rem; }
  dt { font-weight: bold; } dd { margin: 0; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f3f3f3; padding: .75rem; border-radius: .25rem; font-size: 1rem; }
  a { color: #0047b3; } a:focus, input:focus, button:focus { outline: 3px solid #0047b3; outline-offset: 2px; }
  label { font-weight: bold; margin-right: .5rem; } input, button { font-size: 1rem; padding: .4rem .6rem; }
  ol { list-style: none; padding: 0; }
  table { border-collapse: collapse; width: 100%; } caption { text-align: left; margin-bottom: .5rem; }
  th, td { border: 1px solid #767676; padding: .25rem .5rem; text-align: left; vertical-align: top; word-break: break-word; }
`;

const LANGUAGE_NAMES = { 0: { code: "en", name: "English" }, 1: { code: "fr", name: "Français (French)" } } as const;

/** Links in a text body become clickable; everything else is escaped. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function messageArticle(message: StoredOutboxMessage): string {
  const language = LANGUAGE_NAMES[message.language];
  const headingId = `message-${message.id}`;
  const title = message.subject || (message.channel === "sms" ? "Text message" : "(no subject)");
  return `<li><article aria-labelledby="${headingId}">
  <h2 id="${headingId}" lang="${language.code}">${escapeHtml(title)}</h2>
  <dl>
    <dt>To</dt><dd>${escapeHtml(message.to)}</dd>
    <dt>Sent</dt><dd><time datetime="${message.createdAt}">${escapeHtml(message.createdAt.replace("T", " ").slice(0, 19))} UTC</time></dd>
    <dt>Channel</dt><dd>${message.channel === "sms" ? "Text message" : "E-mail"}</dd>
    <dt>Brand</dt><dd>${escapeHtml(BRAND_NAMES[message.brand] ?? message.brand)}</dd>
    <dt>Language</dt><dd>${language.name}</dd>
    <dt>Kind</dt><dd>${escapeHtml(message.kind)}</dd>
  </dl>
  <pre lang="${language.code}">${linkify(message.text)}</pre>
  ${message.html ? `<p><a href="/dev/outbox/${message.id}.html">HTML version of “${escapeHtml(title)}”</a></p>` : ""}
</article></li>`;
}

const STATUS_NAMES: Record<QueueEntry["status"], string> = {
  queued: "Queued",
  sent: "Sent",
  kept: "Kept here, not sent",
  failed: "Failed",
};

const utc = (iso: string | null) => (iso ? `<time datetime="${iso}">${escapeHtml(iso.replace("T", " ").slice(0, 19))} UTC</time>` : "");

/** The delivery queue: every message's state, tries and last error (never its body). */
function queueSection(entries: QueueEntry[]): string {
  const rows = entries.map(
    (e) => `<tr><td>${STATUS_NAMES[e.status]}</td><td>${e.channel === "sms" ? "Text message" : "E-mail"}</td><td>${escapeHtml(e.kind)}</td>
  <td>${escapeHtml(e.to)}</td><td>${e.attempts}</td><td>${utc(e.createdAt)}</td><td>${e.status === "queued" ? utc(e.nextAttemptAt) : utc(e.finishedAt)}</td>
  <td>${escapeHtml(e.lastError ?? "")}</td></tr>`,
  );
  return `<section aria-labelledby="queue-heading">
<h2 id="queue-heading">Delivery queue</h2>
<p>Every message is queued first, then delivered with retries; a message still refused after the last try is failed.</p>
<table><caption>${entries.length} queued, sent or failed message${entries.length === 1 ? "" : "s"}, newest first</caption>
<thead><tr><th scope="col">Status</th><th scope="col">Channel</th><th scope="col">Kind</th><th scope="col">To</th><th scope="col">Tries</th><th scope="col">Queued</th><th scope="col">Next try or done</th><th scope="col">Last error</th></tr></thead>
<tbody>${rows.join("\n")}</tbody></table>
</section>`;
}

function outboxPage(messages: StoredOutboxMessage[], queue: QueueEntry[], to: string | undefined): string {
  const count = `${messages.length} message${messages.length === 1 ? "" : "s"}${to ? ` to ${escapeHtml(to)}` : ""}, newest first.`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox – Carport (demo)</title><style>${STYLE}</style></head>
<body><main>
<h1>Outbox</h1>
<p>Mails and text messages the server would have sent. Demo mode only: no SMTP server is configured.</p>
<form method="get" action="/dev/outbox" role="search">
  <label for="to">Recipient</label><input id="to" name="to" type="text" value="${escapeHtml(to ?? "")}" autocomplete="off">
  <button type="submit">Filter</button> ${to ? `<a href="/dev/outbox">Show all</a>` : ""}
</form>
<p role="status">${count}</p>
<ol>${messages.map(messageArticle).join("\n")}</ol>
${queueSection(queue)}
</main></body></html>`;
}

function recipientOf(query: unknown): string | undefined {
  const to = (query as Record<string, unknown> | undefined)?.to;
  return typeof to === "string" && to.trim() !== "" ? to.trim().slice(0, 254) : undefined;
}

/**
 * The demo outbox (only registered when DEMO is on; otherwise /dev/* answers 404): an HTML page of
 * every stored mail and text message, newest first, and the same as JSON for tests and scripts.
 */
export function registerOutboxRoutes(app: FastifyInstance, db: Database): void {
  app.get("/dev/outbox", { onRequest: demoPagesLoopbackOnly }, async (request, reply) => {
    const to = recipientOf(request.query);
    const messages = await listOutboxMessages(db, { to });
    const queue = await listQueue(db, { to });
    return reply
      .type("text/html; charset=utf-8")
      .header("content-security-policy", PAGE_CSP)
      .header("cache-control", "no-store")
      .send(outboxPage(messages, queue, to));
  });

  app.get("/dev/outbox.json", { onRequest: demoPagesLoopbackOnly }, async (request, reply) => {
    const to = recipientOf(request.query);
    const messages = await listOutboxMessages(db, { to });
    return reply.header("cache-control", "no-store").send({ messages, queue: await listQueue(db, { to }) });
  });

  app.get<{ Params: { id: string } }>("/dev/outbox/:id.html", { onRequest: demoPagesLoopbackOnly }, async (request, reply) => {
    const id = Number(request.params.id);
    const message = Number.isSafeInteger(id) ? await findOutboxMessage(db, id) : null;
    if (!message?.html) return reply.status(404).type("text/plain").send("No such mail.");
    return reply
      .type("text/html; charset=utf-8")
      .header("content-security-policy", MAIL_CSP)
      .header("cache-control", "no-store")
      .send(message.html);
  });
}
