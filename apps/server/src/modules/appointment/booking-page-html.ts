import { languageCode, type LanguageId } from "@carport/protocol";
import { escapeHtml } from "../../http/escape-html.ts";
import { textsOf } from "../../texts/server-texts.ts";
import type { HandOff } from "./dealer-hand-off.ts";

/** What the owner may book. */
export const SERVICE_CODES = ["MAINTENANCE", "TIRES", "BATTERY", "RECALL", "DIAGNOSIS", "OTHER"] as const;
export type ServiceCode = (typeof SERVICE_CODES)[number];

/** Half-hour slots from 08:00 to 16:00. */
export const TIME_SLOTS = Array.from({ length: 17 }, (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`);
export const BOOKING_NOTES_MAX_LENGTH = 500;

/** The fields of the form, in the order their errors are listed. */
export type BookingField = "service" | "date" | "time" | "notes";

/** Why a field of the form was refused, in the owner's language. */
function fieldError(field: BookingField, language: LanguageId): string {
  const errors = textsOf(language).bookingPage.fieldErrors;
  return field === "notes" ? errors.notes(BOOKING_NOTES_MAX_LENGTH) : errors[field];
}

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

function page(title: string, body: string, language: LanguageId): string {
  return `<!doctype html>
<html lang="${languageCode(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

function summary(handOff: HandOff, language: LanguageId): string {
  const { dealer, owner, vehicle } = handOff;
  const t = textsOf(language).bookingPage;
  const dealerLine = [dealer.dealerName, dealer.city, dealer.phone].filter(Boolean).join(", ");
  return `<dl>
  <dt>${escapeHtml(t.dealer)}</dt><dd>${escapeHtml(dealerLine)}</dd>
  <dt>${escapeHtml(t.owner)}</dt><dd>${escapeHtml(`${owner.firstName} ${owner.lastName}`)} (${escapeHtml(owner.email)})</dd>
  <dt>${escapeHtml(t.vehicle)}</dt><dd>${escapeHtml(`${vehicle.modelYear} ${vehicle.modelName}`)}, VIN ${escapeHtml(vehicle.vin)}</dd>
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
  const t = textsOf(language).bookingPage;
  const errorOf = (field: BookingField) =>
    errors.includes(field) ? `<p class="error" id="${field}-error">${escapeHtml(fieldError(field, language))}</p>` : "";
  const described = (field: BookingField, hint?: string) => {
    const ids = [hint, errors.includes(field) ? `${field}-error` : undefined].filter(Boolean).join(" ");
    return `${ids ? ` aria-describedby="${ids}"` : ""}${errors.includes(field) ? ' aria-invalid="true"' : ""}`;
  };
  const errorSummary = errors.length
    ? `<div class="summary" role="alert" aria-labelledby="summary-title"><p id="summary-title">${escapeHtml(t.errors)}</p><ul>${errors
        .map((field) => `<li><a href="#${field}">${escapeHtml(fieldError(field, language))}</a></li>`)
        .join("")}</ul></div>`
    : "";
  const option = (value: string, label: string, selected: boolean) =>
    `<option value="${escapeHtml(value)}"${selected ? " selected" : ""}>${escapeHtml(label)}</option>`;
  return page(
    t.title,
    `${errorSummary}
${summary(handOff, language)}
<form method="post" action="/dealer/booking?lang=${language}" novalidate>
  <input type="hidden" name="accessToken" value="${escapeHtml(accessToken)}">
  <label for="service">${escapeHtml(t.service)}</label>
  <select id="service" name="service" required${described("service")}>
    ${option("", t.choose, values.service === "")}
    ${SERVICE_CODES.map((code) => option(code, t.services[code], values.service === code)).join("\n    ")}
  </select>
  ${errorOf("service")}
  <label for="date">${escapeHtml(t.date)}</label>
  <input id="date" name="date" type="date" required min="${dateBounds.min}" max="${dateBounds.max}" value="${escapeHtml(values.date)}"${described("date", "date-hint")}>
  <p class="hint" id="date-hint">${escapeHtml(t.dateHint)}</p>
  ${errorOf("date")}
  <label for="time">${escapeHtml(t.time)}</label>
  <select id="time" name="time" required${described("time")}>
    ${option("", t.choose, values.time === "")}
    ${TIME_SLOTS.map((slot) => option(slot, slot, values.time === slot)).join("\n    ")}
  </select>
  ${errorOf("time")}
  <label for="notes">${escapeHtml(t.notes)}</label>
  <textarea id="notes" name="notes" rows="4" maxlength="${BOOKING_NOTES_MAX_LENGTH}"${described("notes", "notes-hint")}>${escapeHtml(values.notes)}</textarea>
  <p class="hint" id="notes-hint">${escapeHtml(t.notesHint(BOOKING_NOTES_MAX_LENGTH))}</p>
  ${errorOf("notes")}
  <button type="submit">${escapeHtml(t.submit)}</button>
</form>`,
    language,
  );
}

/** The end of the hand-off: the request is with the dealer. */
export function bookingDonePage(handOff: HandOff, reference: string, values: BookingValues, language: LanguageId): string {
  const t = textsOf(language).bookingPage;
  return page(
    t.doneTitle,
    `<p role="status">${escapeHtml(t.done)}</p>
${summary(handOff, language)}
<dl>
  <dt>${escapeHtml(t.reference)}</dt><dd>${escapeHtml(reference)}</dd>
  <dt>${escapeHtml(t.service)}</dt><dd>${escapeHtml(t.services[values.service as ServiceCode])}</dd>
  <dt>${escapeHtml(t.date)}</dt><dd>${escapeHtml(values.date)} ${escapeHtml(values.time)}</dd>
</dl>`,
    language,
  );
}

/** A missing, expired or used link: say so, and how to start again. */
export function bookingInvalidPage(message: string, language: LanguageId): string {
  const t = textsOf(language).bookingPage;
  return page(t.invalidTitle, `<p role="alert">${escapeHtml(message)}</p>\n<p>${escapeHtml(t.restart)}</p>`, language);
}
