import type { Database } from "../../db/database.ts";
import type { TokenWithVehicle } from "./token-repository.ts";

/** The channel the database's triggers announce changes on (migration 016). */
const CHANNEL = "carport_session_cache";
/** Sessions kept at most; the oldest go first. */
const MAX_ENTRIES = 50_000;
/** An entry older than this is read again even if nothing announced a change (a bound, not the mechanism). */
const MAX_AGE_MS = 30_000;
/**
 * A write by this process to what a session check reads: any write naming these tables, except the
 * token's sliding expiry (only a revocation or a deletion of a token counts).
 */
const SESSION_WRITE =
  /\b(?:accounts|vehicles|second_drivers|vehicle_status|factory_vehicles)\b|\brevoked_at\s*=|\bdelete\s+from\s+access_tokens\b/i;

interface Entry {
  found: TokenWithVehicle;
  storedAt: number;
}

export type SessionCache = Awaited<ReturnType<typeof openSessionCache>>;

/**
 * The session checks this instance has made, kept in memory so that a signed-in read costs no
 * database round trip. Only a valid answer is kept (a live token with, when asked, a vehicle its
 * account may use), so anything it refuses is always read again. An entry goes when the database
 * announces a change to what it was read from (every instance hears every change: triggers NOTIFY
 * on commit), and every entry goes at once when this process itself writes to those tables, so
 * this instance never answers from before its own writes. A check started before a change is not
 * kept. While the listening connection is down nothing is kept.
 */
export async function openSessionCache(db: Database) {
  const entries = new Map<string, Entry>();
  const byToken = new Map<string, Set<string>>();
  const byAccount = new Map<string, Set<string>>();
  const byVehicle = new Map<string, Set<string>>();
  /** Bumped by every change: a check that started under an older generation is not kept. */
  let generation = 0;
  let live = false;
  let hits = 0;
  let misses = 0;

  const keyOf = (tokenHash: string, vehicleId: string | null) => `${tokenHash}|${vehicleId ?? ""}`;

  function index(map: Map<string, Set<string>>, id: string, key: string) {
    let keys = map.get(id);
    if (!keys) map.set(id, (keys = new Set()));
    keys.add(key);
  }

  function unindex(map: Map<string, Set<string>>, id: string, key: string) {
    const keys = map.get(id);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) map.delete(id);
  }

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const { token, vehicle } = entry.found;
    unindex(byToken, key.slice(0, key.indexOf("|")), key);
    unindex(byAccount, token.account_id, key);
    if (vehicle) unindex(byVehicle, vehicle.id, key);
  }

  function clear() {
    generation++;
    entries.clear();
    byToken.clear();
    byAccount.clear();
    byVehicle.clear();
  }

  function drop(payload: string) {
    generation++;
    const separator = payload.indexOf(":");
    const kind = payload.slice(0, separator);
    const id = payload.slice(separator + 1);
    const map = kind === "t" ? byToken : kind === "a" ? byAccount : kind === "v" ? byVehicle : undefined;
    if (!map) return clear();
    for (const key of [...(map.get(id) ?? [])]) remove(key);
  }

  const stopWriteWatch = db.onWrite((sqlTexts) => {
    if (sqlTexts.some((sql) => SESSION_WRITE.test(sql))) clear();
  });
  const stopListening = await db.listen(CHANNEL, {
    message: drop,
    live(isLive) {
      clear();
      live = isLive;
    },
  });

  return {
    /** The kept answer for this token and vehicle, or undefined. */
    get(tokenHash: string, vehicleId: string | null): TokenWithVehicle | undefined {
      const key = keyOf(tokenHash, vehicleId);
      const entry = entries.get(key);
      if (entry && Date.now() - entry.storedAt <= MAX_AGE_MS) {
        hits++;
        return entry.found;
      }
      if (entry) remove(key);
      misses++;
      return undefined;
    },

    /** Call before reading the database; pass the answer to `keep` with the same stamp. */
    stamp: () => generation,

    /** Keeps an answer read under `stamp`, unless something changed since. */
    keep(stamp: number, tokenHash: string, vehicleId: string | null, found: TokenWithVehicle) {
      if (!live || stamp !== generation) return;
      const key = keyOf(tokenHash, vehicleId);
      remove(key);
      if (entries.size >= MAX_ENTRIES) remove(entries.keys().next().value!);
      entries.set(key, { found, storedAt: Date.now() });
      index(byToken, tokenHash, key);
      index(byAccount, found.token.account_id, key);
      if (found.vehicle) index(byVehicle, found.vehicle.id, key);
    },

    /** After this instance slid a token's expiry forward: its entries carry the new times. */
    touched(tokenHash: string, lastUsedAt: Date, expiresAt: Date) {
      for (const key of byToken.get(tokenHash) ?? []) {
        const entry = entries.get(key);
        if (entry) entry.found = { ...entry.found, token: { ...entry.found.token, last_used_at: lastUsedAt, expires_at: expiresAt } };
      }
    },

    /** For /metrics. */
    stats: () => ({ entries: entries.size, hits, misses }),

    async close() {
      stopWriteWatch();
      await stopListening();
      clear();
    },
  };
}
