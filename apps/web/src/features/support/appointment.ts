import type { BrandCode, LanguageId } from "@carport/protocol";
import { BRANDS } from "../../brands/brands.ts";

/** Booking is offered only by the dealer-service brand, for a vehicle with a dealer code (vehicle-area.md 2). */
export function offersAppointment(brand: BrandCode, dealerCode: string | null | undefined): boolean {
  return BRANDS[brand].offersDealerAppointment && Boolean(dealerCode?.trim());
}

/** /support/appointment with the dealer code and the language, as the schedule-dealer action opens it. */
export function appointmentPath(dealerCode: string, language: LanguageId): string {
  return `/support/appointment?${new URLSearchParams({ dealerCode: dealerCode.trim(), lang: String(language) }).toString()}`;
}
