import { BRAND_CODES, type BrandCode } from "@carport/protocol";
import type { Queryable } from "../../db/database.ts";
import { CURRENT_TERMS, termsText } from "./terms-content.ts";

export interface TermsRecord {
  brand: string;
  version: string;
  tnc_id: string;
  tnc_date: string;
  terms_en: string;
  terms_fr: string;
  privacy_en: string;
  privacy_fr: string;
}

/** Makes sure the current terms of every brand are stored (idempotent, run at start-up). */
export async function ensureCurrentTerms(db: Queryable): Promise<void> {
  for (const brand of BRAND_CODES) {
    const text = termsText(brand);
    await db.query(
      `insert into terms (brand, version, tnc_id, tnc_date, terms_en, terms_fr, privacy_en, privacy_fr)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (brand, version) do nothing`,
      [brand, CURRENT_TERMS.version, text.tncId, CURRENT_TERMS.tncDate, text.termsEn, text.termsFr, text.privacyEn, text.privacyFr],
    );
  }
  // New terms unaccept everyone: every kept acceptance goes (the terms trigger tells every instance).
  db.announce("*");
}

export async function findCurrentTerms(db: Queryable, brand: BrandCode): Promise<TermsRecord | null> {
  const rows = await db.query<TermsRecord>("select * from terms where brand = $1 order by tnc_date desc, version desc limit 1", [brand]);
  return rows[0] ?? null;
}

/** Has the account accepted the brand's current terms. */
export async function hasAcceptedCurrentTerms(db: Queryable, accountId: string, brand: BrandCode): Promise<boolean> {
  const rows = await db.query<{ accepted: boolean }>(
    `select exists (
       select 1 from terms_acceptances a
        where a.account_id = $1
          and a.version = (select version from terms where brand = $2 order by tnc_date desc, version desc limit 1)
     ) as accepted`,
    [accountId, brand],
  );
  return rows[0]?.accepted ?? false;
}

export async function recordAcceptance(db: Queryable, accountId: string, version: string, policyConfirm: boolean) {
  await db.query(
    `insert into terms_acceptances (account_id, version, policy_confirm) values ($1, $2, $3)
     on conflict (account_id, version) do update set policy_confirm = excluded.policy_confirm, accepted_at = now()`,
    [accountId, version, policyConfirm],
  );
  db.announce(`a:${accountId}`);
}

/** Records that the account accepts its brand's terms now in force (whatever version that is). */
export async function acceptCurrentTerms(db: Queryable, accountId: string, brand: BrandCode, policyConfirm: boolean) {
  await db.query(
    `insert into terms_acceptances (account_id, version, policy_confirm)
     select $1, version, $3 from terms where brand = $2 order by tnc_date desc, version desc limit 1
     on conflict (account_id, version) do update set policy_confirm = excluded.policy_confirm, accepted_at = now()`,
    [accountId, brand, policyConfirm],
  );
  db.announce(`a:${accountId}`);
}
