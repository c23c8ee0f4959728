import type { BrandCode } from "@carport/protocol";
import type { Database } from "../../../db/database.ts";
import { normalizeEmail } from "../../../core/account-repository.ts";

/**
 * Turns on or off, for one account, sign-in with the password alone for clients that send no
 * Deviceid and cannot do the one-time-code step (community clients such as bluelinky 9). The
 * operator's choice (`npm run admin -- nameless-sign-in`), off by default; answers false when no
 * account has this e-mail on this brand.
 */
export async function setNamelessSignIn(db: Database, brand: BrandCode, email: string, allowed: boolean): Promise<boolean> {
  const rows = await db.query("update accounts set nameless_sign_in_allowed = $3 where brand = $1 and email = $2 returning id", [
    brand,
    normalizeEmail(email),
    allowed,
  ]);
  return rows.length > 0;
}
