import type { LanguageId } from "@carport/protocol";
import { escapeHtml } from "../../http/escape-html.ts";

type Text = { en: string; fr: string };
const t = (en: string, fr: string): Text => ({ en, fr });
const say = (text: Text, language: LanguageId) => escapeHtml(language === 1 ? text.fr : text.en);

const TEXT = {
  title: t("Owner's manual", "Guide du propriétaire"),
  demo: t("Demonstration manual service: the chapters below stand for the maker's manual.", "Service de guide de démonstration : les chapitres ci-dessous tiennent lieu du guide du constructeur."),
  signedInAs: t("Opened for", "Ouvert pour"),
  invalidTitle: t("This manual link cannot be used", "Ce lien vers le guide ne peut pas être utilisé"),
  invalid: t("It has expired or is not valid. Open the owner's manual again from the portal.", "Il a expiré ou n'est pas valide. Ouvrez de nouveau le guide du propriétaire à partir du portail."),
};

const CHAPTERS: Text[] = [
  t("Getting to know your vehicle", "Découvrir votre véhicule"),
  t("Seats and safety systems", "Sièges et systèmes de sécurité"),
  t("Charging and driving", "Recharge et conduite"),
  t("Digital key", "Clé numérique"),
  t("Maintenance", "Entretien"),
  t("Specifications", "Caractéristiques techniques"),
];

function page(title: Text, body: string, language: LanguageId): string {
  return `<!doctype html>
<html lang="${language === 1 ? "fr" : "en"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${say(title, language)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:2rem;line-height:1.5;color:#1a1a1a}main{max-width:40rem;margin:auto}</style></head>
<body><main>
<h1>${say(title, language)}</h1>
${body}
</main></body></html>`;
}

/** The demo manual of a vehicle, opened through a valid token. */
export function manualPage(vehicle: { modelYear: string; modelName: string }, username: string, language: LanguageId): string {
  const chapters = CHAPTERS.map((c) => `<li>${say(c, language)}</li>`).join("");
  return page(
    TEXT.title,
    `<p>${escapeHtml(`${vehicle.modelYear} ${vehicle.modelName}`)}</p>
<p>${say(TEXT.signedInAs, language)} ${escapeHtml(username)}</p>
<p>${say(TEXT.demo, language)}</p>
<ol>${chapters}</ol>`,
    language,
  );
}

/** What a bad or expired token opens. */
export function manualInvalidPage(language: LanguageId): string {
  return page(TEXT.invalidTitle, `<p>${say(TEXT.invalid, language)}</p>`, language);
}
