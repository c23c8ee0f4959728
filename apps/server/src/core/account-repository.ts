import { randomUUID } from "node:crypto";
import type { AccountInformation, BrandCode } from "@carport/protocol";
import type { Queryable } from "../db/database.ts";

/** An account row as the server uses it (hashes included: never answered as is). */
export interface AccountRecord {
  id: string;
  brand: BrandCode;
  email: string;
  password_hash: string;
  pin_hash: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  suffix: string;
  notification_email: string;
  odometer_unit: number;
  climate_unit: "C" | "F";
  language_id: 0 | 1;
  maintenance_alert: boolean;
  preferred_dealer: string | null;
  status: "active" | "deactivated";
  /** When the login e-mail was confirmed; null until then (modules/email-confirmation). */
  email_confirmed_at: Date | null;
}

export interface NewAccount {
  brand: BrandCode;
  email: string;
  passwordHash: string;
  pinHash: string;
  firstName: string;
  lastName: string;
  postalCode?: string;
  languageId?: 0 | 1;
  /** True for accounts the operator creates (admin tool, demo seed); registration's start unconfirmed. */
  emailConfirmed?: boolean;
}

/** E-mails are compared after Unicode compatibility folding, trimming and lower-casing, so look-alikes meet. */
export function normalizeEmail(email: string): string {
  return email.normalize("NFKC").trim().toLowerCase();
}

export async function findAccountByEmail(db: Queryable, brand: BrandCode, email: string) {
  const rows = await db.query<AccountRecord>("select * from accounts where brand = $1 and email = $2", [brand, normalizeEmail(email)]);
  return rows[0] ?? null;
}

export async function findAccountById(db: Queryable, id: string) {
  const rows = await db.query<AccountRecord>("select * from accounts where id = $1", [id]);
  return rows[0] ?? null;
}

export async function insertAccount(db: Queryable, account: NewAccount): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into accounts (id, brand, email, password_hash, pin_hash, first_name, last_name,
       notification_email, postal_code, language_id, email_confirmed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $3, $8, $9, case when $10::boolean then now() end)`,
    [
      id,
      account.brand,
      normalizeEmail(account.email),
      account.passwordHash,
      account.pinHash,
      account.firstName,
      account.lastName,
      account.postalCode ?? "",
      account.languageId ?? 0,
      account.emailConfirmed === true,
    ],
  );
  return id;
}

export async function listAccounts(db: Queryable, brand?: BrandCode) {
  return db.query<{ id: string; brand: string; email: string; first_name: string; last_name: string; vehicles: number }>(
    `select a.id, a.brand, a.email, a.first_name, a.last_name, count(v.id)::int as vehicles
       from accounts a left join vehicles v on v.account_id = a.id
      where $1::text is null or a.brand = $1
      group by a.id order by a.brand, a.email`,
    [brand ?? null],
  );
}

/** The account as the protocol answers it: only the fields a client may see. */
export function presentAccount(account: AccountRecord): AccountInformation {
  return {
    userId: account.id,
    email: account.email,
    firstName: account.first_name,
    middleName: account.middle_name,
    lastName: account.last_name,
    suffix: account.suffix,
    notificationEmail: account.notification_email,
    brand: account.brand,
    emailConfirmed: account.email_confirmed_at !== null,
    preference: {
      odometerUnit: account.odometer_unit,
      climateUnit: account.climate_unit,
      languageId: account.language_id,
      maintenanceAlert: account.maintenance_alert,
      preferredDealer: account.preferred_dealer,
    },
  };
}

/** The account's distance unit (1 km, 3 miles): distances are kept in km and answered in it. */
export async function accountDistanceUnit(db: Queryable, accountId: string): Promise<1 | 3> {
  const [row] = await db.query<{ odometer_unit: number }>("select odometer_unit from accounts where id = $1", [accountId]);
  return row?.odometer_unit === 3 ? 3 : 1;
}
