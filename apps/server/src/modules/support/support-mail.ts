import type { BrandCode, LanguageId } from "@carport/protocol";
import { renderMail, type MailBlock, type RenderedMail } from "../../mail/mail-render.ts";
import { BRAND_NAMES } from "../../mail/mail-texts.ts";

/** A support request as the support team reads it. */
export interface SupportRequestMail {
  requestId: string;
  brand: BrandCode;
  owner: { firstName: string; lastName: string; email: string };
  vehicle: { vin: string; modelName: string; modelYear: string; nickname: string };
  featureName: string;
  occurredAt: Date;
  keyLocation: string;
  connectionType: string;
  notes: string;
}

const p = (text: string): MailBlock => ({ kind: "paragraph", text });

function utc(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/**
 * The mail to the support mailbox, in the language the owner wrote in (so the answer is in it
 * too); it replies to the owner's address.
 */
export function renderSupportRequestMail(request: SupportRequestMail, language: LanguageId): RenderedMail {
  const brand = BRAND_NAMES[request.brand];
  const { owner, vehicle } = request;
  const ownerLine = `${owner.firstName} ${owner.lastName} <${owner.email}>`;
  const vehicleLine = (quote: [string, string]) =>
    `${vehicle.modelYear} ${vehicle.modelName} ${quote[0]}${vehicle.nickname}${quote[1]}, VIN ${vehicle.vin}`;
  const notes = request.notes.trim();
  const content =
    language === 1
      ? {
          subject: `Demande de soutien ${request.requestId} : ${request.featureName} (${brand})`,
          blocks: [
            p(`Un propriétaire ${brand} a envoyé une demande de soutien depuis le portail.`),
            p(`Demande : ${request.requestId}`),
            p(`Propriétaire : ${ownerLine}`),
            p(`Véhicule : ${vehicleLine(["« ", " »"])}`),
            p(`Fonction : ${request.featureName}`),
            p(`Moment du problème : ${utc(request.occurredAt)}`),
            p(`Emplacement de la clé : ${request.keyLocation}`),
            p(`Connexion : ${request.connectionType}`),
            p("Notes :"),
            p(notes || "(aucune)"),
            p(`Répondez au propriétaire à ${owner.email}, en français.`),
          ],
        }
      : {
          subject: `Support request ${request.requestId}: ${request.featureName} (${brand})`,
          blocks: [
            p(`A ${brand} owner sent a support request from the portal.`),
            p(`Request: ${request.requestId}`),
            p(`Owner: ${ownerLine}`),
            p(`Vehicle: ${vehicleLine(["\"", "\""])}`),
            p(`Feature: ${request.featureName}`),
            p(`When it happened: ${utc(request.occurredAt)}`),
            p(`Key location: ${request.keyLocation}`),
            p(`Connection: ${request.connectionType}`),
            p("Notes:"),
            p(notes || "(none)"),
            p(`Reply to the owner at ${owner.email}, in English.`),
          ],
        };
  return renderMail(content, language);
}
