import type { LanguageId } from "@carport/protocol";
import type { Database } from "../../../db/database.ts";
import { ApiError } from "../../../http/api-error.ts";
import { randomToken, tokenHash } from "../../../core/secret-hashing.ts";
import { saltedHash, sameHash, sixDigitCode } from "./security-codes.ts";
import { textsOf } from "../../../texts/server-texts.ts";

/** A one-time code is good for this long; so is the validation key it is exchanged for. */
export const OTP_MINUTES = 10;
/** Wrong codes before the otpKey is dead. */
export const OTP_TRIES = 3;

export type OtpPurpose = "mfa" | "reset";

/** 7549, with the tries left when there are any. */
export function wrongOtpError(triesLeft: number, language: LanguageId): ApiError {
  if (triesLeft <= 0) return new ApiError("7549");
  return new ApiError("7549", textsOf(language).auth.wrongOneTimeCode(triesLeft));
}

interface OtpRow {
  purpose: OtpPurpose;
  account_id: string | null;
  challenge_id: string | null;
  code_hash: string;
  tries_left: number;
  live: boolean;
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;

/**
 * Codes behind an otpKey (sign-in from a new device, password reset by code): 6 digits from the
 * crypto source, 10 minutes, 3 tries, single use. A decoy (no account) behaves exactly the same
 * but never matches, so `vrfyacctotp` cannot tell who has an account.
 */
export function createOneTimeCodes(db: Database) {
  return {
    async create(input: { purpose: OtpPurpose; accountId: string | null; challengeId?: string }) {
      const otpKey = randomToken();
      const code = sixDigitCode();
      await db.query(
        `insert into one_time_codes (key_hash, purpose, account_id, challenge_id, code_hash, tries_left, expires_at)
         values ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7))`,
        [tokenHash(otpKey), input.purpose, input.accountId, input.challengeId ?? null, saltedHash(otpKey, code), OTP_TRIES, OTP_MINUTES],
      );
      return { otpKey, code };
    },

    /** How many codes a sign-in challenge has had sent (to cap resends). */
    async countForChallenge(challengeId: string): Promise<number> {
      const [row] = await db.query<{ n: number }>("select count(*)::int as n from one_time_codes where challenge_id = $1", [challengeId]);
      return row?.n ?? 0;
    },

    /**
     * Checks a typed code. Right: the key is spent and its account answered. Wrong (or the key
     * belongs to another account): one try fewer, 7549 with the tries left; dead keys answer 7549.
     */
    async check(
      input: { purpose: OtpPurpose; otpKey: string; code: string; accountId: string | null },
      language: LanguageId,
    ): Promise<{ accountId: string; challengeId: string | null }> {
      const keyHash = tokenHash(input.otpKey);
      const [row] = await db.query<OtpRow>(
        `select purpose, account_id, challenge_id, code_hash, tries_left,
                (used_at is null and expires_at > now() and tries_left > 0) as live
           from one_time_codes where key_hash = $1`,
        [keyHash],
      );
      if (!row || !row.live || row.purpose !== input.purpose) throw wrongOtpError(0, language);
      const right =
        sameHash(row.code_hash, saltedHash(input.otpKey, input.code)) &&
        row.account_id !== null &&
        (input.accountId === null || row.account_id === input.accountId);
      if (!right) {
        const [after] = await db.query<{ tries_left: number }>(
          "update one_time_codes set tries_left = tries_left - 1 where key_hash = $1 and tries_left > 0 returning tries_left",
          [keyHash],
        );
        throw wrongOtpError(after?.tries_left ?? 0, language);
      }
      const spent = await db.query("update one_time_codes set used_at = now() where key_hash = $1 and used_at is null returning key_hash", [
        keyHash,
      ]);
      if (spent.length === 0) throw wrongOtpError(0, language);
      return { accountId: row.account_id!, challengeId: row.challenge_id };
    },

    /** Spends every live code of the account for this purpose (a new password ends the others). */
    async spendAll(accountId: string, purpose: OtpPurpose): Promise<void> {
      await db.query("update one_time_codes set used_at = now() where account_id = $1 and purpose = $2 and used_at is null", [
        accountId,
        purpose,
      ]);
    },

    /** After a right sign-in code: the key `mfa/genmfatkn` presents (single use, 10 minutes). */
    async issueValidationKey(otpKey: string): Promise<string> {
      const validationKey = randomToken();
      await db.query(
        `update one_time_codes set validation_hash = $2, validation_expires_at = now() + make_interval(mins => $3)
          where key_hash = $1`,
        [tokenHash(otpKey), tokenHash(validationKey), OTP_MINUTES],
      );
      return validationKey;
    },

    /** Spends a validation key; answers what it was for, or null when unknown, used or expired. */
    async useValidationKey(validationKey: string): Promise<{ accountId: string; challengeId: string } | null> {
      const [row] = await db.query<{ account_id: string | null; challenge_id: string | null }>(
        `update one_time_codes set validation_used_at = now()
          where validation_hash = $1 and validation_used_at is null and validation_expires_at > now()
          returning account_id, challenge_id`,
        [tokenHash(validationKey)],
      );
      if (!row?.account_id || !row.challenge_id) return null;
      return { accountId: row.account_id, challengeId: row.challenge_id };
    },
  };
}
