import type { BrandCode, Dealer } from "@carport/protocol";
import type { Queryable } from "../../db/database.ts";

interface DealerRow {
  dealer_code: string;
  dealer_name: string;
  street: string;
  city: string;
  province: string;
  postal_code: string;
  phone: string;
  website: string;
}
interface HourRow {
  dealer_code: string;
  kind: "sales" | "service";
  day_code: number;
  start_time: string;
  end_time: string;
}

/** A postal code typed whole or in part (at least its forward sortation area), without spaces. */
const POSTAL_PREFIX = /^[A-Z]\d[A-Z](\d([A-Z]\d?)?)?$/;

/** Whether a search text is a postal code (or its first characters) rather than a name. */
export function isPostalSearch(text: string): boolean {
  return POSTAL_PREFIX.test(text.replace(/\s+/g, "").toUpperCase());
}

/** How near a dealer's postal code is to the one searched: 0 same area, 1 same first two, 2 same region (letter). */
function postalRank(searched: string, dealerPostal: string): number | null {
  const dealer = dealerPostal.replace(/\s+/g, "");
  if (dealer.slice(0, 3) === searched.slice(0, 3)) return 0;
  if (dealer.slice(0, 2) === searched.slice(0, 2)) return 1;
  if (dealer[0] === searched[0]) return 2;
  return null;
}

/** The brand's dealer directory (migration 009), with each dealer's sales and service hours. */
export function createDealerDirectory(db: Queryable) {
  async function withHours(brand: BrandCode, rows: DealerRow[]): Promise<Dealer[]> {
    if (rows.length === 0) return [];
    const hours = await db.query<HourRow>(
      `select h.dealer_code, h.kind, h.day_code, h.start_time, h.end_time
         from dealer_hours h join dealers d on d.dealer_code = h.dealer_code
        where d.brand = $1 order by h.day_code`,
      [brand],
    );
    const list = (code: string, kind: HourRow["kind"]) =>
      hours
        .filter((h) => h.dealer_code === code && h.kind === kind)
        .map((h) => ({ dayCode: h.day_code, startTime: h.start_time, endTime: h.end_time }));
    return rows.map((r) => ({
      dealerCode: r.dealer_code,
      dealerName: r.dealer_name,
      address: { street: r.street, city: r.city, province: r.province, postalCode: r.postal_code },
      phone: r.phone,
      website: r.website,
      salesHourList: list(r.dealer_code, "sales"),
      serviceHourList: list(r.dealer_code, "service"),
    }));
  }

  return {
    /** Dealers of the brand by postal code (nearest first, same region only) or by a part of name or city. */
    async search(brand: BrandCode, text: string): Promise<Dealer[]> {
      const all = await db.query<DealerRow>("select * from dealers where brand = $1 order by dealer_name", [brand]);
      if (isPostalSearch(text)) {
        const searched = text.replace(/\s+/g, "").toUpperCase();
        const ranked = all
          .map((row) => ({ row, rank: postalRank(searched, row.postal_code) }))
          .filter((r): r is { row: DealerRow; rank: number } => r.rank !== null)
          .sort((a, b) => a.rank - b.rank);
        return withHours(
          brand,
          ranked.map((r) => r.row),
        );
      }
      const needle = text.trim().toLocaleLowerCase("fr-CA");
      return withHours(
        brand,
        all.filter((r) => `${r.dealer_name} ${r.city}`.toLocaleLowerCase("fr-CA").includes(needle)),
      );
    },

    /** One dealer of the brand, or null when the code is not in its directory. */
    async find(brand: BrandCode, dealerCode: string): Promise<Dealer | null> {
      const rows = await db.query<DealerRow>("select * from dealers where brand = $1 and dealer_code = $2", [brand, dealerCode]);
      return (await withHours(brand, rows))[0] ?? null;
    },
  };
}
export type DealerDirectory = ReturnType<typeof createDealerDirectory>;
