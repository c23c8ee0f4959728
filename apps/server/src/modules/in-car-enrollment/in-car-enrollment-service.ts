import { randomUUID } from "node:crypto";
import { IN_CAR_CODE_LENGTH, IN_CAR_CODE_TRIES, IN_CAR_VERIFIED_VALIDITY_MS } from "@carport/domain";
import { invalidFieldDescription, type BrandCode, type LanguageId } from "@carport/protocol";
import type { Database } from "../../db/database.ts";
import { ApiError } from "../../http/api-error.ts";
import { sourceKeys, type ClientSource } from "../../http/client-source.ts";
import { randomToken, tokenHash } from "../../core/secret-hashing.ts";
import { digitCode, sameHash } from "../auth/index.ts";
import { factoryVehicle, type FactoryRow } from "../enrollment/index.ts";
import type { VehicleLinkGateway } from "../vehicle-link/index.ts";
import {
  findByCompletion,
  inCarFailuresOf,
  insertInCarCode,
  latestInCarCode,
  markInCarUsed,
  markInCarVerified,
  recentInCarFailures,
  recordInCarFailure,
  releaseInCarUse,
} from "./in-car-code-repository.ts";

export interface InCarOptions {
  /** How long a code the car shows is valid (IN_CAR_CODE_VALIDITY_MS unless configured). */
  validityMs: number;
  /** The clock; tests pass their own to reach an expiry without waiting. */
  now?: () => number;
}

/**
 * Wrong codes a car accepts from one source (client address, or account) in an hour, over all its
 * codes: asking for new codes does not give someone outside the car endless guesses (each code
 * alone allows IN_CAR_CODE_TRIES per source). Counted per source, so a stranger's wrong codes
 * never use up the owner's: the owner in the car types the code its screen shows and it works.
 */
export const IN_CAR_FAILURES_PER_HOUR = 3 * IN_CAR_CODE_TRIES;
const HOUR_MS = 3_600_000;

/** A code is kept hashed with its VIN, so a stolen table does not show the codes on screens. */
function codeHash(vin: string, code: string): string {
  return tokenHash(`${vin}:${code}`);
}

/**
 * The car's link names its VIN and modem id (MEID) together: a MEID that is not the one the
 * factory recorded for the VIN means the link is not this car's (7998 naming meid). Without a
 * MEID, or without one on record, there is nothing to compare.
 */
function checkMeid(row: FactoryRow, meid: string | undefined, language: LanguageId): void {
  if (!meid || !row.meid) return;
  if (meid.toUpperCase() !== row.meid.toUpperCase())
    throw new ApiError("7998", invalidFieldDescription("meid", "MEID_MISMATCH", language), 400);
}

/**
 * In-car enrollment: the server has the car show a code (over the vehicle link), checks the code
 * the owner scanned or typed (wrong tries counted, single use, 10 minutes), and hands out an id
 * that lets the registration or add-vehicle path enroll exactly that VIN, once.
 */
export function createInCarEnrollment(db: Database, gateway: VehicleLinkGateway, options: InCarOptions) {
  const now = options.now ?? Date.now;

  return {
    /** Has the car show a new code; with an account, only that account may verify it. */
    async sendCode(
      brand: BrandCode,
      vin: string,
      accountId: string | null,
      link: { meid?: string | undefined; language: LanguageId } = { language: 0 },
    ) {
      const row = await factoryVehicle(db, brand, vin);
      checkMeid(row, link.meid, link.language);
      if (row.enrolled) throw new ApiError("7656");
      const sentAt = now();
      const expiresAt = new Date(sentAt + options.validityMs);
      const code = digitCode(IN_CAR_CODE_LENGTH);
      await insertInCarCode(db, {
        id: randomUUID(),
        vin: row.vin,
        codeHash: codeHash(row.vin, code),
        requestedBy: accountId,
        expiresAt,
        now: new Date(sentAt),
      });
      await gateway.display(row.vin, { show: "enrollmentCode", code, expiresAt: expiresAt.toISOString() });
      return { expiresAt: expiresAt.toISOString(), validitySeconds: Math.round(options.validityMs / 1000) };
    },

    /**
     * Checks the code: 7691 expired, 7692 too many wrong codes from this source, 7690 wrong (also when another
     * account asked for it), 7693 already used. Answers the completion id and the vehicle.
     */
    async verifyCode(
      brand: BrandCode,
      vin: string,
      code: string,
      accountId: string | null,
      link: { meid?: string | undefined; language: LanguageId; source: ClientSource },
    ) {
      const vehicle = await factoryVehicle(db, brand, vin);
      const sources = sourceKeys(link.source);
      checkMeid(vehicle, link.meid, link.language);
      if (vehicle.enrolled) throw new ApiError("7656");
      const row = await latestInCarCode(db, vehicle.vin);
      if (!row) throw new ApiError("7690");
      if (row.verified_at) throw new ApiError("7693");
      const at = now();
      if (at >= new Date(row.expires_at).getTime()) throw new ApiError("7691");
      if ((await inCarFailuresOf(db, row.id, sources)) >= IN_CAR_CODE_TRIES) throw new ApiError("7692");
      if ((await recentInCarFailures(db, vehicle.vin, sources, new Date(at - HOUR_MS))) >= IN_CAR_FAILURES_PER_HOUR)
        throw new ApiError("7692");
      const allowed = row.requested_by === null || row.requested_by === accountId;
      if (!allowed || !sameHash(row.code_hash, codeHash(vehicle.vin, code))) {
        const failures = await recordInCarFailure(db, row.id, sources, IN_CAR_CODE_TRIES);
        throw new ApiError(failures >= IN_CAR_CODE_TRIES ? "7692" : "7690");
      }
      const completion = randomToken();
      const completionExpiresAt = new Date(at + IN_CAR_VERIFIED_VALIDITY_MS);
      const verified = await markInCarVerified(db, row.id, {
        verifiedBy: accountId,
        completionHash: tokenHash(completion),
        completionExpiresAt,
        now: new Date(at),
      });
      if (!verified) throw new ApiError("7693");
      await gateway.display(vehicle.vin, { show: "home" });
      return {
        vehicleId: completion,
        vin: vehicle.vin,
        modelName: vehicle.model_name,
        modelYear: vehicle.model_year,
        fuelKindCode: vehicle.fuel_kind_code,
        expiresAt: completionExpiresAt.toISOString(),
      };
    },

    /**
     * Runs `enroll` with the VIN the completion id was verified for, once: 7693 when the id is
     * unknown, used, past its time, or bound to another account (or to an account, when
     * `accountId` is null: a registration). A failed enrollment leaves the id usable.
     */
    async complete<T>(brand: BrandCode, completionId: string, accountId: string | null, enroll: (vin: string) => Promise<T>): Promise<T> {
      const row = await findByCompletion(db, tokenHash(completionId));
      const at = now();
      if (!row || row.used_at || !row.completion_expires_at || at >= new Date(row.completion_expires_at).getTime())
        throw new ApiError("7693");
      if (row.verified_by !== null && row.verified_by !== accountId) throw new ApiError("7693");
      const vehicle = await factoryVehicle(db, brand, row.vin).catch(() => null);
      if (!vehicle) throw new ApiError("7693");
      if (!(await markInCarUsed(db, row.id, new Date(at)))) throw new ApiError("7693");
      try {
        return await enroll(row.vin);
      } catch (error) {
        await releaseInCarUse(db, row.id);
        throw error;
      }
    },
  };
}

export type InCarEnrollment = ReturnType<typeof createInCarEnrollment>;
