import { z } from "zod";

const dealerCode = z.string().trim().min(1, "REQUIRED").max(32, "TOO_LONG");

/** Opening hours of one day: dayCode 0 is Sunday, times HHmm; a day not listed is closed. */
export const dealerHourSchema = z.object({ dayCode: z.number().int(), startTime: z.string(), endTime: z.string() });
export type DealerHour = z.infer<typeof dealerHourSchema>;

/** A dealer of the directory, with its sales and service hours. */
export const dealerSchema = z.object({
  dealerCode: z.string(),
  dealerName: z.string(),
  address: z.object({ street: z.string(), city: z.string(), province: z.string(), postalCode: z.string() }),
  phone: z.string(),
  website: z.string(),
  salesHourList: z.array(dealerHourSchema),
  serviceHourList: z.array(dealerHourSchema),
});
export type Dealer = z.infer<typeof dealerSchema>;

/**
 * `dlrsrch`: the brand's dealers matching a postal code (nearest first: same forward sortation
 * area, then same region) or a part of a name or city.
 */
export const dealerSearchRequestSchema = z.object({ searchText: z.string().trim().min(1, "REQUIRED").max(60, "TOO_LONG") });
export const dealerSearchResultSchema = z.object({ dealers: z.array(dealerSchema) });

/** `gtprfdlr`: the account's preferred dealer, null when none is chosen (or the code is not in the directory). */
export const preferredDealerResultSchema = z.object({ dealer: dealerSchema.nullable() });

/** `svprfdlr`: choose a dealer of the brand's directory as preferred (7998 naming dealerCode otherwise). */
export const savePreferredDealerRequestSchema = z.object({ dealerCode });
