import { ANSWER_KINDS, type AnswerKindName } from "../config.ts";
import type { Database } from "./database.ts";
import { ANSWER_CHANNEL, LIVE_CHANNEL, SESSION_CHANNEL } from "./notification-channels.ts";

/** The payloads that name one thing changed; any other drops everything ("*"). */
const NAMED_CHANGE = /^[avtsmx]:/;
/** Changes remembered while answers are being read, at most; beyond it every read in flight is not kept. */
const MAX_REMEMBERED_CHANGES = 100_000;
/** Answers kept at most per kind; the oldest go first. */
const MAX_ENTRIES = 50_000;
/** An entry older than this is read again even if nothing announced a change (a bound, not the mechanism). */
const MAX_AGE_MS = 30_000;

/** What an answer was read from: a change announced to one of these drops it. */
export interface AnswerSources {
  /** Accounts ("a:"). */
  accounts?: readonly string[];
  /** Vehicles, their shares and factory records ("v:"). */
  vehicles?: readonly string[];
  /** Vehicles whose last status the answer holds ("s:"). */
  statuses?: readonly string[];
  /** Accounts whose inbox the answer counts ("m:"). */
  inboxes?: readonly string[];
  /** Remote transactions (a pending command's state; "x:"). */
  transactions?: readonly string[];
  /** Access tokens, by hash ("t:"). */
  tokens?: readonly string[];
  /** Not kept past this moment (ms since the epoch): a token's expiry. */
  validUntil?: number;
}

/** The payloads naming each source: the form every channel and every announcing write uses. */
function payloadsOf(sources: AnswerSources): string[] {
  const named = (prefix: string, ids: readonly string[] | undefined) => (ids ?? []).map((id) => `${prefix}:${id}`);
  return [
    ...named("a", sources.accounts),
    ...named("v", sources.vehicles),
    ...named("s", sources.statuses),
    ...named("m", sources.inboxes),
    ...named("x", sources.transactions),
    ...named("t", sources.tokens),
  ];
}

/**
 * The source a change names: "x:<account>:<transaction>:<state>" names the transaction ("x:<transaction>"),
 * an answer being kept per transaction. Null for a command recorded as pending ("P"), which changes
 * nothing kept: no answer was kept of a transaction before it existed, and its pending row is kept
 * as its insert returned it. A completion ("C"), or a payload without its state, drops it.
 */
function normalised(payload: string): string | null {
  if (!payload.startsWith("x:")) return payload;
  const [, account, transaction, state] = payload.split(":");
  return state === "P" ? null : `x:${transaction ?? account}`;
}

interface Entry {
  value: unknown;
  payloads: string[];
  expiresAt: number;
  /** The value as a settled promise, made at the first hit and handed to every later one. */
  answered?: Promise<unknown>;
}

/** Answers of one group of keys (a token's session checks of each car) that one read finds together. */
export interface Alongside<T> {
  /**
   * The group: a read that misses while another of its group is under way waits for that one, then
   * looks for its own key again (an owner's cars commanded at once cost one read, not one each).
   */
  group: string;
  /** What the read's load found for other keys of the group, by key: kept as its own answer is, each with its own sources. */
  answers(): Iterable<readonly [key: string, value: T]>;
}

/** What an answer was read from, to keep it by (null: not kept). */
type SourcesOf<T> = (value: T) => AnswerSources | null;

/** One kind of answer (a vehicle list, an unread count…): its entries, dropped by the changes announced to its sources. */
export interface AnswerKind<T> {
  /**
   * The kept answer for `key`, or `load`'s, kept with the sources `sourcesOf` names (null: not
   * kept) unless something changed while it was read, or the listening connections are down.
   */
  read(key: string, load: () => Promise<T>, sourcesOf: SourcesOf<T>, alongside?: Alongside<T>): Promise<T>;
  /** The kept answer for `key` at once, as `read` would give it without reading; undefined when none is kept. */
  peek(key: string): T | undefined;
  /**
   * Keeps what `write` answers for `key` as if it had been read (a row as the write that changed it
   * returned it), so the next read costs nothing; not kept if one of its sources changed meanwhile.
   */
  keep(key: string, write: () => Promise<T>, sourcesOf: SourcesOf<T>): Promise<T>;
  stats(): AnswerKindStats;
}

export interface AnswerKindStats {
  name: AnswerKindName;
  entries: number;
  hits: number;
  misses: number;
}

export type AnswerCache = Awaited<ReturnType<typeof openAnswerCache>>;

/**
 * Answers kept in this instance's memory: the session checks every signed-in call makes and the
 * everyday reads' answers. Every instance hears every committed change by NOTIFY and drops the
 * answers read from what it names ("a:<account>", "v:<vehicle>", "s:<vehicle>"…, "*" for all): the
 * database's triggers send them for every table a kept answer reads. A change this process announces
 * as it writes (Queryable.announce: each repository names what it changed) drops them at once,
 * before the notification arrives. No SQL text is looked at. An answer read while one of its
 * sources changed is not kept; while a listening connection is down nothing is kept. A kind named
 * in `off` (ANSWER_CACHE) keeps nothing: every read goes to the database, the answers the
 * differential test compares against and the bench measures each kind against.
 */
export async function openAnswerCache(db: Database, options: { off?: ReadonlySet<AnswerKindName> } = {}) {
  const off = options.off ?? new Set();
  const kinds: Array<ReturnType<typeof createKind>> = [];
  const liveChannels = new Set<string>();
  const live = () => liveChannels.size === 3;

  function createKind(name: AnswerKindName, counted: boolean, keepAnswers: boolean) {
    const entries = new Map<string, Entry>();
    const byPayload = new Map<string, Set<string>>();
    // An answer read while one of its sources changed is not kept: each change is stamped, and a read
    // compares its own start's stamp with its sources' (a clear stamps them all). Only the sources'
    // changes count, so a busy instance's stream of unrelated notifications does not stop keeping.
    let stamp = 0;
    let clearedAt = 0;
    const changedAt = new Map<string, number>();
    let readsInFlight = 0;
    let hits = 0;
    let misses = 0;

    function remove(key: string) {
      const entry = entries.get(key);
      if (!entry) return;
      entries.delete(key);
      for (const payload of entry.payloads) {
        const keys = byPayload.get(payload);
        keys?.delete(key);
        if (keys?.size === 0) byPayload.delete(payload);
      }
    }
    function clear() {
      clearedAt = ++stamp;
      changedAt.clear();
      entries.clear();
      byPayload.clear();
    }
    function changed(payload: string) {
      if (readsInFlight > 0) {
        if (changedAt.size >= MAX_REMEMBERED_CHANGES) {
          clearedAt = ++stamp;
          changedAt.clear();
        }
        changedAt.set(payload, ++stamp);
      }
      for (const key of [...(byPayload.get(payload) ?? [])]) remove(key);
    }
    const changedSince = (since: number, payloads: string[]) =>
      clearedAt > since || payloads.some((payload) => (changedAt.get(payload) ?? 0) > since);
    /** Reads under way, by key and by group: a read of a key (or of a group) being read waits for it rather than reading too. */
    const loading = new Map<string, Promise<unknown>>();
    const loadingGroups = new Map<string, Promise<unknown>>();

    async function readMissed<T>(key: string, load: () => Promise<T>, sourcesOf: SourcesOf<T>, alongside?: Alongside<T>): Promise<T> {
      // A read of this key (or of its group) already under way began before this one: what it kept
      // serves this one too (nothing it was read from changed while it was read); otherwise read again.
      const underWay = loading.get(key) ?? (alongside && loadingGroups.get(alongside.group));
      if (underWay) {
        await underWay.catch(() => undefined);
        const entry = entries.get(key);
        if (entry && Date.now() <= entry.expiresAt) {
          hits++;
          return entry.value as T;
        }
      }
      misses++;
      const reading = readAndKeep(key, load, sourcesOf, alongside);
      loading.set(key, reading);
      if (alongside) loadingGroups.set(alongside.group, reading);
      try {
        return await reading;
      } finally {
        if (loading.get(key) === reading) loading.delete(key);
        if (alongside && loadingGroups.get(alongside.group) === reading) loadingGroups.delete(alongside.group);
      }
    }

    async function readAndKeep<T>(key: string, load: () => Promise<T>, sourcesOf: SourcesOf<T>, alongside?: Alongside<T>): Promise<T> {
      const since = stamp;
      readsInFlight++;
      let value: T;
      try {
        value = await load();
      } finally {
        readsInFlight--;
      }
      keepUnlessChanged(key, value, sourcesOf(value), since);
      for (const [otherKey, other] of alongside?.answers() ?? []) keepUnlessChanged(otherKey, other, sourcesOf(other), since);
      if (readsInFlight === 0) changedAt.clear();
      return value;
    }

    /** Keeps an answer read since `since` (null sources: not kept) unless one of its sources changed meanwhile. */
    function keepUnlessChanged(key: string, value: unknown, sources: AnswerSources | null, since: number) {
      const payloads = sources && keepAnswers && live() ? payloadsOf(sources) : null;
      if (!sources || !payloads || changedSince(since, payloads)) return;
      remove(key);
      if (entries.size >= MAX_ENTRIES) remove(entries.keys().next().value!);
      entries.set(key, { value, payloads, expiresAt: Math.min(Date.now() + MAX_AGE_MS, sources.validUntil ?? Infinity) });
      for (const payload of payloads) {
        let keys = byPayload.get(payload);
        if (!keys) byPayload.set(payload, (keys = new Set()));
        keys.add(key);
      }
    }

    return {
      counted,
      clear,
      changed,
      // Not an async function: a hit, most calls' case, makes no promise of its own.
      read<T>(key: string, load: () => Promise<T>, sourcesOf: SourcesOf<T>, alongside?: Alongside<T>): Promise<T> {
        const entry = entries.get(key);
        if (entry && Date.now() <= entry.expiresAt) {
          hits++;
          return (entry.answered ??= Promise.resolve(entry.value)) as Promise<T>;
        }
        if (entry) remove(key);
        return readMissed(key, load, sourcesOf, alongside);
      },
      peek<T>(key: string): T | undefined {
        const entry = entries.get(key);
        if (!entry || Date.now() > entry.expiresAt) return undefined;
        hits++;
        return entry.value as T;
      },
      keep: readAndKeep,
      stats: () => ({ name, entries: entries.size, hits, misses }),
    };
  }

  function drop(payload: string) {
    const source = NAMED_CHANGE.test(payload) ? normalised(payload) : "*";
    if (source === "*") for (const k of kinds) k.clear();
    else if (source) for (const k of kinds) k.changed(source);
  }

  const stopWriteWatch = db.onWrite((announced) => {
    for (const payload of announced) drop(payload);
  });

  const listening = await Promise.all(
    [SESSION_CHANNEL, ANSWER_CHANNEL, LIVE_CHANNEL].map((channel) =>
      db.listen(channel, {
        message: drop,
        live(isLive) {
          for (const k of kinds) k.clear();
          if (isLive) liveChannels.add(channel);
          else liveChannels.delete(channel);
        },
      }),
    ),
  );

  return {
    /**
     * A kind of answer, dropped only by the changes announced to the sources of each of its answers.
     * A kind not `counted` (the session checks) has metrics of its own, apart from the answer cache's totals.
     */
    kind<T>(name: AnswerKindName, options: { counted?: boolean } = {}): AnswerKind<T> {
      const k = createKind(name, options.counted ?? true, !off.has(name));
      kinds.push(k);
      return k as AnswerKind<T>;
    },
    /** For /metrics: each counted kind's entries, hits and misses. */
    stats(): AnswerKindStats[] {
      return kinds.filter((k) => k.counted).map((k) => k.stats());
    },
    async close() {
      stopWriteWatch();
      await Promise.all(listening.map((stop) => stop()));
      for (const k of kinds) k.clear();
    },
  };
}

/** The kinds ANSWER_CACHE keeps off: none ("on"), all ("off"), or those it names. */
export function answerKindsOff(setting: string): ReadonlySet<AnswerKindName> {
  if (setting === "on") return new Set();
  if (setting === "off") return new Set(ANSWER_KINDS);
  return new Set(setting.split(",") as AnswerKindName[]);
}
