import { escapeHtml } from "../http/escape-html.ts";
import { languageCode, type LanguageId } from "@carport/protocol";
import { textsOf } from "../texts/server-texts.ts";

/** One block of a mail's body: a paragraph, a code to type, or a link. */
export type MailBlock =
  { kind: "paragraph"; text: string } | { kind: "code"; text: string } | { kind: "link"; label: string; href: string };

/** A mail before rendering: subject and blocks, in one language. */
export interface MailContent {
  subject: string;
  blocks: MailBlock[];
}

/** The same mail as plain text and as HTML (both always sent: plain text for every reader). */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function textOf(block: MailBlock, language: LanguageId): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "code":
      return `    ${block.text}`;
    case "link":
      return `${block.label}${textsOf(language).colon}\n${block.href}`;
  }
}

function htmlOf(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case "code":
      return `<p style="margin:0 0 16px;font-size:24px;font-weight:bold;letter-spacing:4px;font-family:monospace">${escapeHtml(block.text)}</p>`;
    case "link":
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.href)}">${escapeHtml(block.label)}</a></p>`;
  }
}

/** Plain text and a simple, readable HTML version (no images, no scripts, the mail's language set). */
export function renderMail(content: MailContent, language: LanguageId): RenderedMail {
  const lang = languageCode(language);
  const text = content.blocks.map((block) => textOf(block, language)).join("\n\n") + "\n";
  const html =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;max-width:600px;margin:0 auto;padding:16px">` +
    content.blocks.map(htmlOf).join("") +
    `</body></html>`;
  return { subject: content.subject, text, html };
}
