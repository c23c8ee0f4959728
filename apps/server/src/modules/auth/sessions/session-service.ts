import { LRUCache } from "lru-cache";
import type { BrandCode, Token } from "@carport/protocol";
import type { Database } from "../../../db/database.ts";
import type { Session } from "../../../http/request-context.ts";
import { isVehicleId, type VehicleRecord } from "../../../core/vehicle-repository.ts";
import { ApiError } from "../../../http/api-error.ts";
import { randomToken, tokenHash } from "../../../core/secret-hashing.ts";
import type { SessionCache } from "./session-cache.ts";
import type { LastStatuses } from "../../../core/last-statuses.ts";
import {
  findToken,
  findTokenWithVehicles,
  insertToken,
  revokeToken,
  revokeTokensOfAccount,
  touchToken,
  type TokenRecord,
  type TokenWithVehicle,
} from "./token-repository.ts";

/** Tokens whose hash is remembered, at most: past it, the least recently used are forgotten. */
const REMEMBERED_HASHES = 10_000;

/** A token used again within this many ms keeps its expiry (saves a write per request). */
const TOUCH_INTERVAL_MS = 60_000;

export type SessionService = ReturnType<typeof createSessionService>;

/** A checked session, and the vehicle asked for when its account may use it. */
export interface Authenticated {
  session: Session;
  vehicle: VehicleRecord | null;
}

/** Issues, checks and revokes access tokens. */
export function createSessionService(db: Database, options: { ttlSeconds: number; cache?: SessionCache; statuses?: LastStatuses }) {
  const { cache, statuses } = options;
  // A signed-in client sends the same token with every call: its SHA-256 is worked out once (about
  // 2 % of an everyday read's CPU). Only this process's memory holds it, as it holds the request.
  const hashes = new LRUCache<string, string>({ max: REMEMBERED_HASHES });
  const hashOf = (rawToken: string) => {
    let hash = hashes.get(rawToken);
    if (hash === undefined) {
      hash = tokenHash(rawToken);
      hashes.set(rawToken, hash);
    }
    return hash;
  };

  /** Whether a token lets its holder in: only such answers are kept in the cache. */
  const admits = (token: TokenRecord, brand: BrandCode) =>
    !token.revoked_at &&
    new Date(token.expires_at).getTime() > Date.now() &&
    token.brand === brand &&
    token.account_status !== "deactivated";

  /** The hash of a raw token as a client sends it: 7403 when it is none. */
  function hashOfSent(rawToken: unknown): string {
    if (typeof rawToken !== "string" || rawToken.length === 0 || rawToken.length > 256) throw new ApiError("7403");
    return hashOf(rawToken);
  }
  const usableVehicleId = (vehicleId: string | null) => (vehicleId !== null && isVehicleId(vehicleId) ? vehicleId : null);
  const cacheKey = (hash: string, brand: BrandCode, vehicleId: string | null) => `${hash}|${brand}|${vehicleId ?? ""}`;

  /** The session and vehicle a looked-up token gives: 7403 when missing, expired or another brand's; 7602 revoked; 7405 deactivated. */
  function sessionFrom(found: TokenWithVehicle | null, hash: string, brand: BrandCode): Authenticated {
    if (!found) throw new ApiError("7403");
    const { token } = found;
    if (token.revoked_at) throw new ApiError("7602");
    if (new Date(token.expires_at).getTime() <= Date.now()) throw new ApiError("7403");
    if (token.brand !== brand) throw new ApiError("7403");
    if (token.account_status === "deactivated") throw new ApiError("7405");
    return { session: { accountId: token.account_id, tokenHash: hash, brand }, vehicle: found.vehicle };
  }
  /**
   * When this process last wrote each token's use. Calls made together with a token whose use is
   * due all read the same last use: without this each wrote it, one after another on the row's lock.
   */
  const touchedAt = new LRUCache<string, number>({ max: REMEMBERED_HASHES });
  /** Whether the token's last use is to be written now: once a minute at most. */
  const dueForTouch = (found: TokenWithVehicle, hash: string) =>
    Date.now() - Math.max(new Date(found.token.last_used_at).getTime(), touchedAt.get(hash) ?? 0) > TOUCH_INTERVAL_MS;
  async function touch(hash: string) {
    touchedAt.set(hash, Date.now());
    try {
      await touchToken(db, hash, options.ttlSeconds);
    } catch (error) {
      touchedAt.delete(hash);
      throw error;
    }
  }

  /**
   * The token and vehicle: from the cache when it holds an admitting answer, else from the database,
   * in one query with the vehicle's status when `withStatus`, which is kept apart (core/last-statuses.ts),
   * and with the account's other vehicles, whose checks are kept too.
   */
  function lookUp(hash: string, brand: BrandCode, vehicleId: string | null, withStatus: boolean): Promise<TokenWithVehicle | null> {
    let others: TokenWithVehicle[] = [];
    const load = async (): Promise<TokenWithVehicle | null> => {
      if (!vehicleId) {
        const token = await findToken(db, hash);
        return token && { token, vehicle: null };
      }
      const read = () => findTokenWithVehicles(db, hash, vehicleId, { withStatus: withStatus && statuses !== undefined });
      const found =
        statuses && withStatus ? await statuses.readWith(vehicleId, read, (f) => (f?.vehicle ? f.status : undefined)) : await read();
      if (!found) return null;
      others = found.others.map((vehicle) => ({ token: found.token, vehicle }));
      return { token: found.token, vehicle: found.vehicle };
    };
    if (!cache) return load();
    const sourcesOf = (found: TokenWithVehicle | null) => {
      if (!found || !admits(found.token, brand) || (vehicleId !== null && !found.vehicle)) return null;
      const vehicles = found.vehicle ? [found.vehicle.id] : [];
      return {
        tokens: [hash],
        accounts: [found.token.account_id],
        vehicles,
        validUntil: new Date(found.token.expires_at).getTime(),
      };
    };
    return cache.read(cacheKey(hash, brand, vehicleId), load, sourcesOf, {
      group: cacheKey(hash, brand, null),
      answers: () => others.map((other) => [cacheKey(hash, brand, other.vehicle!.id), other] as const),
    });
  }

  return {
    async issue(accountId: string, clientIp: string): Promise<Token> {
      const accessToken = randomToken();
      const refreshToken = randomToken();
      await insertToken(db, {
        tokenHash: tokenHash(accessToken),
        refreshHash: tokenHash(refreshToken),
        accountId,
        ttlSeconds: options.ttlSeconds,
        clientIp,
      });
      return { accessToken, refreshToken, expireIn: options.ttlSeconds };
    },

    /** The session of a raw token: 7403 when missing, unknown or expired; 7602 when revoked. */
    async authenticate(rawToken: unknown, brand: BrandCode): Promise<Session> {
      return (await this.authenticateFor(rawToken, brand, null)).session;
    },

    /**
     * The session of a raw token (errors as `authenticate`) and, read in the same query, the vehicle
     * with this id when the session's account may use it. Its last status is read with it, for the
     * reads that show it next, unless `withStatus` is false: a remote command's car reports a new
     * one as soon as it has run the command, so the status read with the command would go unused.
     */
    async authenticateFor(
      rawToken: unknown,
      brand: BrandCode,
      vehicleId: string | null,
      { withStatus = true }: { withStatus?: boolean } = {},
    ): Promise<Authenticated> {
      const hash = hashOfSent(rawToken);
      const found = await lookUp(hash, brand, usableVehicleId(vehicleId), withStatus);
      const authenticated = sessionFrom(found, hash, brand);
      if (dueForTouch(found!, hash)) await touch(hash);
      return authenticated;
    },

    /**
     * What `authenticateFor` answers (its errors thrown), at once, when the cache keeps this
     * token's check and its use needs no write; undefined otherwise, for `authenticateFor` to read.
     * Nearly every signed-in call is such a one: it then costs no promise.
     */
    knownFor(rawToken: unknown, brand: BrandCode, vehicleId: string | null): Authenticated | undefined {
      const hash = hashOfSent(rawToken);
      const found = cache?.peek(cacheKey(hash, brand, usableVehicleId(vehicleId)));
      if (!found || dueForTouch(found, hash)) return undefined;
      return sessionFrom(found, hash, brand);
    },

    /** Seconds left on a token. */
    async secondsLeft(hash: string): Promise<number> {
      const token = await findToken(db, hash);
      if (!token) return 0;
      return Math.max(0, Math.round((new Date(token.expires_at).getTime() - Date.now()) / 1000));
    },

    revoke: (hash: string) => revokeToken(db, hash),

    /**
     * Signs the account out everywhere: every token it holds answers 7602 from now on. Used by
     * password reset, "log out everywhere" (rmalltkn) and, later, password change.
     */
    revokeAllTokens: (accountId: string) => revokeTokensOfAccount(db, accountId),
  };
}
