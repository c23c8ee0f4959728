import { isNotificationRowLocked } from "@carport/domain";
import { invalidFieldDescription, type BrandCode, type FuelKindCode, type LanguageId } from "@carport/protocol";
import type { Queryable } from "../../db/database.ts";
import { ApiError } from "../../http/api-error.ts";
import { saveSetting } from "../notifications/index.ts";
import { typesFor } from "../notifications/index.ts";
import { recordAcceptance } from "../terms/index.ts";

type Flag = "Y" | "N" | boolean | undefined;

/** What the owner agreed to when enrolling a car (rgacct, addvhcl, ivecmpltn, ivscmpltn). */
export interface EnrollmentConsents {
  /** The terms the owner read (gttcnd's tncId); absent: the brand's current terms. */
  tncId?: string | undefined;
  /** Per notification type (`type`, or `notificationType` as gtntfsttng names it): push and e-mail. */
  notificationList: ReadonlyArray<{ type?: string | undefined; notificationType?: string | undefined; push?: Flag; email?: Flag }>;
  policyConfirm?: Flag;
  promotionAllow?: Flag;
}

/** The consents checked against the brand's terms and the car's notification types, ready to store. */
export interface CheckedConsents {
  termsVersion: string;
  settings: Array<{ type: string; push: boolean; email: boolean }>;
  policyConfirm: boolean;
  /** Absent when the request said nothing: the account keeps what it had. */
  promotionAllow?: boolean;
}

const isYes = (flag: Flag) => flag === true || flag === "Y";

/**
 * Checks the consents before anything changes: a tncId that is not one of the brand's terms, or a
 * notification type the car does not have, is refused (7998 naming the field). Rows the type locks
 * (always on, or a fixed channel) keep their fixed values.
 */
export async function checkConsents(
  db: Queryable,
  context: { brand: BrandCode; language: LanguageId },
  fuelKind: FuelKindCode,
  consents: EnrollmentConsents,
): Promise<CheckedConsents> {
  const [terms] = await db.query<{ version: string }>(
    consents.tncId
      ? "select version from terms where brand = $1 and tnc_id = $2"
      : "select version from terms where brand = $1 order by tnc_date desc, version desc limit 1",
    consents.tncId ? [context.brand, consents.tncId] : [context.brand],
  );
  if (!terms) throw new ApiError("7998", invalidFieldDescription("tncId", "UNKNOWN_TERMS", context.language), 400);
  const types = typesFor(fuelKind);
  const settings = consents.notificationList.flatMap((row, index) => {
    const name = row.notificationType ?? row.type;
    const type = types.find((t) => t.type === name);
    if (!type) throw new ApiError("7998", invalidFieldDescription(`notificationList.${index}.type`, "UNKNOWN", context.language), 400);
    if (isNotificationRowLocked(type)) return [];
    return [
      {
        type: type.type,
        push: row.push === undefined ? type.defaultPush : isYes(row.push),
        email: row.email === undefined ? type.defaultEmail : isYes(row.email),
      },
    ];
  });
  return {
    termsVersion: terms.version,
    settings,
    policyConfirm: isYes(consents.policyConfirm),
    ...(consents.promotionAllow === undefined ? {} : { promotionAllow: isYes(consents.promotionAllow) }),
  };
}

/** Stores checked consents for the account and its newly enrolled vehicle (inside the enrollment's transaction). */
export async function storeConsents(tx: Queryable, accountId: string, vehicleId: string, consents: CheckedConsents): Promise<void> {
  await recordAcceptance(tx, accountId, consents.termsVersion, consents.policyConfirm);
  if (consents.promotionAllow !== undefined) {
    await tx.query("update accounts set promotion_allow = $2 where id = $1", [accountId, consents.promotionAllow]);
  }
  for (const s of consents.settings) await saveSetting(tx, accountId, vehicleId, s.type, s.push, s.email);
}
