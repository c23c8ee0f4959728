import type { Database } from "./database.ts";

/** The session cache's channel (migration 016): accounts, vehicles, shares, statuses, factory records. */
const SESSION_CHANNEL = "carport_session_cache";
/** This cache's own channel (migration 020): what the everyday reads hold beyond the session's tables. */
const ANSWER_CHANNEL = "carport_answer_cache";
/** The live updates' channel (migration 023): "x:<account>:<transaction>" when a command is recorded or completes. */
const LIVE_CHANNEL = "carport_live";
/** Changes remembered while answers are being read, at most; beyond it every read in flight is not kept. */
const MAX_REMEMBERED_CHANGES = 100_000;
/** Answers kept at most per kind; the oldest go first. */
const MAX_ENTRIES = 50_000;
/** An entry older than this is read again even if nothing announced a change (a bound, not the mechanism). */
const MAX_AGE_MS = 30_000;

/** What an answer was read from: a notification naming one of these drops it. */
export interface AnswerSources {
  accounts: readonly string[];
  vehicles: readonly string[];
  /** Remote transactions (a pending command's state): dropped when one is recorded or completes. */
  transactions?: readonly string[];
}

interface Entry {
  value: unknown;
  sources: AnswerSources;
  storedAt: number;
}

/** One kind of answer (a vehicle list, an unread count…): its entries and the writes of this process that drop them all. */
export interface AnswerKind<T> {
  /**
   * The kept answer for `key`, or `load`'s, kept with the sources `sourcesOf` names (null: not
   * kept) unless something changed while it was read, or the listening connections are down.
   */
  read(key: string, load: () => Promise<T>, sourcesOf: (value: T) => AnswerSources | null): Promise<T>;
  /** Drops what was read from this transaction: this process changed it (before its notification arrives). */
  dropTransaction(id: string): void;
  stats(): { entries: number; hits: number; misses: number };
}

export type AnswerCache = Awaited<ReturnType<typeof openAnswerCache>>;

/**
 * Answers of the everyday signed-in reads kept in this instance's memory, the session cache's way
 * (modules/auth/session-cache.ts): every instance hears every committed change by NOTIFY and
 * drops the answers read from the account or vehicle it names ("a:<id>", "v:<id>", "*" for all);
 * a write by this process to a table a kind is read from drops that kind's answers at once (read
 * your own writes before the notification arrives); an answer read while a change to one of its
 * sources was announced is not kept; while a listening connection is down nothing is kept. A
 * pending command's state is kept until the live updates' channel says it was recorded or completed.
 */
export async function openAnswerCache(db: Database) {
  const kinds: Array<ReturnType<typeof createKind>> = [];
  const liveChannels = new Set<string>();
  const live = () => liveChannels.size === 3;

  function createKind(watchedWrites: RegExp) {
    const entries = new Map<string, Entry>();
    const byAccount = new Map<string, Set<string>>();
    const byVehicle = new Map<string, Set<string>>();
    const byTransaction = new Map<string, Set<string>>();
    // An answer read while one of its sources changed is not kept: each change is stamped, and a read
    // compares its own start's stamp with its sources' (a clear stamps them all). Only the sources'
    // changes count, so a busy instance's stream of unrelated notifications does not stop keeping.
    let stamp = 0;
    let clearedAt = 0;
    const changedAt = new Map<string, number>();
    let readsInFlight = 0;
    let hits = 0;
    let misses = 0;

    const index = (map: Map<string, Set<string>>, id: string, key: string) => {
      let keys = map.get(id);
      if (!keys) map.set(id, (keys = new Set()));
      keys.add(key);
    };
    const unindex = (map: Map<string, Set<string>>, id: string, key: string) => {
      const keys = map.get(id);
      if (!keys) return;
      keys.delete(key);
      if (keys.size === 0) map.delete(id);
    };
    function remove(key: string) {
      const entry = entries.get(key);
      if (!entry) return;
      entries.delete(key);
      for (const id of entry.sources.accounts) unindex(byAccount, id, key);
      for (const id of entry.sources.vehicles) unindex(byVehicle, id, key);
      for (const id of entry.sources.transactions ?? []) unindex(byTransaction, id, key);
    }
    function clear() {
      clearedAt = ++stamp;
      changedAt.clear();
      entries.clear();
      byAccount.clear();
      byVehicle.clear();
      byTransaction.clear();
    }
    function changed(kind: "a" | "v" | "x", id: string) {
      if (readsInFlight > 0) {
        if (changedAt.size >= MAX_REMEMBERED_CHANGES) {
          clearedAt = ++stamp;
          changedAt.clear();
        }
        changedAt.set(`${kind}:${id}`, ++stamp);
      }
      const map = kind === "a" ? byAccount : kind === "v" ? byVehicle : byTransaction;
      for (const key of [...(map.get(id) ?? [])]) remove(key);
    }
    function changedSince(since: number, sources: AnswerSources) {
      if (clearedAt > since) return true;
      const after = (kind: string, ids: readonly string[] | undefined) =>
        (ids ?? []).some((id) => (changedAt.get(`${kind}:${id}`) ?? 0) > since);
      return after("a", sources.accounts) || after("v", sources.vehicles) || after("x", sources.transactions);
    }

    return {
      watchedWrites,
      clear,
      drop(kind: string, id: string) {
        if (kind === "a" || kind === "v" || kind === "x") return changed(kind, id);
        if (kind !== "t") clear();
      },
      dropTransaction: (id: string) => changed("x", id),
      async read<T>(key: string, load: () => Promise<T>, sourcesOf: (value: T) => AnswerSources | null): Promise<T> {
        const entry = entries.get(key);
        if (entry && Date.now() - entry.storedAt <= MAX_AGE_MS) {
          hits++;
          return entry.value as T;
        }
        if (entry) remove(key);
        misses++;
        const since = stamp;
        readsInFlight++;
        let value: T;
        try {
          value = await load();
        } finally {
          readsInFlight--;
        }
        const found = live() ? sourcesOf(value) : null;
        const sources = found && !changedSince(since, found) ? found : null;
        if (readsInFlight === 0) changedAt.clear();
        if (sources) {
          remove(key);
          if (entries.size >= MAX_ENTRIES) remove(entries.keys().next().value!);
          entries.set(key, { value, sources, storedAt: Date.now() });
          for (const id of sources.accounts) index(byAccount, id, key);
          for (const id of sources.vehicles) index(byVehicle, id, key);
          for (const id of sources.transactions ?? []) index(byTransaction, id, key);
        }
        return value;
      },
      stats: () => ({ entries: entries.size, hits, misses }),
    };
  }

  function drop(payload: string) {
    const separator = payload.indexOf(":");
    const kind = separator < 0 ? payload : payload.slice(0, separator);
    const id = payload.slice(separator + 1);
    for (const k of kinds) k.drop(kind, id);
  }

  const stopWriteWatch = db.onWrite((sqlTexts) => {
    for (const k of kinds) if (sqlTexts.some((sql) => k.watchedWrites.test(sql))) k.clear();
  });
  /** Of the live updates, only a command recorded or completed: "x:<account>:<transaction>". */
  function dropTransactionOf(payload: string) {
    if (payload.startsWith("x:")) for (const k of kinds) k.drop("x", payload.slice(payload.lastIndexOf(":") + 1));
  }

  const listening = await Promise.all(
    [SESSION_CHANNEL, ANSWER_CHANNEL, LIVE_CHANNEL].map((channel) =>
      db.listen(channel, {
        message: channel === LIVE_CHANNEL ? dropTransactionOf : drop,
        live(isLive) {
          for (const k of kinds) k.clear();
          if (isLive) liveChannels.add(channel);
          else liveChannels.delete(channel);
        },
      }),
    ),
  );

  return {
    /** A kind of answer; a write of this process matching `watchedWrites` drops all of its answers. */
    kind<T>(watchedWrites: RegExp): AnswerKind<T> {
      const k = createKind(watchedWrites);
      kinds.push(k);
      return k as AnswerKind<T>;
    },
    /** For /metrics: every kind's entries, hits and misses together. */
    stats() {
      const all = kinds.map((k) => k.stats());
      return { entries: sum(all, "entries"), hits: sum(all, "hits"), misses: sum(all, "misses") };
    },
    async close() {
      stopWriteWatch();
      await Promise.all(listening.map((stop) => stop()));
      for (const k of kinds) k.clear();
    },
  };
}

function sum<K extends string>(rows: Array<Record<K, number>>, key: K) {
  return rows.reduce((total, row) => total + row[key], 0);
}
