import type { FastifyInstance } from "fastify";
import { isProvenEnrollment, parseSupportDateTime } from "@carport/domain";
import { BRAND_NAMES, CONNECTION_TYPES, KEY_LOCATIONS, SUPPORT_FEATURE_CODES, SUPPORT_NOTES_MAX_LENGTH } from "@carport/protocol";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { findAccountById } from "../../core/account-repository.ts";
import { listVehiclesOfAccount } from "../../core/vehicle-repository.ts";
import { CONNECTION_TYPE_NAMES, FAQ, FAQ_CATEGORIES, KEY_LOCATION_NAMES, SUPPORT_FEATURES } from "./support-content.ts";
import { inLanguage } from "../../texts/server-texts.ts";
import { renderSupportRequestMail } from "./support-mail.ts";

/** Text compared without case or accents, so "planifier" finds "Planifier" and "creuses" finds "Creuses". */
function folded(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** `emlspprtftr`, `emlspprt`, `gtfaq`. */
export function registerSupportRoutes(app: FastifyInstance, db: Database, mailer: Mailer, options: { supportMailbox: string }): void {
  serveCall(app, "supportFeatures", async ({ request }) => ({
    features: SUPPORT_FEATURE_CODES.map((featureCode) => ({
      featureCode,
      featureName: inLanguage(SUPPORT_FEATURES[featureCode], request.language),
    })),
    keyLocations: KEY_LOCATIONS.map((code) => ({ code, name: inLanguage(KEY_LOCATION_NAMES[code], request.language) })),
    connectionTypes: CONNECTION_TYPES.map((code) => ({ code, name: inLanguage(CONNECTION_TYPE_NAMES[code], request.language) })),
    notesMaxLength: SUPPORT_NOTES_MAX_LENGTH,
  }));

  serveCall(app, "emailSupport", async ({ body, session, request }) => {
    const accountId = session.accountId;
    const account = await findAccountById(db, accountId);
    if (!account) throw new ApiError("7403");
    // Only about one of the account's own vehicles.
    const vehicle = (await listVehiclesOfAccount(db, accountId)).find((v) => v.vin === body.vin && isProvenEnrollment(v.enrollment_status));
    if (!vehicle) throw new ApiError("7202");
    const occurredAt = parseSupportDateTime(body.date, body.time)!;
    const language = request.language;
    // The request and its mail to support are kept together, or neither.
    const requestId = await mailer.inTransaction(async (tx, queue) => {
      const [row] = await tx.query<{ id: string }>(
        `insert into support_requests (account_id, vehicle_id, feature_code, occurred_at, key_location, connection_type, notes, language_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::text as id`,
        [accountId, vehicle.id, body.featureCode, occurredAt, body.keyLocation, body.connectionType, body.notes, language],
      );
      const requestId = `SR-${row!.id.padStart(6, "0")}`;
      const rendered = renderSupportRequestMail(
        {
          requestId,
          brand: account.brand,
          owner: { firstName: account.first_name, lastName: account.last_name, email: account.email },
          vehicle: { vin: vehicle.vin, modelName: vehicle.model_name, modelYear: vehicle.model_year, nickname: vehicle.nickname },
          featureName: inLanguage(SUPPORT_FEATURES[body.featureCode], language),
          occurredAt,
          keyLocation: inLanguage(KEY_LOCATION_NAMES[body.keyLocation], language),
          connectionType: inLanguage(CONNECTION_TYPE_NAMES[body.connectionType], language),
          notes: body.notes,
        },
        language,
      );
      await queue({
        kind: "supportRequest",
        to: options.supportMailbox,
        brand: account.brand,
        language,
        replyTo: account.email,
        ...rendered,
      });
      return requestId;
    });
    return { requestId };
  });

  serveCall(app, "faq", async ({ body, request }) => {
    const line = body.brand;
    // G is the gen line; H the others, named after the request's brand (hacc on the gen site).
    const brandName = line === "G" ? BRAND_NAMES.gen : BRAND_NAMES[request.brand === "gen" ? "hacc" : request.brand];
    const words = folded(body.query ?? "")
      .split(/\s+/)
      .filter(Boolean);
    const faqs = FAQ.filter((entry) => entry.line === "ALL" || entry.line === line)
      .map((entry) => ({
        faqId: entry.faqId,
        category: entry.category,
        categoryName: inLanguage(FAQ_CATEGORIES[entry.category], request.language),
        question: inLanguage(entry.question, request.language).replaceAll("{brand}", brandName),
        answer: inLanguage(entry.answer, request.language).replaceAll("{brand}", brandName),
      }))
      .filter((entry) => {
        const text = folded(`${entry.question} ${entry.answer}`);
        return words.every((word) => text.includes(word));
      });
    return { faqs };
  });
}
