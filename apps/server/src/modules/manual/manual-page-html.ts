import { languageCode, type LanguageId } from "@carport/protocol";
import { escapeHtml } from "../../http/escape-html.ts";
import { textsOf } from "../../texts/server-texts.ts";

function page(title: string, body: string, language: LanguageId): string {
  return `<!doctype html>
<html lang="${languageCode(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:2rem;line-height:1.5;color:#1a1a1a}main{max-width:40rem;margin:auto}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

/** The demo manual of a vehicle, opened through a valid token. */
export function manualPage(vehicle: { modelYear: string; modelName: string }, username: string, language: LanguageId): string {
  const t = textsOf(language).manualPage;
  const chapters = t.chapters.map((c) => `<li>${escapeHtml(c)}</li>`).join("");
  return page(
    t.title,
    `<p>${escapeHtml(`${vehicle.modelYear} ${vehicle.modelName}`)}</p>
<p>${escapeHtml(t.signedInAs)} ${escapeHtml(username)}</p>
<p>${escapeHtml(t.demo)}</p>
<ol>${chapters}</ol>`,
    language,
  );
}

/** What a bad or expired token opens. */
export function manualInvalidPage(language: LanguageId): string {
  const t = textsOf(language).manualPage;
  return page(t.invalidTitle, `<p>${escapeHtml(t.invalid)}</p>`, language);
}
