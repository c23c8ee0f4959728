import { BRAND_NAMES, type BrandCode, type LanguageId } from "@carport/protocol";
import { renderMail, type MailBlock, type RenderedMail } from "../../mail/mail-render.ts";
import { textsOf } from "../../texts/server-texts.ts";

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
  const t = textsOf(language);
  const m = t.mail.supportRequest;
  const line = (label: string, value: string) => p(`${label}${t.colon} ${value}`);
  const notes = request.notes.trim();
  const content = {
    subject: m.subject(request.requestId, request.featureName, brand),
    blocks: [
      p(m.intro(brand)),
      line(m.request, request.requestId),
      line(m.owner, ownerLine),
      line(m.vehicle, `${vehicle.modelYear} ${vehicle.modelName} ${m.nickname(vehicle.nickname)}, VIN ${vehicle.vin}`),
      line(m.feature, request.featureName),
      line(m.occurredAt, utc(request.occurredAt)),
      line(m.keyLocation, request.keyLocation),
      line(m.connection, request.connectionType),
      p(`${m.notes}${t.colon}`),
      p(notes || m.noNotes),
      p(m.replyTo(owner.email)),
    ],
  };
  return renderMail(content, language);
}
