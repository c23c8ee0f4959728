import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { LanguageId } from "@carport/protocol";
import type { Database } from "../../db/database.ts";
import { textsOf } from "../../texts/server-texts.ts";
import { disableChannel, findChannel } from "./channel-repository.ts";
import { UNSUBSCRIBE_PATH, type UnsubscribeTokens } from "./channel-unsubscribe.ts";

/** The page loads nothing and runs no script; it posts only to itself. */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const tokenOf = z.object({ token: z.string().max(300) });

const escape = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");

function page(language: LanguageId, title: string, body: string): string {
  return `<!doctype html><html lang="${language === 1 ? "fr" : "en"}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem}button{font:inherit;min-height:44px;padding:0 1rem}</style>
</head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

function send(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .type("text/html; charset=utf-8")
    .header("content-security-policy", PAGE_CSP)
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .send(html);
}

/**
 * The unsubscribe link every receiver's post carries: GET shows what it will do and a button (a
 * link preview or a scanner opening it changes nothing); POST, from that button or a one-click
 * client (RFC 8058's List-Unsubscribe-Post), turns the receiver off. Its owner turns it on again
 * in the notification settings. In the language of the link (?lang=).
 */
export async function registerUnsubscribeRoutes(app: FastifyInstance, db: Database, tokens: UnsubscribeTokens): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, text, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof text === "string" ? text : "")));
    });

    const channelOf = async (input: unknown) => {
      const parsed = tokenOf.safeParse(input ?? {});
      const id = parsed.success ? tokens.channelOf(parsed.data.token) : null;
      return id ? { id, token: parsed.success ? parsed.data.token : "" } : null;
    };
    const invalid = (reply: FastifyReply, language: LanguageId) => {
      const texts = textsOf(language).channels.page;
      return send(reply, 404, page(language, texts.invalidTitle, `<p>${escape(texts.invalid)}</p>`));
    };

    scope.get(UNSUBSCRIBE_PATH, async (request, reply) => {
      const language = request.language;
      const texts = textsOf(language).channels.page;
      const found = await channelOf(request.query);
      if (!found || !(await findChannel(db, found.id))) return invalid(reply, language);
      const form = `<p>${escape(texts.confirm)}</p>
<form method="post" action="${UNSUBSCRIBE_PATH}?lang=${language}"><input type="hidden" name="token" value="${escape(found.token)}">
<button type="submit">${escape(texts.button)}</button></form>`;
      return send(reply, 200, page(language, texts.title, form));
    });

    scope.post(UNSUBSCRIBE_PATH, async (request, reply) => {
      const language = request.language;
      const texts = textsOf(language).channels.page;
      const found = (await channelOf(request.body)) ?? (await channelOf(request.query));
      if (!found || !(await disableChannel(db, found.id))) return invalid(reply, language);
      return send(reply, 200, page(language, texts.doneTitle, `<p>${escape(texts.done)}</p>`));
    });
  });
}
