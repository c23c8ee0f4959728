import type { LanguageId } from "@carport/protocol";
import { escapeHtml } from "../../http/escape-html.ts";
import type { HandOff } from "./dealer-hand-off.ts";

type Text = { en: string; fr: string };
const t = (en: string, fr: string): Text => ({ en, fr });

/** What the owner may book. */
export const SERVICES: Record<string, Text> = {
  MAINTENANCE: t("Scheduled maintenance", "Entretien périodique"),
  TIRES: t("Tire change or rotation", "Changement ou permutation des pneus"),
  BATTERY: t("Battery or charging check", "Vérification de la batterie ou de la recharge"),
  RECALL: t("Recall or service campaign", "Rappel ou campagne de service"),
  DIAGNOSIS: t("A warning light or a noise", "Un voyant ou un bruit"),
  OTHER: t("Something else", "Autre chose"),
};

/** Half-hour slots from 08:00 to 16:00. */
export const TIME_SLOTS = Array.from({ length: 17 }, (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`);
export const BOOKING_NOTES_MAX_LENGTH = 500;

const TEXT = {
  title: t("Book a service appointment", "Prendre rendez-vous pour l'entretien"),
  dealer: t("Dealer", "Concessionnaire"),
  owner: t("Owner", "Propriétaire"),
  vehicle: t("Vehicle", "Véhicule"),
  service: t("Service needed", "Service requis"),
  date: t("Preferred date", "Date souhaitée"),
  dateHint: t("From tomorrow, within 90 days.", "À partir de demain, dans les 90 jours."),
  time: t("Preferred time", "Heure souhaitée"),
  notes: t("Notes for the service advisor (optional)", "Notes pour le conseiller au service (facultatif)"),
  notesHint: t(`At most ${BOOKING_NOTES_MAX_LENGTH} characters.`, `Au plus ${BOOKING_NOTES_MAX_LENGTH} caractères.`),
  submit: t("Request the appointment", "Demander le rendez-vous"),
  errors: t("Please correct the following:", "Veuillez corriger ce qui suit :"),
  choose: t("Choose…", "Choisissez…"),
  doneTitle: t("Appointment requested", "Rendez-vous demandé"),
  done: t("Your dealer will confirm it by e-mail.", "Votre concessionnaire le confirmera par courriel."),
  reference: t("Reference", "Référence"),
  invalidTitle: t("This link cannot be used", "Ce lien ne peut pas être utilisé"),
  restart: t("Go back to your vehicle's page in the portal and choose Schedule service again.", "Retournez à la page de votre véhicule dans le portail et choisissez de nouveau Planifier l'entretien."),
};

/** Why a field of the form was refused. */
export const FIELD_ERRORS = {
  service: t("Choose the service you need.", "Choisissez le service requis."),
  date: t("Enter a date from tomorrow, within 90 days (yyyy-mm-dd).", "Entrez une date à partir de demain, dans les 90 jours (aaaa-mm-jj)."),
  time: t("Choose a time between 08:00 and 16:00.", "Choisissez une heure entre 08 h 00 et 16 h 00."),
  notes: t(`The notes hold at most ${BOOKING_NOTES_MAX_LENGTH} characters.`, `Les notes comptent au plus ${BOOKING_NOTES_MAX_LENGTH} caractères.`),
};
export type BookingField = keyof typeof FIELD_ERRORS;

const STYLE = `
  body { font-family: system-ui, sans-serif; font-size: 1rem; line-height: 1.5; color: #1a1a1a; background: #fff; margin: 0 auto; max-width: 40rem; padding: 1rem; }
  h1 { font-size: 1.75rem; } dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { font-weight: bold; } dd { margin: 0; } label { display: block; font-weight: bold; margin-top: 1rem; }
  input, select, textarea, button { font: inherit; padding: .4rem .6rem; border: 1px solid #595959; border-radius: .25rem; }
  textarea { width: 100%; box-sizing: border-box; } button { margin-top: 1.5rem; background: #0047b3; color: #fff; border-color: #0047b3; cursor: pointer; }
  .hint { color: #4a4a4a; margin: .25rem 0 0; } .error { color: #b00020; font-weight: bold; margin: .25rem 0 0; }
  [aria-invalid="true"] { border: 2px solid #b00020; } .summary { border: 2px solid #b00020; padding: .5rem 1rem; border-radius: .25rem; }
  a { color: #0047b3; } :focus { outline: 3px solid #0047b3; outline-offset: 2px; }
`;

const say = (text: Text, language: LanguageId) => escapeHtml(language === 1 ? text.fr : text.en);

function page(title: Text, body: string, language: LanguageId): string {
  return `<!doctype html>
<html lang="${language === 1 ? "fr" : "en"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${say(title, language)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${say(title, language)}</h1>
${body}
</main></body></html>`;
}

function summary(handOff: HandOff, language: LanguageId): string {
  const { dealer, owner, vehicle } = handOff;
  const dealerLine = [dealer.dealerName, dealer.city, dealer.phone].filter(Boolean).join(", ");
  return `<dl>
  <dt>${say(TEXT.dealer, language)}</dt><dd>${escapeHtml(dealerLine)}</dd>
  <dt>${say(TEXT.owner, language)}</dt><dd>${escapeHtml(`${owner.firstName} ${owner.lastName}`)} (${escapeHtml(owner.email)})</dd>
  <dt>${say(TEXT.vehicle, language)}</dt><dd>${escapeHtml(`${vehicle.modelYear} ${vehicle.modelName}`)}, VIN ${escapeHtml(vehicle.vin)}</dd>
</dl>`;
}

/** What the owner typed, shown again after a mistake. */
export interface BookingValues {
  service: string;
  date: string;
  time: string;
  notes: string;
}

/** The booking form: who and what is handed over, then the request; errors listed first and at each field. */
export function bookingFormPage(
  handOff: HandOff,
  accessToken: string,
  values: BookingValues,
  errors: BookingField[],
  language: LanguageId,
  dateBounds: { min: string; max: string },
): string {
  const fieldError = (field: BookingField) =>
    errors.includes(field) ? `<p class="error" id="${field}-error">${say(FIELD_ERRORS[field], language)}</p>` : "";
  const described = (field: BookingField, hint?: string) => {
    const ids = [hint, errors.includes(field) ? `${field}-error` : undefined].filter(Boolean).join(" ");
    return `${ids ? ` aria-describedby="${ids}"` : ""}${errors.includes(field) ? ' aria-invalid="true"' : ""}`;
  };
  const errorSummary = errors.length
    ? `<div class="summary" role="alert" aria-labelledby="summary-title"><p id="summary-title">${say(TEXT.errors, language)}</p><ul>${errors
        .map((field) => `<li><a href="#${field}">${say(FIELD_ERRORS[field], language)}</a></li>`)
        .join("")}</ul></div>`
    : "";
  const option = (value: string, label: string, selected: boolean) =>
    `<option value="${escapeHtml(value)}"${selected ? " selected" : ""}>${escapeHtml(label)}</option>`;
  return page(
    TEXT.title,
    `${errorSummary}
${summary(handOff, language)}
<form method="post" action="/dealer/booking?lang=${language}" novalidate>
  <input type="hidden" name="accessToken" value="${escapeHtml(accessToken)}">
  <label for="service">${say(TEXT.service, language)}</label>
  <select id="service" name="service" required${described("service")}>
    ${option("", language === 1 ? TEXT.choose.fr : TEXT.choose.en, values.service === "")}
    ${Object.entries(SERVICES).map(([code, label]) => option(code, language === 1 ? label.fr : label.en, values.service === code)).join("\n    ")}
  </select>
  ${fieldError("service")}
  <label for="date">${say(TEXT.date, language)}</label>
  <input id="date" name="date" type="date" required min="${dateBounds.min}" max="${dateBounds.max}" value="${escapeHtml(values.date)}"${described("date", "date-hint")}>
  <p class="hint" id="date-hint">${say(TEXT.dateHint, language)}</p>
  ${fieldError("date")}
  <label for="time">${say(TEXT.time, language)}</label>
  <select id="time" name="time" required${described("time")}>
    ${option("", language === 1 ? TEXT.choose.fr : TEXT.choose.en, values.time === "")}
    ${TIME_SLOTS.map((slot) => option(slot, slot, values.time === slot)).join("\n    ")}
  </select>
  ${fieldError("time")}
  <label for="notes">${say(TEXT.notes, language)}</label>
  <textarea id="notes" name="notes" rows="4" maxlength="${BOOKING_NOTES_MAX_LENGTH}"${described("notes", "notes-hint")}>${escapeHtml(values.notes)}</textarea>
  <p class="hint" id="notes-hint">${say(TEXT.notesHint, language)}</p>
  ${fieldError("notes")}
  <button type="submit">${say(TEXT.submit, language)}</button>
</form>`,
    language,
  );
}

/** The end of the hand-off: the request is with the dealer. */
export function bookingDonePage(handOff: HandOff, reference: string, values: BookingValues, language: LanguageId): string {
  const service = SERVICES[values.service]!;
  return page(
    TEXT.doneTitle,
    `<p role="status">${say(TEXT.done, language)}</p>
${summary(handOff, language)}
<dl>
  <dt>${say(TEXT.reference, language)}</dt><dd>${escapeHtml(reference)}</dd>
  <dt>${say(TEXT.service, language)}</dt><dd>${say(service, language)}</dd>
  <dt>${say(TEXT.date, language)}</dt><dd>${escapeHtml(values.date)} ${escapeHtml(values.time)}</dd>
</dl>`,
    language,
  );
}

/** A missing, expired or used link: say so, and how to start again. */
export function bookingInvalidPage(message: string, language: LanguageId): string {
  return page(TEXT.invalidTitle, `<p role="alert">${escapeHtml(message)}</p>\n<p>${say(TEXT.restart, language)}</p>`, language);
}
