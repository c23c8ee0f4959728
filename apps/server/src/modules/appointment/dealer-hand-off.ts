import { randomUUID } from "node:crypto";
import { DEALER_SERVICE_BRAND, type BrandCode, type LanguageId } from "@carport/protocol";
import type { Database } from "../../db/database.ts";
import { ApiError } from "../../http/api-error.ts";
import type { LinkBuilder } from "../../mail/links.ts";
import { findAccountById } from "../../core/account-repository.ts";
import { findVehicleById, type VehicleRecord } from "../../core/vehicle-repository.ts";
import { dealerOf } from "./dealers.ts";
import { readToken, signatureOf, signToken, type TokenClaims } from "./signed-token.ts";

/** Seconds the booking form's access token lasts: long enough to fill the form in. */
export const BOOKING_TOKEN_TTL_SECONDS = 900;

/** Who and what a redeemed token hands over to the dealer. */
export interface HandOff {
  brand: BrandCode;
  accountId: string;
  dealer: ReturnType<typeof dealerOf>;
  owner: { firstName: string; lastName: string; email: string };
  vehicle: { vehicleId: string; vin: string; modelName: string; modelYear: string };
}

/**
 * The dealer appointment hand-off. `getsstkn` issues a signed token (HMAC with SSO_SECRET) that
 * lives SSO_TOKEN_TTL_SECONDS and works once; the dealer's side (`vrysstkn`, `gthaeatkn`, the
 * booking page) redeems it. Redeeming for booking issues the booking form's own single-use token.
 */
export function createDealerHandOff(db: Database, links: LinkBuilder, options: { secret: string; ttlSeconds: number }) {
  async function issue(kind: TokenClaims["kind"], ttlSeconds: number, accountId: string, vehicleId: string, dealerCode: string) {
    const jti = randomUUID();
    const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
    await db.query(
      `insert into dealer_tokens (jti, kind, account_id, vehicle_id, dealer_code, expires_at)
       values ($1, $2, $3, $4, $5, to_timestamp($6::double precision))`,
      [jti, kind, accountId, vehicleId, dealerCode, exp],
    );
    return signToken(options.secret, { jti, kind, vid: vehicleId, dlr: dealerCode, exp });
  }

  /** Who the token hands over, if the vehicle is still the same owner's. */
  async function handOffOf(row: { account_id: string; vehicle_id: string; dealer_code: string }): Promise<HandOff> {
    const vehicle = await findVehicleById(db, row.vehicle_id);
    const account = await findAccountById(db, row.account_id);
    if (!vehicle || !account || vehicle.account_id !== account.id) throw new ApiError("7670");
    return {
      brand: account.brand,
      accountId: account.id,
      dealer: dealerOf(row.dealer_code),
      owner: { firstName: account.first_name, lastName: account.last_name, email: account.email },
      vehicle: { vehicleId: vehicle.id, vin: vehicle.vin, modelName: vehicle.model_name, modelYear: vehicle.model_year },
    };
  }

  /** Reads a token; 7670 unless signed, of this kind, unexpired, unused and (when given) for that dealer and vehicle. */
  async function valid(token: string, kind: TokenClaims["kind"], expect?: { dealerCode: string; vehicleId: string }) {
    const claims = readToken(options.secret, token, kind);
    if (!claims) throw new ApiError("7670");
    if (expect && (claims.dlr !== expect.dealerCode || claims.vid !== expect.vehicleId)) throw new ApiError("7670");
    return claims;
  }

  const bookingUrl = (brand: BrandCode, query: Record<string, string>) => links(brand, "/dealer/booking", query);

  return {
    /** getsstkn: a token for the owner's vehicle and its dealer (7671 when the vehicle has none). */
    async issueSsoToken(accountId: string, vehicle: VehicleRecord, brand: BrandCode, language: LanguageId) {
      // Only the dealer-service brand books with its dealers through single sign-on (vehicle-area.md 2).
      if (brand !== DEALER_SERVICE_BRAND) throw new ApiError("7672");
      if (!vehicle.dealer_code) throw new ApiError("7671");
      const ssoToken = await issue("sso", options.ttlSeconds, accountId, vehicle.id, vehicle.dealer_code);
      return {
        ssoToken,
        dealerCode: vehicle.dealer_code,
        vehicleId: vehicle.id,
        ttl: options.ttlSeconds,
        redirectServiceURL: bookingUrl(brand, { token: ssoToken, lang: String(language) }),
      };
    },

    /**
     * Uses a token up (once, atomically) and answers what it hands over; 7670 when it cannot. It
     * redeems only on its owner's brand (the request's): a token taken to another brand's site
     * is refused there and stays unused.
     */
    async redeem(
      token: string,
      kind: TokenClaims["kind"],
      brand: BrandCode,
      expect?: { dealerCode: string; vehicleId: string },
    ): Promise<HandOff> {
      const claims = await valid(token, kind, expect);
      const [row] = await db.query<{ account_id: string; vehicle_id: string; dealer_code: string }>(
        `update dealer_tokens d set used_at = now()
           from accounts a
          where d.jti = $1 and d.kind = $2 and d.used_at is null and d.expires_at > now() and a.id = d.account_id and a.brand = $3
          returning d.account_id, d.vehicle_id, d.dealer_code`,
        [claims.jti, kind, brand],
      );
      if (!row) throw new ApiError("7670");
      return handOffOf(row);
    },

    /** What a token hands over, without using it up (the booking form shown again after a mistake); on its owner's brand only. */
    async check(token: string, kind: TokenClaims["kind"], brand: BrandCode): Promise<HandOff> {
      const claims = await valid(token, kind);
      const [row] = await db.query<{ account_id: string; vehicle_id: string; dealer_code: string }>(
        `select d.account_id, d.vehicle_id, d.dealer_code from dealer_tokens d join accounts a on a.id = d.account_id
          where d.jti = $1 and d.kind = $2 and d.used_at is null and d.expires_at > now() and a.brand = $3`,
        [claims.jti, kind, brand],
      );
      if (!row) throw new ApiError("7670");
      return handOffOf(row);
    },

    /** The booking form's access token for a redeemed hand-off, and the page that takes it. */
    async issueBookingToken(handOff: HandOff, language: LanguageId) {
      const accessToken = await issue(
        "booking",
        BOOKING_TOKEN_TTL_SECONDS,
        handOff.accountId,
        handOff.vehicle.vehicleId,
        handOff.dealer.dealerCode,
      );
      return {
        accessToken,
        signature: signatureOf(accessToken),
        ttl: BOOKING_TOKEN_TTL_SECONDS,
        redirectServiceURL: bookingUrl(handOff.brand, { accessToken, lang: String(language) }),
      };
    },
  };
}
export type DealerHandOff = ReturnType<typeof createDealerHandOff>;
